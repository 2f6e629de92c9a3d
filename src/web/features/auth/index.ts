// What other features may use of auth.
export { signOut } from "./auth-actions";
export { useAuth } from "./use-auth";
