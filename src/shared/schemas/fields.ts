import { z } from "zod";
import { isIsoDate } from "@/core/dates";
import { MAX_CENTS, MAX_DATE, MAX_INT, MIN_DATE } from "@/shared/limits";
import { messages } from "@/shared/messages";

// The field types every schema builds on, each with its bound from @/shared/limits
// (issue 12): a value outside answers a German 400, never reaches a calculation or
// the database, and never overflows a column.

/** A 'yyyy-MM-dd' calendar date between MIN_DATE and MAX_DATE. */
export const isoDate = (message: string = messages.invalidDate) =>
  z.string({ message }).superRefine((value, ctx) => {
    if (!isIsoDate(value)) ctx.addIssue({ code: "custom", message });
    else if (value < MIN_DATE || value > MAX_DATE) ctx.addIssue({ code: "custom", message: messages.dateOutOfRange });
  });

/** Whole, non-negative cents up to MAX_CENTS. */
export const centsAmount = (label: string, message: string = messages.amountRequired(label)) =>
  z.number({ message }).int(messages.wholeCents(label)).min(0, messages.notNegative(label)).max(MAX_CENTS, messages.centsTooLarge(label));

/** The version an update read: 409 `stale` when outdated. */
export const versionField = () =>
  z.number({ message: messages.versionMissing }).int(messages.versionMissing).positive(messages.versionMissing).max(MAX_INT, messages.numberTooLarge);

const monthPattern = /^(19\d\d|2[01]\d\d)-(0[1-9]|1[0-2])$/;
/** A calendar month "yyyy-MM" within the date bounds. */
export const monthField = (message: string = messages.monthInvalid) => z.string({ message }).regex(monthPattern, message);
