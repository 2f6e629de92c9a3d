// `npm start`: build the web app and the server if needed, then run the compiled server
// (plain JavaScript: no TypeScript compiler at run time, decision 0035).
import { spawn } from "node:child_process";
import "./build-web-if-needed.mjs";
import "./build-server-if-needed.mjs";
import { serverArgs, serverEnv } from "./server-process.mjs";

const child = spawn(process.execPath, serverArgs, { stdio: "inherit", env: serverEnv(process.env) });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
