import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberships, workspaceInvitations } from "@/server/db/schema";
import { messages } from "@/shared/messages";
import { addMember, client, createUser, linkFor, PASSWORD, signIn, uniqueEmail } from "../helpers/http";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { inWorkspace, type User } from "../factories/api";

// Issue 13: the team of a workspace. Nobody joins without accepting an invitation; a link works
// once and for seven days; the last admin stays; no answer tells who has an account.

let app: TestApp;
let admin: User;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app, { firstName: "Anna", lastName: "Admin" });
});
afterAll(() => app?.close());

const tokenFor = (email: string) => new URL(linkFor(app, email)).searchParams.get("token")!;
const invite = (email: string, role = "viewer", preset: string | null = null) => admin.api.post("/api/v1/workspace/invitations", { email, role, preset });
const memberRow = async (workspaceId: string, userId: string) =>
  (await app.database.db.select().from(memberships).where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.userId, userId))))[0];

describe("invitations", () => {
  it("a tax advisor is invited as a named viewer, joins only by accepting, and the link works once", async () => {
    const advisor = await createUser(app);
    const res = await invite(advisor.email, "admin", "tax_advisor");
    expect(res.status).toBe(201);
    // The preset decides the role: a tax advisor reads only, whatever role was sent with it.
    expect(res.body).toMatchObject({ email: advisor.email, role: "viewer", preset: "tax_advisor", invitedBy: "Anna Admin", expired: false });
    const mail = app.mails.at(-1)!;
    expect(mail.to).toBe(advisor.email);
    expect(mail.subject).toBe("Hausbuch: Einladung in das Portfolio „Mein Portfolio“");
    expect(mail.text).toContain("Anna Admin lädt Dich in das Portfolio „Mein Portfolio“ bei Hausbuch ein – mit der Rolle Steuerberater/in (nur lesen).");
    expect(mail.text).toContain("gilt 7 Tage und nur einmal");
    expect(Date.parse(res.body.expiresAt) - Date.parse(res.body.sentAt)).toBe(7 * 24 * 60 * 60 * 1000);
    // The token is not stored, only its hash.
    const token = tokenFor(advisor.email);
    const [row] = await app.database.db.select().from(workspaceInvitations).where(eq(workspaceInvitations.id, res.body.id));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    // Invited is not added: the workspace is not theirs yet.
    expect((await inWorkspace(app, advisor, admin.workspaceId).get("/api/v1/properties")).status).toBe(404);
    const preview = await advisor.api.post("/api/v1/invitations/preview", { token });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ workspaceName: "Mein Portfolio", role: "viewer", preset: "tax_advisor", invitedBy: "Anna Admin", email: advisor.email, forOtherEmail: false, alreadyMember: false });

    const accepted = await advisor.api.post("/api/v1/invitations/accept", { token });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ workspaceId: admin.workspaceId, workspaceName: "Mein Portfolio", role: "viewer" });
    expect(await memberRow(admin.workspaceId, advisor.userId)).toMatchObject({ role: "viewer", preset: "tax_advisor" });
    const asAdvisor = inWorkspace(app, advisor, admin.workspaceId);
    expect((await asAdvisor.get("/api/v1/properties")).status).toBe(200);
    expect((await asAdvisor.post("/api/v1/tenants", { firstName: "Nur", lastName: "Lesen" })).status).toBe(403);
    const members = await asAdvisor.get("/api/v1/workspace/members");
    expect(members.body.find((m: { email: string }) => m.email === advisor.email)).toMatchObject({ role: "viewer", preset: "tax_advisor", isSelf: true });

    // Used once: the same link again is a 410, and so is its preview.
    for (const path of ["/api/v1/invitations/accept", "/api/v1/invitations/preview"]) {
      const again = await advisor.api.post(path, { token });
      expect(again.status).toBe(410);
      expect(again.body.message).toBe(messages.invitationUsed);
    }
    expect((await admin.api.get("/api/v1/workspace/invitations")).body.map((i: { email: string }) => i.email)).not.toContain(advisor.email);
  });

  it("answers alike for an address with a verified account, an unverified one and none", async () => {
    const verified = await createUser(app);
    const unverified = uniqueEmail();
    expect((await client(app).post("/api/auth/sign-up/email", { email: unverified, password: PASSWORD, name: "x" })).status).toBe(200);
    const nobody = uniqueEmail();
    const shapes = [];
    for (const email of [verified.email, unverified, nobody]) {
      const res = await invite(email, "editor");
      const { id, email: sentTo, sentAt, expiresAt, ...rest } = res.body;
      expect([typeof id, sentTo, typeof sentAt, typeof expiresAt]).toEqual(["string", email, "string", "string"]);
      shapes.push({ status: res.status, rest });
      expect(app.mails.at(-1)!.to).toBe(email);
    }
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
  });

  it("a member or an open invitation is a 409; bad input a German 400 naming the fields", async () => {
    const member = await createUser(app);
    await addMember(app, admin, member, "editor");
    const twice = await invite(member.email);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(messages.alreadyMember);
    const email = uniqueEmail();
    expect((await invite(email)).status).toBe(201);
    const open = await invite(email.toUpperCase());
    expect(open.status).toBe(409);
    expect(open.body.message).toBe(messages.invitationOpen);
    const bad = await admin.api.post("/api/v1/workspace/invitations", { email: "x", role: "chef" });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(["email", "role"]);
  });

  it("an expired link is a 410; resending gives a new link for seven days and the old one stops working", async () => {
    const invitee = await createUser(app);
    const res = await invite(invitee.email);
    const oldToken = tokenFor(invitee.email);
    await app.database.db.update(workspaceInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(workspaceInvitations.id, res.body.id));
    const expired = await invitee.api.post("/api/v1/invitations/accept", { token: oldToken });
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe(messages.invitationExpired);
    expect((await admin.api.get("/api/v1/workspace/invitations")).body.find((i: { id: string }) => i.id === res.body.id)).toMatchObject({ expired: true });

    const resent = await admin.api.post(`/api/v1/workspace/invitations/${res.body.id}/resend`);
    expect(resent.status).toBe(200);
    expect(resent.body.expired).toBe(false);
    const newToken = tokenFor(invitee.email);
    expect(newToken).not.toBe(oldToken);
    expect((await invitee.api.post("/api/v1/invitations/accept", { token: oldToken })).status).toBe(404);
    expect((await invitee.api.post("/api/v1/invitations/accept", { token: newToken })).status).toBe(200);
    expect(await memberRow(admin.workspaceId, invitee.userId)).toMatchObject({ role: "viewer" });
  });

  it("a revoked link is a 410; revoking twice a 404; unknown and malformed tokens 404 and 400", async () => {
    const invitee = await createUser(app);
    const res = await invite(invitee.email);
    const token = tokenFor(invitee.email);
    expect((await admin.api.delete(`/api/v1/workspace/invitations/${res.body.id}`)).status).toBe(204);
    const revoked = await invitee.api.post("/api/v1/invitations/accept", { token });
    expect(revoked.status).toBe(410);
    expect(revoked.body.message).toBe(messages.invitationRevoked);
    expect((await admin.api.delete(`/api/v1/workspace/invitations/${res.body.id}`)).status).toBe(404);
    expect(await memberRow(admin.workspaceId, invitee.userId)).toBeUndefined();
    const unknown = await invitee.api.post("/api/v1/invitations/accept", { token: "B".repeat(43) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(messages.invitationNotFound);
    expect((await invitee.api.post("/api/v1/invitations/accept", { token: "kurz" })).status).toBe(400);
  });

  it("only the invited address accepts: another account gets a 403 and nothing changes", async () => {
    const invitee = uniqueEmail();
    await invite(invitee);
    const token = tokenFor(invitee);
    const other = await createUser(app);
    const preview = await other.api.post("/api/v1/invitations/preview", { token });
    expect(preview.body).toMatchObject({ forOtherEmail: true, email: invitee });
    const res = await other.api.post("/api/v1/invitations/accept", { token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(messages.invitationOtherEmail(invitee));
    expect(await memberRow(admin.workspaceId, other.userId)).toBeUndefined();
    // The link still works for the person it was meant for.
    const later = await createUser(app, { email: invitee });
    expect((await later.api.post("/api/v1/invitations/accept", { token })).status).toBe(200);
  });

  it("a mail server that refuses is a 503 and leaves no invitation", async () => {
    const email = uniqueEmail();
    app.refusedMailTo.add(email);
    const res = await invite(email);
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(messages.invitationMailFailed);
    expect(await app.database.db.select().from(workspaceInvitations).where(eq(workspaceInvitations.email, email))).toEqual([]);
    expect(app.logs.join("\n")).not.toContain(email);
  });
});

describe("members and roles", () => {
  let team: { editor: User; viewer: User; secondAdmin: User };
  beforeAll(async () => {
    const [editor, viewer, secondAdmin] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
    await addMember(app, admin, editor, "editor");
    await addMember(app, admin, viewer, "viewer");
    team = { editor, viewer, secondAdmin };
  });

  it("editors and viewers see the members but manage nothing: 403 and no change", async () => {
    const invitation = (await invite(uniqueEmail())).body;
    for (const u of [team.editor, team.viewer]) {
      const as = inWorkspace(app, u, admin.workspaceId);
      const list = await as.get("/api/v1/workspace/members");
      expect(list.status).toBe(200);
      expect(list.body.map((m: { email: string }) => m.email)).toContain(admin.email);
      const attempts = [
        await as.get("/api/v1/workspace/invitations"),
        await as.post("/api/v1/workspace/invitations", { email: uniqueEmail(), role: "viewer" }),
        await as.post(`/api/v1/workspace/invitations/${invitation.id}/resend`),
        await as.delete(`/api/v1/workspace/invitations/${invitation.id}`),
        await as.patch(`/api/v1/workspace/members/${admin.userId}`, { role: "viewer" }),
        await as.delete(`/api/v1/workspace/members/${admin.userId}`),
        await as.patch(`/api/v1/workspace/members/${u.userId}`, { role: "admin" }),
      ];
      expect(attempts.map((a) => a.status)).toEqual([403, 403, 403, 403, 403, 403, 403]);
      expect(attempts.every((a) => a.body.message === messages.forbiddenWrite)).toBe(true);
    }
    expect(await memberRow(admin.workspaceId, admin.userId)).toMatchObject({ role: "admin" });
    expect((await admin.api.get("/api/v1/workspace/invitations")).body.map((i: { id: string }) => i.id)).toContain(invitation.id);
  });

  it("the last admin can be neither demoted nor removed, and cannot leave; with a second admin all three work", async () => {
    for (const res of [
      await admin.api.patch(`/api/v1/workspace/members/${admin.userId}`, { role: "editor" }),
      await admin.api.delete(`/api/v1/workspace/members/${admin.userId}`),
      await admin.api.post("/api/v1/workspace/leave"),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(messages.lastAdmin);
    }
    expect(await memberRow(admin.workspaceId, admin.userId)).toMatchObject({ role: "admin" });

    await addMember(app, admin, team.secondAdmin, "admin");
    const second = inWorkspace(app, team.secondAdmin, admin.workspaceId);
    const demoted = await second.patch(`/api/v1/workspace/members/${admin.userId}`, { role: "editor" });
    expect(demoted.status).toBe(200);
    expect(demoted.body.find((m: { userId: string }) => m.userId === admin.userId)).toMatchObject({ role: "editor" });
    // Now the second admin is the last one.
    expect((await second.post("/api/v1/workspace/leave")).status).toBe(409);
    expect((await second.patch(`/api/v1/workspace/members/${admin.userId}`, { role: "admin" })).status).toBe(200);
    expect((await second.post("/api/v1/workspace/leave")).status).toBe(204);
    expect((await second.get("/api/v1/properties")).status).toBe(404);
  });

  it("an admin changes a role and removes a member; a member leaves; unknown and foreign members are 404", async () => {
    const changed = await admin.api.patch(`/api/v1/workspace/members/${team.editor.userId}`, { role: "viewer", preset: "tax_advisor" });
    expect(changed.status).toBe(200);
    expect(await memberRow(admin.workspaceId, team.editor.userId)).toMatchObject({ role: "viewer", preset: "tax_advisor" });
    await admin.api.patch(`/api/v1/workspace/members/${team.editor.userId}`, { role: "editor" });
    // A plain role clears the preset.
    expect(await memberRow(admin.workspaceId, team.editor.userId)).toMatchObject({ role: "editor", preset: null });

    expect((await admin.api.delete(`/api/v1/workspace/members/${team.editor.userId}`)).status).toBe(204);
    expect((await inWorkspace(app, team.editor, admin.workspaceId).get("/api/v1/properties")).status).toBe(404);
    expect((await inWorkspace(app, team.viewer, admin.workspaceId).post("/api/v1/workspace/leave")).status).toBe(204);
    expect(await memberRow(admin.workspaceId, team.viewer.userId)).toBeUndefined();

    const stranger = await createUser(app);
    const foreign = await admin.api.patch(`/api/v1/workspace/members/${stranger.userId}`, { role: "viewer" });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(messages.memberNotFound);
    expect(await memberRow(stranger.workspaceId, stranger.userId)).toMatchObject({ role: "admin" });
  });
});

describe("account settings", () => {
  it("saves first and last name; the account's name follows; too long is a 400", async () => {
    const u = await createUser(app);
    const res = await u.api.put("/api/v1/me/profile", { firstName: " Erika ", lastName: "Mustermann" });
    expect(res.status).toBe(200);
    expect(res.body.profile).toEqual({ firstName: "Erika", lastName: "Mustermann" });
    expect(res.body.user.name).toBe("Erika Mustermann");
    const cleared = await u.api.put("/api/v1/me/profile", { firstName: "", lastName: null });
    expect(cleared.body.profile).toEqual({ firstName: null, lastName: null });
    expect(cleared.body.user.name).toBe(u.email);
    const long = await u.api.put("/api/v1/me/profile", { firstName: "x".repeat(101), lastName: "" });
    expect(long.status).toBe(400);
    expect(long.body.details.fields[0]).toMatchObject({ field: "firstName", message: messages.profileNameTooLong });
  });

  it("lists the sessions with this device marked, ends one, ends all others; another account's session is a 404", async () => {
    const u = await createUser(app);
    const second = await signIn(app, u.email, PASSWORD);
    const third = await signIn(app, u.email, PASSWORD);
    const list = await u.api.get("/api/v1/me/sessions");
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(3);
    expect(list.body.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(u.cookie.split("=")[1]!.split(".")[0]);
    const secondId = (await client(app, second).get("/api/v1/me/sessions")).body.find((s: { current: boolean }) => s.current).id;
    const other = await createUser(app);
    expect((await other.api.delete(`/api/v1/me/sessions/${secondId}`)).status).toBe(404);
    expect((await client(app, second).get("/api/v1/me")).status).toBe(200);
    expect((await u.api.delete(`/api/v1/me/sessions/${secondId}`)).status).toBe(204);
    expect((await client(app, second).get("/api/v1/me")).status).toBe(401);
    expect((await client(app, third).get("/api/v1/me")).status).toBe(200);
    expect((await u.api.delete("/api/v1/me/sessions")).body).toEqual({ ended: 1 });
    expect((await client(app, third).get("/api/v1/me")).status).toBe(401);
    expect((await u.api.get("/api/v1/me")).status).toBe(200);
  });

  it("a password change needs the current password and ends every other session", async () => {
    const u = await createUser(app);
    const other = await signIn(app, u.email, PASSWORD);
    const wrong = await u.api.post("/api/auth/change-password", { currentPassword: "Falsches-Passwort-9", newPassword: "Neues-Passwort-2024" });
    expect(wrong.status).toBe(400);
    expect((await client(app, other).get("/api/v1/me")).status).toBe(200);
    const ok = await u.api.post("/api/auth/change-password", { currentPassword: PASSWORD, newPassword: "Neues-Passwort-2024" });
    expect(ok.status).toBe(200);
    expect((await client(app, other).get("/api/v1/me")).status).toBe(401);
    await signIn(app, u.email, "Neues-Passwort-2024");
  });

  it("an e-mail change is confirmed at the new address, the old one is told; until then the old address signs in", async () => {
    const u = await createUser(app);
    const newEmail = uniqueEmail("neu");
    const res = await u.api.post("/api/auth/change-email", { newEmail, callbackURL: "/dashboard/settings?email=bestaetigt" });
    expect(res.status).toBe(200);
    const notice = [...app.mails].reverse().find((m) => m.to === u.email)!;
    expect(notice.subject).toBe("Hausbuch: Deine E-Mail-Adresse soll geändert werden");
    const confirm = [...app.mails].reverse().find((m) => m.to === newEmail)!;
    expect(confirm.subject).toBe("Hausbuch: Bitte bestätige Deine neue E-Mail-Adresse");
    await signIn(app, u.email, PASSWORD);
    const link = new URL(linkFor(app, newEmail));
    const verify = await fetch(`${app.url}${link.pathname}${link.search}`, { redirect: "manual", headers: { Cookie: u.cookie } });
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toBe("/dashboard/settings?email=bestaetigt");
    expect((await u.api.get("/api/v1/me")).body.user.email).toBe(newEmail);
    await signIn(app, newEmail, PASSWORD);
    await expect(signIn(app, u.email, PASSWORD)).rejects.toThrow();
  });

  it("an e-mail change to an address that has an account answers the same and sends nothing there", async () => {
    const [u, taken] = await Promise.all([createUser(app), createUser(app)]);
    const before = app.mails.length;
    const res = await u.api.post("/api/auth/change-email", { newEmail: taken.email });
    expect(res.status).toBe(200);
    expect(app.mails.slice(before).map((m) => m.to)).not.toContain(taken.email);
  });
});
