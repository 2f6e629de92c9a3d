// How our server code is compiled (esbuild): for the production bundle (build-server-if-needed.mjs)
// and for the benchmarks (bench.mjs), so that a benchmark measures the code as production runs it.
export const serverBuildOptions = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Every package from node_modules as it is (native parts, WASM, their own files).
  packages: "external",
  tsconfig: "tsconfig.json",
  sourcemap: true,
  logLevel: "warning",
};
