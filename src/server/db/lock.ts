import fs from "node:fs";
import path from "node:path";

// PGlite does not lock its data directory, and two processes on one directory
// silently lose data. We hold a lock file with our PID and our process start
// time for the life of the process; a lock left by a killed process (kill -9)
// is detected as stale and taken over — also when its PID has since been
// reused by an unrelated process, which then has another start time.

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

/**
 * The kernel's start time of a process (clock ticks since boot, /proc/<pid>/stat field 22),
 * or null where there is no /proc. PID plus start time names one process for good.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** Whether the process that wrote `pid starttime` to the lock still runs. */
function holderRuns(pid: number, recordedStart: string | undefined): boolean {
  if (!isAlive(pid)) return false;
  if (!recordedStart) return true; // no start time recorded: trust the PID
  const current = processStartTime(pid);
  return current === null || current === recordedStart;
}

export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "hausbuch.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, `${process.pid} ${processStartTime(process.pid) ?? ""}`.trim() + "\n");
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8").trim().split(" ")[0] === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return { path: lockPath, release };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const [pidText, recordedStart] = fs.readFileSync(lockPath, "utf8").trim().split(" ");
      const pid = Number.parseInt(pidText ?? "", 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && holderRuns(pid, recordedStart)) {
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
