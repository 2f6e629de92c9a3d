// `npm start`: build the web app if needed, then run the server.
import { spawn } from "node:child_process";
import "./build-web-if-needed.mjs";

const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
