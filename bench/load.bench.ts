// Load from outside (issue 20, item 7): USERS signed-in users, each with its own session, its
// own keep-alive connection and its own portfolio, against the compiled server as `npm start`
// runs it. 80 % reads (property list and detail, units, tenant search, financing metrics, loan
// schedule, get-session), 20 % writes (new tenant, versioned unit update, contract create and
// delete). Two modes, each for SECONDS:
//   saturate  no pause between a user's requests
//   paced     a pause of 0,5–1,5 s between them (closer to real users)
//   cost      each operation alone at saturation for SECONDS/4: CPU milliseconds per request of
//             the app, of PostgreSQL's backends (their /proc entries) and of this client — where
//             a request's CPU goes, operation by operation (not part of `both`)
// Reported: requests per second, p50/p95/p99, answers by status, errors by kind (client timeout
// after 10 s, reset, refused), connections that waited longer than 2 s for an answer, and the
// app's CPU (cores busy) and peak RSS from /proc. A 503 of the admission limit counts as an
// answer but not as served (req/s and latencies are the served requests'), and its user waits
// Retry-After before the next request. Only 127.0.0.1 is ever addressed.
//
//   npx tsx bench/load.bench.ts                                   PGlite, one process, both modes
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/load.bench.ts --processes=2
//   options: --users=200 --seconds=60 --mode=saturate|paced|both|cost --per-op --warmup=10
//            --only=Einheiten,get-session (those operations alone, e.g. for a CPU profile of one)
//   BENCH_CPU_PROFILE=1: the servers write V8 CPU profiles; a summary of the load's part follows.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { startServer, type RunningServer } from "../tests/e2e/support/server";
import { printProfiles } from "./cpu-profile";
import { loanPayload } from "../tests/factories/loans";
import { propertyPayload } from "../tests/factories/portfolio";
import { random, percentile, rssMb } from "./support";

const option = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const USERS = Number(option("users", "200"));
const SECONDS = Number(option("seconds", "60"));
/** --warmup=S: a paced run of S seconds before the measured ones, not counted (the code paths compiled, every user's session seen once). */
const WARMUP_SECONDS = Number(option("warmup", "0"));
const PROCESSES = Number(option("processes", "1"));
type Mode = "saturate" | "paced";
const modeOption = option("mode", "both");
if (!["both", "saturate", "paced", "cost"].includes(modeOption)) throw new Error(`--mode=${modeOption}: saturate, paced, both oder cost`);
const COST = modeOption === "cost";
const MODES: Mode[] = modeOption === "both" ? ["saturate", "paced"] : COST ? [] : [modeOption as Mode];
/** --per-op: the latencies per operation and per 5 s of the run, below each mode's row. */
const PER_OP = process.argv.includes("--per-op");
const CLIENT_TIMEOUT_MS = 10_000;
const STARVED_MS = 2_000;
const PASSWORD = "Last-Test-Passwort-1";
const pgBase = process.env.BENCH_DATABASE_URL;
if (PROCESSES > 1 && !pgBase) throw new Error("--processes=2 braucht BENCH_DATABASE_URL (PGlite ist ein Prozess)");

type Answer = { status: number; body: string; headers: http.IncomingHttpHeaders };
type User = {
  agent: http.Agent;
  port: number;
  ip: string;
  cookie: string;
  propertyId: string;
  unitId: string;
  unitVersion: number;
  vacantUnitId: string;
  tenantId: string;
  loanId: string;
};

/** One request on the user's own connection; rejects on a client timeout or a socket error. */
function send(u: Pick<User, "agent" | "port" | "ip"> & { cookie?: string }, method: string, url: string, body?: unknown): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: "127.0.0.1",
        port: u.port,
        method,
        path: url,
        agent: u.agent,
        timeout: CLIENT_TIMEOUT_MS,
        headers: {
          Origin: `http://localhost:${u.port}`,
          "X-Forwarded-For": u.ip,
          ...(u.cookie ? { Cookie: u.cookie } : {}),
          ...(payload ? { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), headers: res.headers }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on("error", reject);
    req.end(payload);
  });
}

/** Waits as long as a 503 of the admission limit asks (Retry-After, in seconds). */
const waitRetryAfter = (refused: Answer) => new Promise((r) => setTimeout(r, Number(refused.headers["retry-after"] ?? 1) * 1_000));

/** Seeding: a 503 of the admission limit is retried after its Retry-After. */
async function sendUntilAdmitted(u: Parameters<typeof send>[0], method: string, url: string, body?: unknown): Promise<Answer> {
  for (;;) {
    const res = await send(u, method, url, body);
    if (res.status !== 503) return res;
    await waitRetryAfter(res);
  }
}

async function json<T>(u: Parameters<typeof send>[0], method: string, url: string, body: unknown, expected: number): Promise<T> {
  const res = await sendUntilAdmitted(u, method, url, body);
  if (res.status !== expected) throw new Error(`${method} ${url}: ${res.status} ${res.body.slice(0, 200)}`);
  return JSON.parse(res.body) as T;
}

function mailedLinks(servers: RunningServer[]): Map<string, string> {
  const links = new Map<string, string>();
  for (const s of servers) {
    const dir = path.join(s.dataDir, "outbox");
    if (!fs.existsSync(dir)) continue;
    for (const f of fs.readdirSync(dir).filter((n) => n.endsWith(".json"))) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as { to: string; text: string };
      const link = mail.text.match(/https?:\/\/\S+/)?.[0];
      if (link) links.set(mail.to, link);
    }
  }
  return links;
}

/** Signs a user up through the real endpoints (verification link from the outbox) and gives them a small portfolio. */
async function seedUsers(servers: RunningServer[]): Promise<User[]> {
  const base = Array.from({ length: USERS }, (_, i) => ({
    email: `last-${i}-${crypto.randomBytes(3).toString("hex")}@beispiel.de`,
    // A documentation range address per user: the per-IP limits apply to each user alone.
    ip: `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`,
    port: servers[i % servers.length]!.port,
    agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
  }));
  const batches = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));
  for (const batch of batches(base, 10)) {
    await Promise.all(batch.map((u) => json(u, "POST", "/api/auth/sign-up/email", { email: u.email, password: PASSWORD, name: u.email, firstName: "Last", lastName: "Test" }, 200)));
  }
  const links = mailedLinks(servers);
  const users: User[] = [];
  for (const batch of batches(base, 10)) {
    users.push(
      ...(await Promise.all(
        batch.map(async (u) => {
          const link = new URL(links.get(u.email)!);
          const verified = await sendUntilAdmitted(u, "GET", `${link.pathname}${link.search}`);
          if (verified.status !== 302) throw new Error(`Bestätigung: ${verified.status}`);
          const signIn = await sendUntilAdmitted(u, "POST", "/api/auth/sign-in/email", { email: u.email, password: PASSWORD });
          const cookie = (signIn.headers["set-cookie"] ?? []).find((c) => c.startsWith("better-auth.session_token="))?.split(";")[0];
          if (!cookie) throw new Error(`Anmeldung: ${signIn.status}`);
          const s = { ...u, cookie };
          const property = await json<{ id: string }>(s, "POST", "/api/v1/properties", propertyPayload({ name: "Lasthaus", purchasePriceCents: 30_000_000 }), 201);
          const unit = await json<{ id: string; version: number }>(s, "POST", `/api/v1/properties/${property.id}/units`, { code: "WE 1", type: "apartment", usage: "vacant", sizeSqm: 60 }, 201);
          const vacant = await json<{ id: string }>(s, "POST", `/api/v1/properties/${property.id}/units`, { code: "WE 2", type: "apartment", usage: "vacant", sizeSqm: 45 }, 201);
          const tenant = await json<{ id: string }>(s, "POST", "/api/v1/tenants", { firstName: "Erika", lastName: "Mustermann" }, 201);
          const loan = await json<{ id: string }>(s, "POST", `/api/v1/properties/${property.id}/loans`, loanPayload(), 201);
          return { ...s, propertyId: property.id, unitId: unit.id, unitVersion: unit.version, vacantUnitId: vacant.id, tenantId: tenant.id, loanId: loan.id };
        }),
      )),
    );
  }
  return users;
}

type Op = { name: string; weight: number; run: (u: User, n: number) => Promise<Answer[]> };
const one = async (p: Promise<Answer>) => [await p];
const ops: Op[] = [
  { name: "Immobilienliste", weight: 15, run: (u) => one(send(u, "GET", "/api/v1/properties")) },
  { name: "Immobilie", weight: 15, run: (u) => one(send(u, "GET", `/api/v1/properties/${u.propertyId}`)) },
  { name: "Einheiten", weight: 15, run: (u) => one(send(u, "GET", `/api/v1/properties/${u.propertyId}/units`)) },
  { name: "Mietersuche", weight: 10, run: (u) => one(send(u, "GET", "/api/v1/tenants?search=muster")) },
  { name: "Finanzierungskennzahlen", weight: 10, run: (u) => one(send(u, "GET", `/api/v1/properties/${u.propertyId}/financing-metrics`)) },
  { name: "Tilgungsplan", weight: 5, run: (u) => one(send(u, "GET", `/api/v1/loans/${u.loanId}/schedule`)) },
  { name: "get-session", weight: 10, run: (u) => one(send(u, "GET", "/api/auth/get-session")) },
  { name: "Mieter anlegen", weight: 8, run: (u, n) => one(send(u, "POST", "/api/v1/tenants", { firstName: "Max", lastName: `Last${n}` })) },
  {
    name: "Einheit ändern (Version)",
    weight: 6,
    run: async (u, n) => {
      const res = await send(u, "PATCH", `/api/v1/units/${u.unitId}`, { code: "WE 1", type: "apartment", usage: "vacant", sizeSqm: 60 + (n % 10), version: u.unitVersion });
      if (res.status === 200) u.unitVersion = (JSON.parse(res.body) as { version: number }).version;
      return [res];
    },
  },
  {
    name: "Vertrag anlegen + löschen",
    weight: 6,
    run: async (u) => {
      const created = await send(u, "POST", `/api/v1/units/${u.vacantUnitId}/contracts`, { tenantId: u.tenantId, startDate: "2025-01-01", coldRentCents: 80_000 });
      if (created.status !== 201) return [created];
      // A delete refused by the admission limit is sent again after its Retry-After: a contract
      // left behind would make every later create of this user a 409 (overlap).
      const answers = [created];
      const remove = () => send(u, "DELETE", `/api/v1/contracts/${(JSON.parse(created.body) as { id: string }).id}`);
      for (let removed = await remove(); ; removed = await remove()) {
        answers.push(removed);
        if (removed.status !== 503) return answers;
        await waitRetryAfter(removed);
      }
    },
  },
];
const onlyOption = option("only", "");
const onlyOps = onlyOption ? onlyOption.split(",").map((name) => ops.find((o) => o.name === name) ?? fail(`--only: kein Vorgang „${name}“ (${ops.map((o) => o.name).join(", ")})`)) : ops;
function fail(message: string): never {
  throw new Error(message);
}

function pick(r: number, mix: Op[]): Op {
  let x = r * mix.reduce((s, o) => s + o.weight, 0);
  for (const op of mix) if ((x -= op.weight) < 0) return op;
  return mix.at(-1)!;
}

function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime in clock ticks (100 Hz)
}

/** CPU seconds of the PostgreSQL backends serving `database` (their command line names it); 0 without. */
function databaseCpuSeconds(database: string | undefined): number {
  if (!database) return 0;
  let sum = 0;
  for (const pid of fs.readdirSync("/proc").filter((n) => /^\d+$/.test(n))) {
    try {
      if (fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(` ${database} `)) sum += cpuSeconds(Number(pid));
    } catch {
      // the backend ended meanwhile
    }
  }
  return sum;
}

/** This client's own CPU seconds (the load generator shares the machine's two cores). */
const clientCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

type RunOptions = { seconds?: number; quiet?: boolean; mix?: Op[] };

async function runMode(mode: Mode, users: User[], servers: RunningServer[], { seconds = SECONDS, quiet = false, mix = ops }: RunOptions = {}) {
  const latencies: number[] = [];
  // Where the tail comes from: latencies per operation and per 5-second window of the run.
  const byOp = new Map<string, number[]>();
  const byWindow: number[][] = [];
  const statuses = new Map<number, number>();
  const errors = new Map<string, number>();
  const longestWait = new Array<number>(users.length).fill(0);
  const pids = servers.map((s) => s.process.pid!);
  const cpuBefore = pids.map(cpuSeconds);
  const databaseCpuBefore = databaseCpuSeconds(databaseName);
  const clientCpuBefore = clientCpuSeconds();
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, pids.reduce((s, p) => s + rssMb(p), 0))), 1_000);
  const started = performance.now();
  const deadline = started + seconds * 1_000;
  let counter = 0;
  await Promise.all(
    users.map(async (u, i) => {
      const rnd = random(1_000 + i);
      // Paced users start as they go on, each after a pause of its own: 200 first requests in the
      // same millisecond are a burst no real user base makes (it was the run's worst 5 s).
      if (mode === "paced") await pause(rnd() * 1_500);
      while (performance.now() < deadline) {
        const op = pick(rnd(), mix);
        const t0 = performance.now();
        try {
          const answers = await op.run(u, counter++);
          const ms = performance.now() - t0;
          longestWait[i] = Math.max(longestWait[i]!, ms / answers.length);
          for (const a of answers) {
            // Served requests only: a 503 of the admission limit is a quick „later, please“.
            if (a.status !== 503) {
              latencies.push(ms / answers.length);
              (byOp.get(op.name) ?? byOp.set(op.name, []).get(op.name)!).push(ms / answers.length);
              (byWindow[Math.floor((t0 - started) / 5_000)] ??= []).push(ms / answers.length);
            }
            statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
          }
          // As a well-behaved client (and the web app's user) does: come back after Retry-After.
          const refused = answers.find((a) => a.status === 503);
          if (refused) await waitRetryAfter(refused);
        } catch (err) {
          longestWait[i] = Math.max(longestWait[i]!, performance.now() - t0);
          // With the operation: where a reset or a timeout comes from.
          const kind = `${(err as { code?: string }).code ?? (err as Error).message} (${op.name})`;
          errors.set(kind, (errors.get(kind) ?? 0) + 1);
        }
        if (mode === "paced") await pause(500 + rnd() * 1_000);
      }
    }),
  );
  const wall = (performance.now() - started) / 1_000;
  clearInterval(sampler);
  const appCpu = pids.reduce((s, p, k) => s + cpuSeconds(p) - cpuBefore[k]!, 0);
  const cores = appCpu / wall;
  const databaseCpu = databaseCpuSeconds(databaseName) - databaseCpuBefore;
  const clientCpu = clientCpuSeconds() - clientCpuBefore;
  latencies.sort((a, b) => a - b);
  const fmt = (n: number, d = 0) => n.toLocaleString("de-DE", { maximumFractionDigits: d, minimumFractionDigits: d });
  const served = latencies.length;
  const errorText = [...errors].map(([k, v]) => `${k} ${v}`).join(", ") || "0";
  const statusText = [...statuses].sort(([a], [b]) => a - b).map(([k, v]) => `${k}: ${v}`).join(", ");
  const starved = longestWait.filter((w) => w > STARVED_MS).length;
  if (quiet) return;
  if (COST) {
    // Every answer counts here, a 503 too: it cost the app its admission check.
    const answered = [...statuses.values()].reduce((a, b) => a + b, 0);
    const perRequest = (cpuSeconds: number) => fmt((cpuSeconds * 1_000) / Math.max(answered, 1), 2);
    console.log(
      `| ${mix === ops ? "die ganze Mischung" : mix.map((o) => o.name).join(", ")} | ${fmt(answered / wall, 1)} | ${fmt(percentile(latencies, 0.99), 1)} | ${statusText} | ${perRequest(appCpu)} | ${databaseName ? perRequest(databaseCpu) : "im App-Prozess"} | ${perRequest(clientCpu)} |`,
    );
    return;
  }
  console.log(
    `| ${mode} | ${fmt(served / wall, 1)} | ${fmt(percentile(latencies, 0.5), 1)} / ${fmt(percentile(latencies, 0.95), 1)} / ${fmt(percentile(latencies, 0.99), 1)} | ${statusText} | ${errorText} | ${starved} | ${fmt(cores, 2)} | ${fmt(peakRss)} |`,
  );
  if (!PER_OP) return;
  const p = (xs: number[]) => `${fmt(percentile(xs, 0.5), 1)} / ${fmt(percentile(xs, 0.99), 1)} (${xs.length})`;
  console.log(`  ${mode}, je Vorgang p50 / p99 ms (Anzahl): ${[...byOp].map(([name, xs]) => `${name} ${p(xs.sort((a, b) => a - b))}`).join("; ")}`);
  console.log(`  ${mode}, je 5 s p99 ms: ${byWindow.map((xs) => fmt(percentile(xs.sort((a, b) => a - b), 0.99), 0)).join(" · ")}`);
}

async function freshDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  const pg = (await import("pg")).default;
  const name = `hausbuch_load_${crypto.randomBytes(4).toString("hex")}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: pgBase });
    await c.connect();
    await c.query(q).finally(() => c.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(pgBase!);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

const database = pgBase ? await freshDatabaseUrl() : undefined;
const databaseName = database && new URL(database.url).pathname.slice(1);
const secret = crypto.randomBytes(32).toString("hex");
const servers: RunningServer[] = [];
const profileDir = process.env.BENCH_CPU_PROFILE === "1" ? fs.mkdtempSync(path.join(os.tmpdir(), "hausbuch-profile-")) : undefined;
let loadFromMs = 0;
try {
  const env = { DATABASE_URL: database?.url ?? "", AUTH_SECRET: secret, TRUST_PROXY: "true", SERVE_WEB: "false", BACKUP_KEEP: "0" };
  // BENCH_NODE_ARGS: more flags for the servers, e.g. --perf-basic-prof for `perf record`.
  const nodeArgs = [...(profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : []), ...(process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [])];
  const spawned = performance.now();
  for (let p = 0; p < PROCESSES; p++) servers.push(await startServer({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "hausbuch-load-")), env, nodeArgs }));
  const seedStart = performance.now();
  const users = await seedUsers(servers);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  if (WARMUP_SECONDS > 0) await runMode("paced", users, servers, { seconds: WARMUP_SECONDS, quiet: true });
  // The profiles start with their process: their samples from here on are the load's.
  loadFromMs = performance.now() - spawned;
  console.log(`\nLast: ${pgBase ? "PostgreSQL" : "PGlite"}, ${PROCESSES} Prozess(e), ${USERS} Nutzer (angelegt in ${seedSeconds.toFixed(1)} s), je ${SECONDS} s${WARMUP_SECONDS > 0 ? ` nach ${WARMUP_SECONDS} s Aufwärmen` : ""}; ${os.cpus().length} Kerne, Last ${os.loadavg()[0]!.toFixed(2)}`);
  console.log("| Modus | req/s | p50 / p95 / p99 ms | Antworten nach Status | Fehler | Verbindungen > 2 s | CPU (Kerne) | RSS MB (Summe, Spitze) |");
  console.log("| --- | ---: | ---: | --- | --- | ---: | ---: | ---: |");
  for (const mode of MODES) await runMode(mode, users, servers, { mix: onlyOps });
  if (COST) {
    console.log("\n| Vorgang allein (Sättigung) | Antworten/s | p99 ms | Antworten nach Status | CPU-ms je Antwort: App | PostgreSQL | Last-Client |");
    console.log("| --- | ---: | ---: | --- | ---: | ---: | ---: |");
    for (const op of ops) await runMode("saturate", users, servers, { seconds: Math.max(SECONDS / 4, 3), mix: [op] });
    await runMode("saturate", users, servers, { seconds: Math.max(SECONDS / 4, 3) });
  }
  for (const u of users) u.agent.destroy();
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  for (const s of servers) fs.rmSync(s.dataDir, { recursive: true, force: true });
  await database?.drop();
}
if (profileDir) {
  printProfiles(profileDir, loadFromMs);
  console.log(`\nDie Profile liegen in ${profileDir} (Chrome DevTools → Performance → Laden).`);
}
