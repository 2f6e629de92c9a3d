import { today } from "@/core/dates";
import { formatEuro } from "@/core/money";
import type { AccountMonthDto } from "@/shared/rent-roll-types";
import { rentPaymentInput, type RentPaymentInput } from "@/shared/schemas/rent-roll";
import { apiSchemaResolver } from "@/web/lib/form-resolver";
import { optionalDate, optionalEuro } from "@/web/lib/form-values";
import { formatMonthLong } from "./months";

// "Zahlung erfassen": the form's text → POST /contracts/:id/payments (rentPaymentInput).

export type PaymentFormValues = { paymentDate: string; amount: string; rentMonth: string; text: string };

export const paymentFormDefaults = (): PaymentFormValues => ({ paymentDate: today(), amount: "", rentMonth: "", text: "" });

export const paymentResolver = () =>
  apiSchemaResolver<PaymentFormValues, RentPaymentInput>(
    rentPaymentInput,
    (v, addIssue) => ({
      // Empty: the schema's message; unreadable text (the DateInput hands it on): the date message.
      paymentDate: optionalDate(v.paymentDate, (m) => addIssue("paymentDate", `Zahlungsdatum: ${m}`)) ?? "",
      amountCents: optionalEuro(v.amount, (m) => addIssue("amount", `Betrag: ${m}`)),
      rentMonth: v.rentMonth || null,
      text: v.text,
    }),
    { amountCents: "amount" },
  );

export const paymentErrorOrder = ["paymentDate", "amount", "rentMonth", "text"] as const;

/** The months a payment can name (§366(1)), newest first, with what is open: "Januar 2026 – offen 800,00 €". */
export const rentMonthOptions = (months: AccountMonthDto[]) =>
  [...months].reverse().map((m) => ({
    value: m.month,
    label: `${formatMonthLong(m.month)} – ${m.openCents > 0 ? `offen ${formatEuro(m.openCents, { decimals: 2 })}` : "bezahlt"}`,
  }));
