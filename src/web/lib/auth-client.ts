import { createAuthClient } from "better-auth/react";

// Same origin: the API and the web app are served by one process.
export const authClient = createAuthClient({ basePath: "/api/auth" });
