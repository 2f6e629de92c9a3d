import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authorize, can, roles, type Action } from "@/server/authz";
import { AppError } from "@/server/http/errors";
import { addMember, client, createUser } from "../helpers/http";
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
    await addMember(app, owner, editor, "editor");
    await addMember(app, owner, viewer, "viewer");
  });
  afterAll(() => app.close());

  it("every member reads the workspace with their own role", async () => {
    for (const [u, role] of [[owner, "admin"], [editor, "editor"], [viewer, "viewer"]] as const) {
      const res = await inOwners(u).get("/api/v1/workspace", ws());
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: owner.workspaceId, role });
    }
  });

  it("only the admin manages: rename and invite; editor and viewer get a German 403", async () => {
    for (const u of [editor, viewer]) {
      const res = await inOwners(u).patch("/api/v1/workspace", { name: "Umbenannt" }, ws());
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/Deine Rolle erlaubt diese Änderung nicht/);
      expect((await inOwners(u).post("/api/v1/workspace/invitations", { email: stranger.email, role: "viewer" }, ws())).status).toBe(403);
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

  it("/me lists every workspace of the user", async () => {
    const me = await viewer.api.get("/api/v1/me");
    expect(me.body.workspaces.map((w: { role: string }) => w.role)).toEqual(["admin", "viewer"]);
  });
});
