// What other features may use of the account: the name letters are signed with.
export { displayNameOf, userDisplayName } from "./display-name";
