import { addMember, client, createUser, type Res } from "../helpers/http";
import type { TestApp } from "../helpers/test-app";

export type Api = ReturnType<typeof client>;
export type User = Awaited<ReturnType<typeof createUser>>;

/** Fails with the answer's body in the message, which is what one needs to see when a setup call breaks. */
export function expectStatus<T>(res: Res<T>, status: number, what: string): T {
  if (res.status !== status) throw new Error(`${what}: erwartet ${status}, bekommen ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A client acting in `workspaceId` (x-workspace-id on every call). */
export function inWorkspace(app: TestApp, user: { cookie: string }, workspaceId: string): Api {
  const base = client(app, user.cookie);
  const h = (extra?: Record<string, string>) => ({ "x-workspace-id": workspaceId, ...extra });
  return {
    get: (path, headers) => base.get(path, h(headers)),
    post: (path, body, headers) => base.post(path, body, h(headers)),
    patch: (path, body, headers) => base.patch(path, body, h(headers)),
    put: (path, body, headers) => base.put(path, body, h(headers)),
    delete: (path, headers) => base.delete(path, h(headers)),
  };
}

export type Team = {
  admin: User;
  editor: User;
  viewer: User;
  /** Admin of their own workspace, member of nothing else. */
  stranger: User;
  /** Clients acting in the admin's workspace with each role. */
  as: { admin: Api; editor: Api; viewer: Api };
};

/** An admin's workspace with an editor and a viewer, plus a stranger with a workspace of their own. */
export async function createTeam(app: TestApp): Promise<Team> {
  const [admin, editor, viewer, stranger] = await Promise.all([createUser(app), createUser(app), createUser(app), createUser(app)]);
  await addMember(app, admin, editor, "editor");
  await addMember(app, admin, viewer, "viewer");
  return {
    admin,
    editor,
    viewer,
    stranger,
    as: {
      admin: admin.api,
      editor: inWorkspace(app, editor, admin.workspaceId),
      viewer: inWorkspace(app, viewer, admin.workspaceId),
    },
  };
}
