// What other parts of the web app may use of the team feature.
export { pendingInvitation } from "./pending-invitation";
