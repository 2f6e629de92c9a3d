// `npm run dev`: the API with tsx watch on API_PORT (3001) and Vite with hot
// reload on PORT (3000), which forwards /api to the API.
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3001";
const webPort = process.env.PORT ?? "3000";
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: apiPort, BASE_URL: process.env.BASE_URL ?? `http://localhost:${webPort}`, NODE_ENV: "development", SERVE_WEB: "false" },
  }),
  spawn("npx", ["vite", "--port", webPort], { stdio: "inherit", env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((c) => c.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const c of children) c.on("exit", (code) => { stop(); process.exit(code ?? 0); });
