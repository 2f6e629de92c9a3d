/**
 * Search benchmark (issue 20 item 4): tenant and property search at 45.000 tenants, over real
 * HTTP against the real app.
 *
 *   node --import tsx bench/search.bench.ts                                                  # PGlite (in memory)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/search.bench.ts   # PostgreSQL
 *
 * One workspace with 45.000 tenants (German first and last names from a seeded PRNG, umlauts
 * included, an e-mail for every second one) and 5.000 properties in ten cities; a second
 * workspace with 5.000 tenants of the same names, so the indexes hold other workspaces' rows
 * too. No units or contracts: the search reads tenants and properties only (the tenant list
 * adds the contracts of its 20 rows, one indexed query). Each request WARMUP times, then
 * REQUESTS times one after the other; p50/p99 in ms as the client sees them. A request the
 * app does not have (404, e.g. the picker before it existed) is listed with "—".
 */
import crypto from "node:crypto";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { properties, tenants } from "../src/server/db/schema/index.js";
import { benchAccount, get, insertBatches, openDatabase, percentile, random, startBenchApp } from "./support.js";

const TENANTS = 45_000;
const OTHER_TENANTS = 5_000;
const PROPERTIES = 5_000;
const WARMUP = 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

const firstNames = ["Anna", "Jürgen", "Maria", "Thomas", "Sabine", "Michael", "Jörg", "Claudia", "Stefan", "Ursula", "Andreas", "Özlem", "Peter", "Monika", "Frank", "Bärbel", "Klaus", "Petra", "Uwe", "Gisela", "Lukas", "Lea", "Jonas", "Sophie", "Björn", "Mia", "Paul", "Emma", "Jens", "Käthe"];
const lastNames = ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann", "Schäfer", "Koch", "Bauer", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Schwarz", "Zimmermann", "Braun", "Krüger", "Hofmann", "Hartmann", "Lange", "Schmitt", "Werner", "Schmitz", "Krause", "Meier", "Lehmann", "Schmid", "Schulze", "Maier", "Köhler", "Herrmann", "König", "Walter", "Mayer", "Huber", "Kaiser", "Fuchs", "Peters", "Lang", "Scholz", "Möller", "Weiß", "Jung", "Hahn", "Schubert", "Vogel", "Friedrich", "Keller", "Günther", "Frank", "Berger", "Winkler", "Roth", "Beck", "Lorenz", "Baumann", "Franke", "Albrecht", "Schuster", "Simon", "Ludwig", "Böhm", "Winter", "Kraus", "Martin", "Schumacher", "Krämer", "Vogt", "Stein", "Jäger", "Otto", "Sommer", "Groß", "Seidel", "Heinrich"];
const cities = ["Leipzig", "Dresden", "Chemnitz", "Berlin", "Hamburg", "München", "Köln", "Frankfurt am Main", "Stuttgart", "Düsseldorf"];
const streets = ["Hauptstraße", "Bahnhofstraße", "Gartenweg", "Lindenallee", "Schillerstraße", "Goethestraße", "Am Markt", "Bergstraße"];

function tenantRows(workspaceId: string, count: number, seed: number): Array<typeof tenants.$inferInsert> {
  const next = random(seed);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const firstName = pick(firstNames);
    const lastName = pick(lastNames);
    const local = `${firstName}.${lastName}`.toLowerCase().replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ß/g, "ss");
    return { workspaceId, firstName, lastName, email: i % 2 === 0 ? `${local}${i}@beispiel.de` : null };
  });
}

async function main() {
  const { database, label, drop } = await openDatabase();
  const { url, close } = await startBenchApp(database);
  try {
    const mine = await benchAccount(url, database, "messung@beispiel.de");
    const other = await benchAccount(url, database, "andere@beispiel.de");
    const seedStart = performance.now();
    await insertBatches(tenantRows(mine.workspaceId, TENANTS, 11), (b) => database.db.insert(tenants).values(b));
    await insertBatches(tenantRows(other.workspaceId, OTHER_TENANTS, 12), (b) => database.db.insert(tenants).values(b));
    const propertyRows = Array.from({ length: PROPERTIES }, (_, p): typeof properties.$inferInsert => ({
      id: crypto.randomUUID(),
      workspaceId: mine.workspaceId,
      name: `Objekt ${String(p + 1).padStart(4, "0")} ${cities[p % cities.length]}`,
      street: streets[p % streets.length]!,
      houseNumber: String(1 + (p % 120)),
      postcode: String(10_000 + ((p * 37) % 89_999)).padStart(5, "0"),
      city: cities[p % cities.length]!,
      kind: "multi_family",
    }));
    await insertBatches(propertyRows, (b) => database.db.insert(properties).values(b));
    // Planner statistics, as autovacuum would gather them on a server that has been running.
    await database.db.execute(sql`analyze`);
    const seedMs = performance.now() - seedStart;

    const q = (s: string) => encodeURIComponent(s);
    const scenarios: Array<{ name: string; path: string }> = [
      { name: "GET /workspace (baseline: auth + 1 query)", path: "/api/v1/workspace" },
      { name: "GET /tenants (page 1, no search)", path: "/api/v1/tenants" },
      { name: "GET /tenants?search=müller", path: `/api/v1/tenants?search=${q("müller")}` },
      { name: "GET /tenants?search=MÜLL", path: `/api/v1/tenants?search=${q("MÜLL")}` },
      { name: "GET /tenants?search=anna schm", path: `/api/v1/tenants?search=${q("anna schm")}` },
      { name: "GET /tenants?search=juergen.mueller (e-mail)", path: `/api/v1/tenants?search=${q("juergen.mueller")}` },
      { name: "GET /tenants?search=schm", path: `/api/v1/tenants?search=${q("schm")}` },
      { name: "GET /tenants?search=mü (2 letters)", path: `/api/v1/tenants?search=${q("mü")}` },
      { name: "GET /tenants?search=k (1 letter)", path: `/api/v1/tenants?search=${q("k")}` },
      { name: "GET /tenants?search=xyzzy (no match)", path: `/api/v1/tenants?search=${q("xyzzy")}` },
      { name: "GET /tenants/all (every tenant)", path: "/api/v1/tenants/all" },
      { name: "GET /tenants/picker (first 20)", path: "/api/v1/tenants/picker" },
      { name: "GET /tenants/picker?q=müll", path: `/api/v1/tenants/picker?q=${q("müll")}` },
      { name: "GET /tenants/picker?q=anna schm", path: `/api/v1/tenants/picker?q=${q("anna schm")}` },
      { name: "GET /tenants/picker?q=schm", path: `/api/v1/tenants/picker?q=${q("schm")}` },
      { name: "GET /tenants/picker?q=m (1 letter)", path: `/api/v1/tenants/picker?q=${q("m")}` },
      { name: "GET /tenants/picker?q=xyzzy (no match)", path: `/api/v1/tenants/picker?q=${q("xyzzy")}` },
      { name: "GET /properties?search=leipzig (500 of 5.000)", path: "/api/v1/properties?search=leipzig&sort=name&pageSize=20" },
      { name: "GET /properties?search=objekt 4711", path: `/api/v1/properties?search=${q("objekt 4711")}&sort=name&pageSize=20` },
      { name: "GET /properties?search=lindenallee 1", path: `/api/v1/properties?search=${q("lindenallee 1")}&sort=name&pageSize=20` },
    ];
    const only = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length);

    console.log(`\nSearch benchmark — ${label}`);
    console.log(`Node ${process.version}, ${os.platform()} ${os.arch()}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), load ${os.loadavg()[0]!.toFixed(1)}, ${new Date().toISOString()}`);
    console.log(`Data: ${TENANTS} tenants (+ ${OTHER_TENANTS} in another workspace), ${PROPERTIES} properties (inserted + analyzed in ${(seedMs / 1000).toFixed(1)} s)`);
    console.log(`${WARMUP} warm-up + ${REQUESTS} sequential requests each\n`);
    console.log("| Request | answer | p50 ms | p99 ms |");
    console.log("| --- | ---: | ---: | ---: |");
    for (const s of scenarios.filter((x) => !only || x.name.includes(only))) {
      const first = await get(`${url}${s.path}`, mine.cookie);
      const body = (await first.json()) as unknown;
      if (first.status === 404) {
        console.log(`| ${s.name} | — | — | — |`);
        continue;
      }
      if (first.status !== 200) throw new Error(`${s.name}: ${first.status} ${JSON.stringify(body)}`);
      const answer = body as { total?: number; items?: unknown[]; hasMore?: boolean };
      const shown = Array.isArray(body) ? `${body.length} rows` : answer.total !== undefined ? `total ${answer.total}` : answer.items ? `${answer.items.length} rows${answer.hasMore ? ", more" : ""}` : "";
      const times: number[] = [];
      for (let i = 0; i < WARMUP + REQUESTS; i++) {
        const started = performance.now();
        const res = await get(`${url}${s.path}`, mine.cookie);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${s.name}: ${res.status}`);
        if (i >= WARMUP) times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(`| ${s.name} | ${shown} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.99).toFixed(1)} |`);
    }
  } finally {
    await close();
    await database.close();
    await drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
