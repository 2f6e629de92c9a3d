// What other features may use of workspaces: the last-admin rule (deleting an account).
export { wouldLoseLastAdmin } from "./last-admin";
