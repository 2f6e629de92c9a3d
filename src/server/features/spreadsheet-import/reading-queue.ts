// One spreadsheet reading at a time per process. read-excel-file parses on the main thread and
// a 50.000-row sheet takes a few seconds and a few hundred MB at its peak
// (docs/decisions/0022): two such files read side by side would stack their memory, so later
// readings wait for the one before. The rest of a request (the database) runs outside the queue.

let tail: Promise<unknown> = Promise.resolve();

/** Runs `work` after every reading queued before it has finished (or failed). */
export function oneReadingAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = tail.then(work);
  // The next reading waits for this one whatever its outcome; its error goes to its own caller.
  tail = run.catch(() => undefined);
  return run;
}
