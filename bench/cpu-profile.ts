// Where a server's CPU goes: a summary of the V8 CPU profiles (`node --cpu-prof`) the load
// benchmark asks its servers to write (BENCH_CPU_PROFILE=1), one per thread. Self time of the
// samples after `fromMs` (the load, not the seeding), grouped by where the code lives: a package
// from node_modules, Node's own modules, the server bundle, the garbage collector, idle; a
// builtin counts for its caller.
import fs from "node:fs";
import path from "node:path";

type Node = { id: number; callFrame: { url: string; functionName: string }; children?: number[] };
type Profile = { nodes: Node[]; startTime: number; samples: number[]; timeDeltas: number[] };

function group(frame: Node["callFrame"]): string | null {
  const { url, functionName } = frame;
  // A builtin (JSON.parse, a socket write, a hash) counts for the code that called it.
  if (!url) return functionName.startsWith("(") ? functionName : null;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith("node:")) return `node:${url.slice(5).split("/").slice(0, 2).join("/")}`;
  if (url.includes("dist/server/")) return `Hausbuch (${path.basename(url)})`;
  return url;
}

/** Share of busy (non-idle) time per group, largest first. */
export function summariseProfile(file: string, fromMs: number): { busyMs: number; idleMs: number; groups: [string, number][] } {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const groupOf = (id: number): string => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const g = group(byId.get(at)!.callFrame);
      if (g) return g;
    }
    return "(V8)";
  };
  const totals = new Map<string, number>();
  let t = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i]! / 1_000;
    t += delta;
    if (t < fromMs) continue;
    const g = groupOf(profile.samples[i]!);
    totals.set(g, (totals.get(g) ?? 0) + delta);
  }
  const idleMs = totals.get("(idle)") ?? 0;
  totals.delete("(idle)");
  const busyMs = [...totals.values()].reduce((s, v) => s + v, 0);
  return { busyMs, idleMs, groups: [...totals].sort((a, b) => b[1] - a[1]) };
}

export function printProfiles(dir: string, fromMs: number) {
  for (const f of fs.readdirSync(dir).filter((n) => n.endsWith(".cpuprofile")).sort()) {
    const { busyMs, idleMs, groups } = summariseProfile(path.join(dir, f), fromMs);
    if (busyMs < 1_000) continue;
    const share = (ms: number) => `${((ms / busyMs) * 100).toFixed(0)} %`;
    console.log(`\nCPU-Profil ${f}: ${(busyMs / 1_000).toFixed(1)} s beschäftigt, ${(idleMs / 1_000).toFixed(1)} s untätig`);
    console.log(groups.slice(0, 12).map(([g, ms]) => `  ${g}: ${share(ms)}`).join("\n"));
  }
}
