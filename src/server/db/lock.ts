import fs from "node:fs";
import path from "node:path";

// PGlite does not lock its data directory, and two processes on one directory
// silently lose data. We hold a lock file with our PID for the life of the
// process; a lock left by a killed process (kill -9) is detected as stale by
// its PID and taken over.

export class DataDirLockedError extends Error {}

export type DataDirLock = { path: string; release(): void };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "hausbuch.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, `${process.pid}\n`);
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return { path: lockPath, release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `Das Datenverzeichnis ${dataDir} wird bereits von einem anderen Hausbuch-Prozess (PID ${pid}) verwendet. ` +
            `Beende diesen Prozess oder setze DATA_DIR auf ein anderes Verzeichnis.\n` +
            `The data directory ${dataDir} is already in use by another Hausbuch process (PID ${pid}).`,
        );
      }
      // Stale lock from a process that no longer runs: take it over.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Die Sperrdatei ${lockPath} konnte nicht angelegt werden.`);
}
