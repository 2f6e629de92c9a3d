import { describe, expect, it } from "vitest";
import { cents, euros } from "@/core/money";
import type { RentContract } from "./rent-roll";
import { tenantAccount, type AccountPayment, type AccountSettlement } from "./tenant-account";

const contract = (over: Partial<RentContract> = {}): RentContract => ({
  startDate: "2026-01-15",
  endDate: null,
  steps: [{ validFrom: "2026-01-15", coldRentCents: euros(650), serviceChargeCents: euros(150) }],
  ...over,
});
let n = 0;
const pay = (paymentDate: string, amount: string, designatedMonth: string | null = null): AccountPayment => {
  n += 1;
  return { bookingId: `b${n}`, number: `2026-${String(n).padStart(4, "0")}`, paymentDate, amountCents: euros(amount), designatedMonth };
};

describe("tenantAccount", () => {
  it("allocates 500 € against January (438,71 €) and February (800 €) per §366(2)", () => {
    const account = tenantAccount({ contract: contract(), openingBalance: null, payments: [pay("2026-02-02", "500")], untilMonth: "2026-02", today: "2026-02-10" });
    const [jan, feb] = account.months;
    expect(jan).toMatchObject({ totalCents: euros("438.71"), paidCents: euros("438.71"), openCents: 0, status: "paid" });
    // The rest, 61,29 €, goes to February's Nebenkosten-Vorauszahlung first.
    expect(feb).toMatchObject({ dueDate: "2026-02-04", paidServiceChargeCents: euros("61.29"), paidColdRentCents: 0, openCents: euros("738.71"), status: "overdue", daysOverdue: 6 });
    expect(account.balanceCents).toBe(euros("738.71"));
    expect(account.arrears.arrearsCents).toBe(euros("738.71"));
    expect(account.creditCents).toBe(0);
  });

  it("before the due date a partly paid month is 'partial', an unpaid one 'open'", () => {
    const account = tenantAccount({ contract: contract({ startDate: "2026-03-01", steps: [{ validFrom: "2026-03-01", coldRentCents: euros(650), serviceChargeCents: euros(150) }] }), openingBalance: null, payments: [pay("2026-03-02", "100")], untilMonth: "2026-04", today: "2026-03-03" });
    expect(account.months.map((m) => m.status)).toEqual(["partial", "open"]);
    expect(account.months[0]!.paidServiceChargeCents).toBe(euros(100));
  });

  it("keeps an overpayment as credit and a designation takes the named month first", () => {
    const c = contract({ startDate: "2026-01-01", steps: [{ validFrom: "2026-01-01", coldRentCents: euros(650), serviceChargeCents: euros(150) }] });
    const designated = tenantAccount({ contract: c, openingBalance: null, payments: [pay("2026-02-05", "800", "2026-02")], untilMonth: "2026-02", today: "2026-02-10" });
    expect(designated.months.map((m) => m.status)).toEqual(["overdue", "paid"]);
    const over = tenantAccount({ contract: c, openingBalance: null, payments: [pay("2026-01-05", "1700")], untilMonth: "2026-02", today: "2026-02-10" });
    expect(over.months.map((m) => m.status)).toEqual(["paid", "paid"]);
    expect(over.creditCents).toBe(euros(100));
    expect(over.balanceCents).toBe(euros(-100));
  });

  it("starts at the opening balance: arrears brought in are paid first, a credit settles the first rents", () => {
    const c = contract({ startDate: "2020-05-01", steps: [{ validFrom: "2020-05-01", coldRentCents: euros(500), serviceChargeCents: euros(100) }] });
    const owed = tenantAccount({ contract: c, openingBalance: { month: "2026-01", cents: euros(250) }, payments: [pay("2026-01-05", "600")], untilMonth: "2026-01", today: "2026-01-20" });
    expect(owed.months).toHaveLength(1);
    expect(owed.openingOpenCents).toBe(0);
    expect(owed.months[0]).toMatchObject({ openCents: euros(250), status: "overdue" });
    expect(owed.entries.map((e) => [e.kind, e.balanceCents])).toEqual([
      ["opening", euros(250)],
      // Paid on 05.01., the January rent is due on 06.01. (Neujahr, Fri 2., Mon 5., Tue 6.).
      ["payment", euros(-350)],
      ["charge", euros(250)],
    ]);
    const credit = tenantAccount({ contract: c, openingBalance: { month: "2026-01", cents: euros(-100) }, payments: [], untilMonth: "2026-01", today: "2026-01-20" });
    expect(credit.months[0]).toMatchObject({ paidServiceChargeCents: euros(100), openCents: euros(500) });
  });

  it("a chargeback is owed again and can be paid later", () => {
    const c = contract({ startDate: "2026-01-01", steps: [{ validFrom: "2026-01-01", coldRentCents: euros(650), serviceChargeCents: euros(150) }] });
    const account = tenantAccount({ contract: c, openingBalance: null, payments: [pay("2026-01-05", "800"), pay("2026-01-12", "-800")], untilMonth: "2026-01", today: "2026-01-20" });
    // January stays paid by the first payment; the chargeback is a new open item of 800 €.
    expect(account.balanceCents).toBe(euros(800));
    expect(account.arrears.arrearsCents).toBe(euros(800));
    const repaid = tenantAccount({ contract: c, openingBalance: null, payments: [pay("2026-01-05", "800"), pay("2026-01-12", "-800"), pay("2026-01-15", "800")], untilMonth: "2026-01", today: "2026-01-20" });
    expect(repaid.balanceCents).toBe(0);
    expect(repaid.arrears.arrearsCents).toBe(0);
  });

  it("warns per §543(2) Nr. 3 a) after two consecutive unpaid due dates above one month's rent", () => {
    const c = contract({ startDate: "2026-01-01", steps: [{ validFrom: "2026-01-01", coldRentCents: euros(650), serviceChargeCents: euros(150) }] });
    const account = tenantAccount({ contract: c, openingBalance: null, payments: [pay("2026-01-05", "700")], untilMonth: "2026-02", today: "2026-02-05" });
    // 100 € open from January, 800 € from February: 900 € > 800 €.
    expect(account.arrears).toMatchObject({ arrearsCents: euros(900), consecutiveDates: true, twoMonthsRent: false });
  });

  it("follows the rent history", () => {
    const c = contract({
      startDate: "2026-01-01",
      steps: [
        { validFrom: "2026-01-01", coldRentCents: euros(650), serviceChargeCents: euros(150) },
        { validFrom: "2026-03-01", coldRentCents: euros(700), serviceChargeCents: euros(170) },
      ],
    });
    const account = tenantAccount({ contract: c, openingBalance: null, payments: [], untilMonth: "2026-03", today: "2026-01-01" });
    expect(account.months.map((m) => m.totalCents)).toEqual([euros(800), euros(800), euros(870)]);
    expect(account.balanceCents).toBe(cents(247_000));
  });

  it("the balance is the statement's last running balance (the statement is only sorted when read)", () => {
    const c = contract({ startDate: "2025-11-15" });
    const cases = [
      tenantAccount({ contract: c, openingBalance: null, payments: [], untilMonth: "2025-10", today: "2025-10-01" }),
      tenantAccount({ contract: c, openingBalance: { month: "2026-01", cents: euros(250) }, payments: [pay("2026-01-05", "600"), pay("2026-01-12", "-200"), pay("2026-02-03", "900", "2026-02")], untilMonth: "2026-03", today: "2026-03-10" }),
      tenantAccount({ contract: c, openingBalance: { month: "2025-12", cents: euros(-90) }, payments: [pay("2025-12-01", "0.01"), pay("2025-12-01", "500")], untilMonth: "2026-02", today: "2026-01-10" }),
    ];
    for (const account of cases) {
      expect(account.balanceCents).toBe(account.entries.at(-1)?.balanceCents ?? 0);
      expect(account.entries).toBe(account.entries);
    }
    expect(cases[1]!.entries.map((e) => [e.date, e.kind])).toEqual([
      ["2025-12-31", "opening"],
      ["2026-01-05", "payment"],
      ["2026-01-06", "charge"],
      ["2026-01-12", "payment"],
      ["2026-02-03", "payment"],
      ["2026-02-04", "charge"],
      ["2026-03-04", "charge"],
    ]);
  });

  describe("a Nebenkostenabrechnung sent", () => {
    // 2025: 650 € Kaltmiete + 150 € NK a month, January to November paid, December not at all.
    const c = contract({ startDate: "2025-01-01", steps: [{ validFrom: "2025-01-01", coldRentCents: euros(650), serviceChargeCents: euros(150) }] });
    const paid2025 = () => ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10", "11"].map((m) => pay(`2025-${m}-03`, "800", `2025-${m}`));
    const paid2026 = () => ["01", "02", "03"].map((m) => pay(`2026-${m}-03`, "800", `2026-${m}`));
    // Costs 2.000 €, prepayments paid 1.650 € → Nachzahlung 350 €; December's 150 € NK were
    // unpaid when it was computed, so the statement closes them.
    const statement = (over: Partial<AccountSettlement> = {}): AccountSettlement => ({
      id: "s1",
      periodStart: "2025-01-01",
      periodEnd: "2025-12-31",
      date: "2026-03-10",
      dueDate: "2026-04-09",
      claimCents: euros(350),
      writeOffCents: euros(150),
      ...over,
    });

    it("closes the period's unpaid prepayments and owes the back-payment from its due date", () => {
      const account = tenantAccount({ contract: c, openingBalance: null, payments: [...paid2025(), ...paid2026()], settlements: [statement()], untilMonth: "2026-03", today: "2026-03-20" });
      const december = account.months.find((m) => m.month === "2025-12")!;
      // The 150 € are part of the 350 €: not claimed twice. December's Kaltmiete stays open.
      expect(december).toMatchObject({ settledServiceChargeCents: euros(150), paidServiceChargeCents: 0, openCents: euros(650), status: "overdue" });
      expect(account.settlements).toEqual([{ id: "s1", periodStart: "2025-01-01", periodEnd: "2025-12-31", dueDate: "2026-04-09", claimCents: euros(350), openCents: euros(350) }]);
      // 800 € December − 150 € closed + 350 € Nachzahlung.
      expect(account.balanceCents).toBe(euros(1000));
      // Not yet due, and no rent in § 543 BGB either way.
      expect(account.arrears.arrearsCents).toBe(euros(650));
      expect(account.entries.filter((e) => e.date === "2026-03-10").map((e) => [e.kind, e.amountCents, e.reference])).toEqual([
        ["settlement", euros(350), "2025-01-01/2025-12-31"],
        ["settlement_offset", euros(-150), "2025-01-01/2025-12-31"],
      ]);
      expect(account.entries.at(-1)!.balanceCents).toBe(account.balanceCents);
    });

    it("a payment booked for the statement pays it first; any other payment the oldest rent", () => {
      const forStatement: AccountPayment = { ...pay("2026-03-25", "350"), designatesSettlement: true };
      const designated = tenantAccount({ contract: c, openingBalance: null, payments: [...paid2025(), ...paid2026(), forStatement], settlements: [statement()], untilMonth: "2026-03", today: "2026-03-26" });
      expect(designated.settlements[0]!.openCents).toBe(0);
      expect(designated.months.find((m) => m.month === "2025-12")!.openCents).toBe(euros(650));
      const plain = tenantAccount({ contract: c, openingBalance: null, payments: [...paid2025(), ...paid2026(), pay("2026-03-25", "350")], settlements: [statement()], untilMonth: "2026-03", today: "2026-03-26" });
      expect(plain.settlements[0]!.openCents).toBe(euros(350));
      expect(plain.months.find((m) => m.month === "2025-12")!.openCents).toBe(euros(300));
      expect(designated.balanceCents).toBe(plain.balanceCents);
    });

    it("a Guthaben is credit: it pays the next rent unless paid out", () => {
      const all = [...paid2025(), pay("2025-12-03", "800", "2025-12")];
      const guthaben = statement({ claimCents: euros(-120), writeOffCents: cents(0) });
      const credited = tenantAccount({ contract: c, openingBalance: null, payments: [...all, ...paid2026()], settlements: [guthaben], untilMonth: "2026-03", today: "2026-03-20" });
      expect(credited.creditCents).toBe(euros(120));
      expect(credited.balanceCents).toBe(euros(-120));
      expect(credited.settlements[0]).toMatchObject({ claimCents: euros(-120), openCents: 0 });
      const paidOut = tenantAccount({ contract: c, openingBalance: null, payments: [...all, ...paid2026(), { ...pay("2026-03-15", "-120"), designatesSettlement: true }], settlements: [guthaben], untilMonth: "2026-03", today: "2026-03-20" });
      expect(paidOut.creditCents).toBe(0);
      expect(paidOut.balanceCents).toBe(0);
      expect(paidOut.arrears.arrearsCents).toBe(0);
      // Not paid out: April's rent is paid with it in part.
      const april = tenantAccount({ contract: c, openingBalance: null, payments: [...all, ...paid2026()], settlements: [guthaben], untilMonth: "2026-04", today: "2026-04-01" });
      expect(april.months.at(-1)).toMatchObject({ month: "2026-04", paidCents: euros(120), openCents: euros(680) });
    });

    it("a prepayment paid after the statement but dated before it is credit, not lost", () => {
      // December's NK paid on 2026-01-20, entered only after the statement counted it unpaid.
      const late = pay("2026-01-20", "150", "2025-12");
      const account = tenantAccount({ contract: c, openingBalance: null, payments: [...paid2025(), ...paid2026(), late], settlements: [statement()], untilMonth: "2026-03", today: "2026-03-20" });
      // 800 − 150 paid − 150 closed + 350 − 150 credit from the closed-but-paid part = 1.000 − 150.
      expect(account.balanceCents).toBe(euros(850));
      expect(account.months.find((m) => m.month === "2025-12")).toMatchObject({ paidServiceChargeCents: euros(150), settledServiceChargeCents: 0 });
      expect(account.creditCents).toBe(0);
      // The 150 € the statement closed in vain pay the oldest item: December's Kaltmiete.
      expect(account.months.find((m) => m.month === "2025-12")!.openCents).toBe(euros(500));
    });
  });
});
