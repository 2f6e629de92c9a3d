import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir, processStartTime } from "@/server/db/lock";
import { staticRoutes } from "@/server/static";

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "hausbuch-"));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe("static files", () => {
  it("answers a missing fingerprinted asset with 404, not the HTML shell", async () => {
    const web = tempDir();
    fs.writeFileSync(path.join(web, "index.html"), "<html><body>App</body></html>");
    fs.writeFileSync(path.join(web, "landing.html"), "<html><body>Start</body></html>");
    fs.mkdirSync(path.join(web, "assets"));
    fs.writeFileSync(path.join(web, "assets", "main-abc.js"), "console.log(1)");
    const app = staticRoutes(web);
    expect((await app.request("/assets/main-abc.js")).status).toBe(200);
    const missing = await app.request("/assets/main-gone.js");
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain("<html");
    expect((await app.request("/dashboard/properties")).status).toBe(200);
  });
});

describe("data directory lock", () => {
  it("takes over a lock whose PID now belongs to an unrelated process", async () => {
    const other = spawn("sleep", ["30"]);
    try {
      const dir = tempDir();
      // The PID is alive, but it is not the process that wrote the lock: other start time.
      fs.writeFileSync(path.join(dir, "hausbuch.lock"), `${other.pid} 1\n`);
      const lock = lockDataDir(dir);
      expect(fs.readFileSync(lock.path, "utf8").trim()).toBe(`${process.pid} ${processStartTime(process.pid)}`);
      lock.release();
    } finally {
      other.kill();
    }
  });

  it("refuses while the recorded process (same PID and start time) still runs", () => {
    const other = spawn("sleep", ["30"]);
    try {
      const dir = tempDir();
      fs.writeFileSync(path.join(dir, "hausbuch.lock"), `${other.pid} ${processStartTime(other.pid!)}\n`);
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    } finally {
      other.kill();
    }
  });
});
