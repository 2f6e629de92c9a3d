// What other features may use of auth.
export { signOut } from "./auth-actions";
export { AuthCard } from "./AuthCard";
export { PasswordHint } from "./PasswordHint";
export { useAuth } from "./use-auth";
