import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authorize, can, roles, type Action } from "@/server/authz";
import { AppError } from "@/server/http/errors";
import { client, createUser, PASSWORD, uniqueEmail } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";

describe("role helper", () => {
  const reach: Record<(typeof roles)[number], Action[]> = {
    viewer: ["read"],
    editor: ["read", "write"],
    admin: ["read", "write", "manage"],
  };
  it.each(roles)("%s reaches exactly its actions", (role) => {
    for (const action of ["read", "write", "manage"] as const) {
      expect(can(role, action)).toBe(reach[role].includes(action));
      const actor = { userId: "u", workspaceId: "w", role };
      if (reach[role].includes(action)) expect(() => authorize(actor, action)).not.toThrow();
      else expect(() => authorize(actor, action)).toThrow(AppError);
    }
  });
});

describe("roles through the API", () => {
  let app: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let editor: Awaited<ReturnType<typeof createUser>>;
  let viewer: Awaited<ReturnType<typeof createUser>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;
  const inOwners = (u: { cookie: string }) => client(app, u.cookie);
  const ws = () => ({ "x-workspace-id": owner.workspaceId });

  beforeAll(async () => {
    app = await startTestApp();
    [owner, editor, viewer, stranger] = await Promise.all([createUser(app), createUser(app), createUser(app), createUser(app)]);
    expect((await owner.api.post("/api/v1/workspace/members", { email: editor.email, role: "editor" })).status).toBe(202);
    expect((await owner.api.post("/api/v1/workspace/members", { email: viewer.email, role: "viewer" })).status).toBe(202);
  });
  afterAll(() => app.close());

  it("every member reads the workspace with their own role", async () => {
    for (const [u, role] of [[owner, "admin"], [editor, "editor"], [viewer, "viewer"]] as const) {
      const res = await inOwners(u).get("/api/v1/workspace", ws());
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: owner.workspaceId, role });
    }
  });

  it("only the admin manages: rename and add members; editor and viewer get a German 403", async () => {
    for (const u of [editor, viewer]) {
      const res = await inOwners(u).patch("/api/v1/workspace", { name: "Umbenannt" }, ws());
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/Deine Rolle erlaubt diese Änderung nicht/);
      expect((await inOwners(u).post("/api/v1/workspace/members", { email: stranger.email, role: "viewer" }, ws())).status).toBe(403);
    }
    const ok = await owner.api.patch("/api/v1/workspace", { name: "Familie Muster" });
    expect(ok.status).toBe(200);
    expect(ok.body.name).toBe("Familie Muster");
  });

  it("another workspace answers 404, never its data", async () => {
    const res = await stranger.api.get("/api/v1/workspace", ws());
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain("Familie Muster");
    expect((await stranger.api.get("/api/v1/workspace", { "x-workspace-id": "kein-uuid" })).status).toBe(404);
  });

  it("adding a member answers alike for a verified account, an unverified one and none: nothing tells who has an account", async () => {
    const unverified = uniqueEmail();
    expect((await client(app).post("/api/auth/sign-up/email", { email: unverified, password: PASSWORD, name: "x" })).status).toBe(200);
    const verified = await createUser(app);
    const answers = [];
    for (const email of [verified.email, unverified, uniqueEmail()]) {
      const res = await owner.api.post("/api/v1/workspace/members", { email, role: "viewer" });
      answers.push({ status: res.status, body: res.body });
    }
    expect(answers[0]).toEqual({
      status: 202,
      body: { message: "Wenn es zu dieser E-Mail-Adresse ein bestätigtes Hausbuch-Konto gibt, gehört es jetzt zu diesem Portfolio. Du siehst es dann in der Mitgliederliste." },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    // Only the verified account joined.
    const members = await owner.api.get("/api/v1/workspace/members");
    const emails = members.body.map((m: { email: string }) => m.email);
    expect(emails).toContain(verified.email);
    expect(emails).not.toContain(unverified);
  });

  it("bad input is a German 400 listing the fields", async () => {
    const res = await owner.api.post("/api/v1/workspace/members", { email: "x", role: "chef" });
    expect(res.status).toBe(400);
    expect(res.body.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(["email", "role"]);
  });

  it("/me lists every workspace of the user", async () => {
    const me = await viewer.api.get("/api/v1/me");
    expect(me.body.workspaces.map((w: { role: string }) => w.role)).toEqual(["admin", "viewer"]);
  });
});
