// How the compiled server is started: by `npm start` (start.mjs), and by the tests and benches
// that run the server "as npm start does" (tests/e2e/support/server.ts, bench/startup.bench.ts).
// One place, so that what they measure is what a user runs.

/** Node's arguments: the bundle esbuild made (decision 0035), with its source maps for stack traces. */
export const serverArgs = ["--enable-source-maps", "dist/server/main.js"];

/**
 * The server's environment: `env` with MALLOC_ARENA_MAX=1 unless it sets it (decision 0042).
 * glibc gives each thread that allocates its own arena of up to 64 MB and does not hand freed
 * memory back from them; the server's threads (the database thread, V8's compilers of PGlite's
 * WebAssembly, libuv's pool) left 60–75 MB in five arenas after a start. One arena for all:
 * 287–300 MB resident after a start instead of 294–337 MB. It has to be set before the process
 * starts: glibc reads it once, before any JavaScript runs.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export const serverEnv = (env) => ({ MALLOC_ARENA_MAX: "1", ...env });
