import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingCategories } from "@/domain/booking-categories";
import { afaMethods } from "@/domain/afa";
import { datevCharts } from "@/domain/datev";
import { bankRuleDirections, bookingOrigins, contractStatuses, furnishings, meterKinds, meterReadingKinds, propertyKinds, statementStatuses, recurrenceIntervals, repaymentKinds, unitTypes, unitUsages, workspaceRoles } from "@/shared/enums";
import type { Database } from "@/server/db/client";
import { rowsOf } from "@/server/db/rows";
import { afaMethodEnum, bankRuleDirectionEnum, bookingCategoryEnum, bookingOriginEnum, contractStatusEnum, datevChartEnum, furnishingEnum, meterKindEnum, meterReadingKindEnum, propertyKindEnum, statementStatusEnum, recurrenceIntervalEnum, repaymentKindEnum, roleEnum, unitTypeEnum, unitUsageEnum } from "@/server/db/schema";
import { openTestDatabase } from "../helpers/test-db";

// Each enum is one tuple in src/shared/enums.ts; the database type created by the
// migrations must hold exactly its values, in its order (the order Postgres sorts by).
describe("enums: one tuple each, equal to the migrated database types", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const cases = [
    [propertyKindEnum, propertyKinds],
    [unitTypeEnum, unitTypes],
    [unitUsageEnum, unitUsages],
    [furnishingEnum, furnishings],
    [contractStatusEnum, contractStatuses],
    [repaymentKindEnum, repaymentKinds],
    [roleEnum, workspaceRoles],
    [bookingCategoryEnum, bookingCategories],
    [bookingOriginEnum, bookingOrigins],
    [recurrenceIntervalEnum, recurrenceIntervals],
    [datevChartEnum, datevCharts],
    [afaMethodEnum, afaMethods],
    [bankRuleDirectionEnum, bankRuleDirections],
    [meterKindEnum, meterKinds],
    [meterReadingKindEnum, meterReadingKinds],
    [statementStatusEnum, statementStatuses],
  ] as const;

  it.each(cases.map(([pgEnum, tuple]) => [pgEnum.enumName, pgEnum, tuple] as const))("%s", async (name, pgEnum, tuple) => {
    expect(pgEnum.enumValues).toEqual(tuple);
    const result = await database.db.execute(sql`
      select e.enumlabel as label from pg_enum e join pg_type t on t.oid = e.enumtypid
      where t.typname = ${name} order by e.enumsortorder`);
    expect(rowsOf<{ label: string }>(result).map((r) => r.label)).toEqual([...tuple]);
  });
});
