import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cents } from "@/core/money";
import { resetClock, setToday } from "@/core/dates";
import { DATE_MESSAGES, messages } from "@/shared/messages";
import {
  bookingFormDefaults,
  bookingFormToInput,
  bookingResolver,
  emptyLine,
  firstBookingError,
  formPathOf,
  lineOptions,
  lineRemainder,
  splitLineOverUnits,
  splitLinesEvenly,
  withCategory,
  withPaymentDate,
  withProperty,
  type BookingFormValues,
  type BookingLineFormValues,
} from "./booking-form";
import { booking, line, PROPERTY_ID, SUBCATEGORY_ID, TENANT_ID, UNIT_1, UNIT_2, UNIT_3 } from "./test-fixtures";

const lineOf = (over: Partial<BookingLineFormValues> = {}): BookingLineFormValues => ({ ...emptyLine(PROPERTY_ID), category: "maintenance", ...over });

const filled = (over: Partial<BookingFormValues> = {}): BookingFormValues => ({
  ...bookingFormDefaults(null, { propertyId: PROPERTY_ID }),
  amount: "100",
  lines: [lineOf()],
  ...over,
});

async function validate(values: BookingFormValues, isNew = true) {
  const result = await bookingResolver({ isNew })(values, undefined, { fields: {}, shouldUseNativeValidation: undefined });
  if (Object.keys(result.errors).length > 0) return { ok: false as const, errors: result.errors, message: firstBookingError(result.errors) };
  return { ok: true as const, payload: result.values };
}

beforeEach(() => setToday("2031-03-05"));
afterEach(() => resetClock());

describe("booking form defaults", () => {
  it("a new booking: an expense dated today, one line with the prefilled property", () => {
    expect(bookingFormDefaults(null, { propertyId: PROPERTY_ID, unitId: UNIT_1 })).toEqual({
      direction: "out",
      amount: "",
      paymentDate: "2031-03-05",
      documentDate: "2031-03-05",
      dueDate: "",
      servicePeriodStart: "",
      servicePeriodEnd: "",
      tenantId: "",
      counterpartyName: "",
      text: "",
      number: "",
      vat: "",
      lines: [{ ...emptyLine(PROPERTY_ID), unitId: UNIT_1 }],
    });
  });

  it("a stored expense shows positive amounts; a correction line against the direction shows a minus", () => {
    const values = bookingFormDefaults(
      booking({
        amountCents: cents(-10000),
        lines: [line({ amountCents: cents(-12000), subcategoryId: SUBCATEGORY_ID }), line({ id: "l2", category: "service_charge_settlement", amountCents: cents(2000) })],
      }),
    );
    expect(values.direction).toBe("out");
    expect(values.amount).toBe("100,00");
    expect(values.lines.map((l) => [l.category, l.amount])).toEqual([
      [`maintenance:${SUBCATEGORY_ID}`, "120,00"],
      ["service_charge_settlement", "-20,00"],
    ]);
  });

  it("a stored income reads as Einnahme; a tenant as counterparty leaves the free text empty", () => {
    const values = bookingFormDefaults(booking({ amountCents: cents(85000), tenantId: TENANT_ID, counterpartyName: "Mia Berg", lines: [line({ category: "rent", amountCents: cents(85000) })] }));
    expect(values).toMatchObject({ direction: "in", amount: "850,00", tenantId: TENANT_ID, counterpartyName: "" });
    expect(values.lines[0]?.amount).toBe("850,00");
  });

  it("a bank transaction's facts prefill a new booking: direction from the sign, positive amount, its date for both dates, a rule's category", () => {
    const values = bookingFormDefaults(null, {
      propertyId: PROPERTY_ID,
      amountCents: cents(-4599),
      paymentDate: "2031-02-27",
      counterpartyName: "Stadtwerke",
      text: "Abschlag Wasser",
      category: "operating_costs",
    });
    expect(values).toMatchObject({ direction: "out", amount: "45,99", paymentDate: "2031-02-27", documentDate: "2031-02-27", counterpartyName: "Stadtwerke", text: "Abschlag Wasser" });
    // The category's own defaults come with it (Betriebskosten are umlagefähig by default).
    expect(values.lines).toEqual([{ ...emptyLine(PROPERTY_ID), category: "operating_costs", allocable: true }]);
    expect(bookingFormDefaults(null, { amountCents: cents(85000) })).toMatchObject({ direction: "in", amount: "850,00" });
  });
});

describe("transitions", () => {
  it("the Belegdatum follows the Zahlungsdatum until it has a date of its own", () => {
    expect(withPaymentDate({ paymentDate: "2031-03-05", documentDate: "2031-03-05" }, "2031-03-10")).toEqual({ paymentDate: "2031-03-10", documentDate: "2031-03-10" });
    expect(withPaymentDate({ paymentDate: "2031-03-05", documentDate: "" }, "2031-03-10")).toEqual({ paymentDate: "2031-03-10", documentDate: "2031-03-10" });
    expect(withPaymentDate({ paymentDate: "2031-03-05", documentDate: "2031-02-28" }, "2031-03-10")).toEqual({ paymentDate: "2031-03-10", documentDate: "2031-02-28" });
  });

  it("a new category resets the BetrKV type, sets the umlagefähig default and drops a spread it does not allow", () => {
    const start = lineOf({ category: "maintenance", spreadYears: "3", betrkvType: "" });
    expect(withCategory(start, "operating_costs")).toMatchObject({ category: "operating_costs", betrkvType: "", allocable: true, spreadYears: "1" });
    expect(withCategory(start, `maintenance:${SUBCATEGORY_ID}`)).toMatchObject({ allocable: false, spreadYears: "3" });
    expect(withCategory(start, "administration")).toMatchObject({ allocable: false, spreadYears: "1" });
  });

  it("what a line asks for depends on its category", () => {
    expect(lineOptions("operating_costs")).toEqual({ chooseBetrkv: true, allocable: true, spreadable: false });
    expect(lineOptions("insurance")).toEqual({ chooseBetrkv: false, allocable: true, spreadable: false });
    expect(lineOptions(`maintenance:${SUBCATEGORY_ID}`)).toEqual({ chooseBetrkv: false, allocable: false, spreadable: true });
    expect(lineOptions("")).toEqual({ chooseBetrkv: false, allocable: false, spreadable: false });
  });

  it("another property clears the unit", () => {
    expect(withProperty(lineOf({ unitId: UNIT_1 }), "other")).toMatchObject({ propertyId: "other", unitId: "" });
    expect(withProperty(lineOf({ unitId: UNIT_1 }), PROPERTY_ID)).toMatchObject({ unitId: UNIT_1 });
  });
});

describe("remainder and splits", () => {
  it("the remainder is the amount minus the lines; a single empty line takes the whole amount", () => {
    expect(lineRemainder({ amount: "100", lines: [lineOf()] })).toBe(0);
    expect(lineRemainder({ amount: "100", lines: [lineOf({ amount: "60" }), lineOf()] })).toBe(4000);
    expect(lineRemainder({ amount: "100", lines: [lineOf({ amount: "60" }), lineOf({ amount: "50" })] })).toBe(-1000);
    expect(lineRemainder({ amount: "100", lines: [lineOf({ amount: "120" }), lineOf({ amount: "-20" })] })).toBe(0);
    expect(lineRemainder({ amount: "", lines: [lineOf({ amount: "60" })] })).toBeNull();
  });

  it("'Gleichmäßig aufteilen': 100,00 € over 3 lines → 33,34 / 33,33 / 33,33", () => {
    const lines = splitLinesEvenly({ amount: "100", lines: [lineOf(), lineOf(), lineOf({ note: "x" })] });
    expect(lines?.map((l) => l.amount)).toEqual(["33,34", "33,33", "33,33"]);
    expect(lines?.[2]?.note).toBe("x");
    expect(splitLinesEvenly({ amount: "abc", lines: [lineOf()] })).toBeNull();
  });

  it("'Auf alle Einheiten aufteilen': the line becomes one per unit sharing what is left", () => {
    const values = { amount: "100", lines: [lineOf({ amount: "10", note: "Rest" }), lineOf({ note: "Haus" })] };
    const lines = splitLineOverUnits(values, 1, [UNIT_1, UNIT_2, UNIT_3]);
    expect(lines?.map((l) => [l.unitId, l.amount, l.note])).toEqual([
      ["", "10", "Rest"],
      [UNIT_1, "30,00", "Haus"],
      [UNIT_2, "30,00", "Haus"],
      [UNIT_3, "30,00", "Haus"],
    ]);
    // A line with its own amount shares that amount.
    expect(splitLineOverUnits({ amount: "100", lines: [lineOf({ amount: "0,01" })] }, 0, [UNIT_1, UNIT_2, UNIT_3])?.map((l) => l.amount)).toEqual(["0,01", "0,00", "0,00"]);
    expect(splitLineOverUnits(values, 0, [])).toBeNull();
  });
});

describe("payload", () => {
  it("an expense is sent negative, with one line taking the whole amount", async () => {
    const result = await validate(filled({ amount: "1.234,56", text: "Dach", counterpartyName: "Dachdecker Roth" }));
    expect(result.ok && result.payload).toEqual({
      number: null,
      paymentDate: "2031-03-05",
      documentDate: "2031-03-05",
      dueDate: null,
      servicePeriodStart: null,
      servicePeriodEnd: null,
      amountCents: -123456,
      vatCents: null,
      tenantId: null,
      counterpartyName: "Dachdecker Roth",
      text: "Dach",
      lines: [
        {
          propertyId: PROPERTY_ID,
          unitId: null,
          contractId: null,
          loanId: null,
          rentMonth: null,
          category: "maintenance",
          subcategoryId: null,
          betrkvType: null,
          allocable: false,
          spreadYears: 1,
          amountCents: -123456,
          note: "",
        },
      ],
      receiptIds: [],
    });
  });

  it("an income is sent positive; a minus line is a correction against the direction", async () => {
    const result = await validate(
      filled({
        direction: "in",
        amount: "900",
        tenantId: TENANT_ID,
        counterpartyName: "ignoriert",
        lines: [lineOf({ category: "rent", amount: "950" }), lineOf({ category: "service_charge_settlement", amount: "-50" })],
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload.amountCents).toBe(90000);
    expect(result.payload.lines.map((l) => l.amountCents)).toEqual([95000, -5000]);
    expect(result.payload).toMatchObject({ tenantId: TENANT_ID, counterpartyName: "" });
  });

  it("BetrKV type, umlagefähig, subcategory and spread go out as the category allows", async () => {
    const result = await validate(
      filled({
        amount: "300",
        servicePeriodStart: "2031-01-01",
        servicePeriodEnd: "2031-12-31",
        vat: "19",
        number: " R-17 ",
        lines: [
          lineOf({ category: "operating_costs", betrkvType: "10", allocable: false, amount: "100", unitId: UNIT_1 }),
          lineOf({ category: `maintenance:${SUBCATEGORY_ID}`, spreadYears: "3", amount: "100", betrkvType: "4" }),
          lineOf({ category: "property_tax", allocable: true, amount: "100" }),
        ],
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.payload).toMatchObject({ servicePeriodStart: "2031-01-01", servicePeriodEnd: "2031-12-31", vatCents: 1900, number: "R-17" });
    expect(result.payload.lines.map((l) => [l.category, l.subcategoryId, l.betrkvType, l.allocable, l.spreadYears, l.unitId])).toEqual([
      ["operating_costs", null, 10, false, 1, UNIT_1],
      ["maintenance", SUBCATEGORY_ID, null, false, 3, null],
      ["property_tax", null, 1, true, 1, null],
    ]);
  });

  it("an income drops the service period; an empty Belegdatum is the Zahlungsdatum", () => {
    const input = bookingFormToInput(filled({ direction: "in", servicePeriodStart: "2031-01-01", servicePeriodEnd: "2031-01-31", documentDate: "", paymentDate: "2031-02-01" }));
    expect(input).toMatchObject({ servicePeriodStart: null, servicePeriodEnd: null, documentDate: "2031-02-01" });
  });
});

describe("validation messages land on their fields", () => {
  it("unreadable date text (the DateInput hands it on as typed) is refused on its field; an empty Zahlungsdatum asks for one", async () => {
    const bad = await validate(filled({ paymentDate: "2031-03-05", dueDate: "31.02.2031", servicePeriodEnd: "bald" }));
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors.dueDate?.message).toBe(DATE_MESSAGES.invalid);
    expect(bad.errors.servicePeriodEnd?.message).toBe(DATE_MESSAGES.invalid);
    expect(bad.message).toBe(DATE_MESSAGES.invalid);

    const empty = await validate(filled({ paymentDate: "", documentDate: "" }));
    expect(!empty.ok && empty.errors.paymentDate?.message).toBe(messages.paymentDateRequired);
  });

  it("lines that do not add up: the schema's German message under the lines", async () => {
    const result = await validate(filled({ amount: "100", lines: [lineOf({ amount: "60" }), lineOf({ amount: "30" })] }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe(messages.linesDoNotAddUp("-90,00\u00a0€", "-100,00\u00a0€"));
    expect(result.errors.lines?.root?.message).toBe(result.message);
  });

  it("a line's own problems come under that line", async () => {
    const result = await validate(filled({ lines: [lineOf({ amount: "100" }), lineOf({ propertyId: "", category: "", amount: "" })] }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.lines?.[1]?.propertyId?.message).toBe(messages.selectProperty);
    expect(result.errors.lines?.[1]?.category?.message).toBe(messages.selectCategory);
    expect(result.errors.lines?.[1]?.amount?.message).toBe(messages.lineAmountRequired);
    expect(result.message).toBe(messages.selectProperty);
  });

  it.each([
    [{ amount: "" }, messages.bookingAmountRequired],
    [{ amount: "0" }, messages.bookingAmountRequired],
    [{ amount: "-5" }, "Der Betrag darf nicht negativ sein"],
    [{ amount: "1,234" }, "Bitte höchstens zwei Nachkommastellen angeben"],
    [{ paymentDate: "" }, messages.paymentDateRequired],
    [{ servicePeriodStart: "2031-01-01" }, messages.servicePeriodIncomplete],
    [{ servicePeriodStart: "2031-02-01", servicePeriodEnd: "2031-01-01" }, messages.servicePeriodEndBeforeStart],
    [{ vat: "200" }, messages.vatInvalid],
    [{ lines: [lineOf({ category: "operating_costs" })] }, messages.betrkvTypeRequired],
    [{ lines: [lineOf({ amount: "1,234" })] }, "Bitte höchstens zwei Nachkommastellen angeben"],
  ])("%o → %s", async (over, message) => {
    expect(await validate(filled(over))).toMatchObject({ ok: false, message });
  });

  it("maps schema paths to form paths", () => {
    expect(formPathOf(["lines", 2, "amountCents"])).toBe("lines.2.amount");
    expect(formPathOf(["lines", 0, "subcategoryId"])).toBe("lines.0.category");
    expect(formPathOf(["lines"])).toBe("lines.root");
    expect(formPathOf(["vatCents"])).toBe("vat");
  });
});
