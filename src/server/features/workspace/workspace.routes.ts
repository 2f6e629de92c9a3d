import { Hono } from "hono";
import { changeMemberRoleSchema, invitationTokenSchema, inviteMemberSchema, renameWorkspaceSchema } from "@/shared/schemas/workspace";
import type { AppEnv } from "@/server/context";
import { input } from "@/server/http/openapi/route-input";
import { acceptInvitation, previewInvitation } from "./accept-invitation.service";
import { inviteMember, listInvitations, resendInvitation, revokeInvitation } from "./invitations.service";
import { changeMemberRole, getWorkspace, leaveWorkspace, listMembers, removeMember, renameWorkspace } from "./members.service";

const MEMBER = "Das Mitglied";
const INVITATION = "Die Einladung";

/** The current workspace, its members and the invitations its admins sent. */
export const workspaceRoutes = () =>
  new Hono<AppEnv>()
    .get("/", async (c) => c.json(await getWorkspace({ db: c.var.db, actor: c.var.actor })))
    .patch("/", input({ body: renameWorkspaceSchema }), async (c) =>
      c.json(await renameWorkspace({ db: c.var.db, actor: c.var.actor, input: c.req.valid("json") })),
    )
    .get("/members", async (c) => c.json(await listMembers({ db: c.var.db, actor: c.var.actor })))
    .patch("/members/:userId", input({ ids: { userId: MEMBER }, body: changeMemberRoleSchema }), async (c) =>
      c.json(await changeMemberRole({ db: c.var.db, actor: c.var.actor, userId: c.req.valid("param").userId, input: c.req.valid("json") })),
    )
    .delete("/members/:userId", input({ ids: { userId: MEMBER } }), async (c) => {
      await removeMember({ db: c.var.db, actor: c.var.actor, userId: c.req.valid("param").userId });
      return c.body(null, 204);
    })
    .post("/leave", async (c) => {
      await leaveWorkspace({ db: c.var.db, actor: c.var.actor });
      return c.body(null, 204);
    })
    .get("/invitations", async (c) => c.json(await listInvitations({ db: c.var.db, actor: c.var.actor })))
    .post("/invitations", input({ body: inviteMemberSchema }), async (c) =>
      c.json(await inviteMember({ db: c.var.db, actor: c.var.actor, mailer: c.var.mailer, baseUrl: c.var.baseUrl, input: c.req.valid("json") }), 201),
    )
    .post("/invitations/:id/resend", input({ ids: { id: INVITATION } }), async (c) =>
      c.json(await resendInvitation({ db: c.var.db, actor: c.var.actor, mailer: c.var.mailer, baseUrl: c.var.baseUrl, invitationId: c.req.valid("param").id })),
    )
    .delete("/invitations/:id", input({ ids: { id: INVITATION } }), async (c) => {
      await revokeInvitation({ db: c.var.db, actor: c.var.actor, invitationId: c.req.valid("param").id });
      return c.body(null, 204);
    });

/**
 * The invitee's side: the token travels in the body, not the path, so it stays out of access logs.
 * Any signed-in account may ask; only the invited address may accept.
 */
export const invitationRoutes = () =>
  new Hono<AppEnv>()
    .post("/preview", input({ body: invitationTokenSchema }), async (c) =>
      c.json(await previewInvitation({ db: c.var.db, actor: c.var.actor, token: c.req.valid("json").token })),
    )
    .post("/accept", input({ body: invitationTokenSchema }), async (c) =>
      c.json(await acceptInvitation({ db: c.var.db, actor: c.var.actor, token: c.req.valid("json").token })),
    );
