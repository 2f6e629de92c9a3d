// `npm run restore -- FILE [--replace]`: restores a backup into the stopped instance DATA_DIR /
// DATABASE_URL describe. The work is in src/server/backup/cli.ts, run through tsx like the server.
import { spawn } from "node:child_process";

const child = spawn(process.execPath, ["--import", "tsx", "src/server/backup/cli.ts", "restore", ...process.argv.slice(2)], { stdio: "inherit" });
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
