DROP INDEX "rental_contracts_one_active_per_room";--> statement-breakpoint
-- Issue 10 item 5: the periods of the contracts of one ordinary unit, and of one WG room,
-- never overlap (docs/decisions/0008-contracts-in-force.md). An exclusion constraint, so
-- two simultaneous writes cannot both get in: the second waits for the first and fails.
-- The period is [start_date, end_date], both days included (NULL end = open); so a
-- contract ending 31.03. and the next starting 01.04. do not overlap. Whatever the status:
-- a terminated contract always has an end date and ends there.
-- Contracts without a room (ordinary units, or made before the unit became a WG) share the
-- key of the nil uuid; a room contract only meets contracts of the same room.
-- An existing database with overlapping contracts fails here ("could not create exclusion
-- constraint", naming one pair); those contracts have to be corrected by hand first.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "rental_contracts" ADD CONSTRAINT "rental_contracts_no_overlap" EXCLUDE USING gist (
  "unit_id" WITH =,
  (coalesce("room_id", '00000000-0000-0000-0000-000000000000'::uuid)) WITH =,
  daterange("start_date", "end_date", '[]') WITH &&
);
