import { and, eq } from "drizzle-orm";
import { addDays, today as todayIso } from "@/core/dates";
import { addCents, sumCents } from "@/core/money";
import { overdueSettlements } from "@/domain/tenant-account";
import { messages } from "@/shared/messages";
import type { ReminderDto } from "@/shared/rent-roll-types";
import type { ReminderInput } from "@/shared/schemas/rent-roll";
import { authorize, type Actor } from "@/server/authz";
import type { Db } from "@/server/db/client";
import { paymentReminders, properties } from "@/server/db/schema";
import { userDisplayName } from "@/server/features/me";
import { AppError, notFound } from "@/server/http/errors";
import { renderPdf } from "@/server/pdf/pdf";
import { reminderDocument, REMINDER_TITLES, UNKNOWN_LANDLORD, type ReminderLetter } from "./reminder-letter";
import { accountOf } from "./account-source";
import { loadSource, reminderDto } from "./rent-roll.service";

type Ctx = { db: Db; actor: Actor };
export const REMINDER = "Die Mahnung";
/** A reminder gives the tenant two weeks unless the landlord sets a date. */
const DEFAULT_DEADLINE_DAYS = 14;

/** The letter's content as of `sentOn`: only payments up to that day count. */
async function letterData(db: Db, workspaceId: string, contractId: string, level: number, sentOn: string, paymentDeadline: string, userId: string | null): Promise<ReminderLetter> {
  const source = await loadSource(db, workspaceId, contractId, { paymentsUntil: sentOn });
  const account = accountOf(source, sentOn.slice(0, 7), sentOn);
  const [property] = await db
    .select({ name: properties.name, street: properties.street, houseNumber: properties.houseNumber, postcode: properties.postcode, city: properties.city })
    .from(properties)
    .where(and(eq(properties.id, source.propertyId), eq(properties.workspaceId, workspaceId)));
  const landlordName = (await userDisplayName(db, userId)) ?? UNKNOWN_LANDLORD;
  // Nachzahlungen of sent Nebenkostenabrechnungen past their due date are owed as well.
  const settlements = overdueSettlements(account.settlements, sentOn);
  return {
    level,
    sentOn,
    paymentDeadline,
    landlordName,
    tenantName: source.tenantName,
    address: { street: property?.street ?? "", houseNumber: property?.houseNumber ?? "", postcode: property?.postcode ?? "", city: property?.city ?? "" },
    propertyName: source.propertyName,
    unitLabel: source.roomCode ? `${source.unitCode}, ${source.roomCode}` : source.unitCode,
    items: account.months
      .filter((m) => m.status === "overdue")
      .map((m) => ({ month: m.month, dueDate: m.dueDate, sollCents: m.totalCents, paidCents: m.paidCents, openCents: m.openCents })),
    settlements,
    totalOpenCents: addCents(account.arrears.arrearsCents, sumCents(settlements.map((x) => x.openCents))),
  };
}

/** POST /contracts/:id/reminders: records a reminder of what is overdue on its date (409 when nothing is). */
export async function createReminder({ db, actor, contractId, input }: Ctx & { contractId: string; input: ReminderInput }): Promise<ReminderDto> {
  authorize(actor, "write");
  const sentOn = input.sentOn ?? todayIso();
  const paymentDeadline = input.paymentDeadline ?? addDays(sentOn, DEFAULT_DEADLINE_DAYS);
  const letter = await letterData(db, actor.workspaceId, contractId, input.level, sentOn, paymentDeadline, actor.userId);
  if (letter.totalOpenCents <= 0) throw new AppError("conflict", messages.nothingOverdue);
  const [row] = await db
    .insert(paymentReminders)
    .values({ workspaceId: actor.workspaceId, contractId, level: input.level, sentOn, paymentDeadline, openCents: letter.totalOpenCents, createdBy: actor.userId })
    .returning();
  return reminderDto(row!);
}

/** GET /reminders/:id/pdf: the letter as of its date, as a PDF. */
export async function reminderPdf({ db, actor, id }: Ctx & { id: string }): Promise<{ fileName: string; bytes: Buffer }> {
  authorize(actor, "read");
  const [r] = await db
    .select()
    .from(paymentReminders)
    .where(and(eq(paymentReminders.id, id), eq(paymentReminders.workspaceId, actor.workspaceId)));
  if (!r) throw notFound(REMINDER);
  const letter = await letterData(db, actor.workspaceId, r.contractId, r.level, r.sentOn, r.paymentDeadline, r.createdBy);
  const bytes = await renderPdf(reminderDocument(letter));
  const title = REMINDER_TITLES[r.level] ?? REMINDER_TITLES[0];
  return { fileName: `${title.replace(/[^A-Za-z0-9äöüÄÖÜß]+/g, "-")}-${r.sentOn}.pdf`, bytes };
}
