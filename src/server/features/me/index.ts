// What other features may use of the account: the name letters are signed with.
export { userDisplayName } from "./display-name";
