import { sql } from "drizzle-orm";
import { today, type IsoDate } from "@/core/dates";
import type { Db } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { describeErrorForLog } from "@/server/http/log-error";

/**
 * The property_figures summary counts the contracts in force on the day stored in
 * property_figures_day (migration 0006). Moving that day recomputes every property, so the
 * figures follow the calendar without any write (docs/decisions/0008-contracts-in-force.md).
 * Returns whether the day changed. Several processes may call it: the row update serialises
 * them and only the first one for a day recomputes.
 */
export async function refreshFiguresForDay(db: Db, day: IsoDate = today()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx.execute(sql`update property_figures_day set day = ${day}::date where day <> ${day}::date returning day`);
    if (rowsOf(moved).length === 0) return false;
    await tx.execute(sql`select refresh_property_figures(array(select id from properties))`);
    return true;
  });
}

/** How often the server looks whether the Berlin day has changed. */
const CHECK_EVERY_MS = 60_000;

/**
 * At start-up and then every minute: after midnight the summary moves to the new day. The
 * database is asked only when this process sees a day it has not settled yet, not every minute.
 */
export function startDailyFiguresRefresh(db: Db, log: (message: string) => void): () => void {
  let settledDay: IsoDate | null = null;
  const run = () => {
    const day = today();
    if (day === settledDay) return;
    void refreshFiguresForDay(db, day).then(
      (moved) => {
        settledDay = day;
        if (moved) log(`Kennzahlen auf den ${day} umgestellt.`);
      },
      (err: unknown) => log(`[ERROR] Kennzahlen konnten nicht auf den neuen Tag umgestellt werden: ${describeErrorForLog(err)}`),
    );
  };
  run();
  const timer = setInterval(run, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
