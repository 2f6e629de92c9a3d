/**
 * Domain calculation benchmark (issue 4): 10.000 thirty-year monthly annuity schedules
 * and 10.000 AfA tables. Plain Node script so it runs anywhere:
 *
 *   npx tsx bench/domain.bench.ts
 *
 * Inputs are pseudo-random but seeded, so runs are comparable. Each workload runs once
 * as warm-up (JIT), then `ROUNDS` times; the median round is reported.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { buildAfaTable, type AfaInput } from "../src/domain/afa.js";
import { buildAnnuitySchedule, type AnnuityLoan } from "../src/domain/loans.js";
import { cents } from "../src/core/money.js";
import { rateMilli } from "../src/core/rate.js";
import { toIsoDate } from "../src/core/dates.js";

const COUNT = 10_000;
const MONTHS = 360;
const ROUNDS = 5;

// Small deterministic PRNG (mulberry32) so every run uses the same loans.
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeLoans(): AnnuityLoan[] {
  const next = random(4);
  return Array.from({ length: COUNT }, () => ({
    amount: cents(Math.floor(5_000_000 + next() * 95_000_000)), // 50.000 – 1 Mio. €
    interestRate: rateMilli(Math.round(50 + next() * 400) * 10), // 0,5 – 4,5 %
    // 1 – 3 % Tilgung: most loans run the full 30 years, so rows ≈ 360 each.
    repayment: { kind: "initialRate", initialRepayment: rateMilli(Math.round(100 + next() * 200) * 10) },
    startDate: toIsoDate(2015 + Math.floor(next() * 15), 1 + Math.floor(next() * 12), 1 + Math.floor(next() * 28)),
    specialRepayments: next() < 0.3 ? [{ date: "2030-06-15", amount: cents(500_000) }] : [],
  }));
}

function makeProperties(): AfaInput[] {
  const next = random(7);
  return Array.from({ length: COUNT }, () => {
    const degressive = next() < 0.3;
    const year = degressive ? 2024 + Math.floor(next() * 5) : 1950 + Math.floor(next() * 75);
    return {
      purchasePrice: cents(Math.floor(10_000_000 + next() * 90_000_000)),
      acquisitionCosts: cents(Math.floor(next() * 9_000_000)),
      buildingSharePercent: Math.round(5000 + next() * 4000) / 100,
      acquisitionDate: toIsoDate(year, 1 + Math.floor(next() * 12), 1),
      completionDate: toIsoDate(degressive ? year : 1900 + Math.floor(next() * 120), 1, 1),
      constructionStartDate: degressive ? "2023-11-01" : null,
      method: degressive ? "degressive" : "linear",
    };
  });
}

function measure(label: string, work: () => number): { label: string; medianMs: number; units: number } {
  work(); // warm-up
  const times: number[] = [];
  let units = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    units = work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { label, medianMs: times[Math.floor(times.length / 2)] ?? 0, units };
}

const loans = makeLoans();
const properties = makeProperties();

const results = [
  measure(`${COUNT} annuity schedules (≤ ${MONTHS} months)`, () => {
    let rows = 0;
    for (const loan of loans) rows += buildAnnuitySchedule(loan, { maxMonths: MONTHS }).rows.length;
    return rows;
  }),
  measure(`${COUNT} AfA tables (until fully depreciated)`, () => {
    let rows = 0;
    for (const property of properties) rows += buildAfaTable(property).rows.length;
    return rows;
  }),
];

const cpus = os.cpus();
console.log(`Node ${process.version} · ${os.platform()} ${os.arch()} · ${cpus.length} cores (${cpus[0]?.model ?? "unknown"})`);
console.log(`median of ${ROUNDS} rounds after 1 warm-up round`);
for (const { label, medianMs, units } of results) {
  const perItemUs = (medianMs * 1000) / COUNT;
  console.log(`${label}: ${medianMs.toFixed(1)} ms total, ${perItemUs.toFixed(1)} µs per item, ${units} rows`);
}
