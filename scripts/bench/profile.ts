// `npm run bench -- --cpu-prof`: the site runs with Node's --cpu-prof (started again once seeded, so the
// profile holds the load, not the seeding), and after it stops the profile is summarised here — where the
// server's busy CPU went, by package and by function (self time). Open the .cpuprofile itself in Chrome's
// DevTools (Performance → Load profile) to see the call trees.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Node's flags for the site process: one profile file in `dir`, written when the process exits. */
export function cpuProfArgs(dir: string): string[] {
  return ["--cpu-prof", `--cpu-prof-dir=${dir}`];
}

/** `node_modules/<package>` → `<package>`; our files relative to the repository; Node's own as they are. */
function where(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (!url) return "(native, GC)";
  const ours = /\/(apps|packages|scripts)\/(.*)$/.exec(url);
  return ours ? `${ours[1]}/${ours[2]}` : url.replace(/^node:internal\//, "node:");
}

function top(map: Map<string, number>, total: number, n: number): string[] {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `  ${((v / total) * 100).toFixed(1).padStart(5)} %  ${k}`);
}

/** Self time by package and by function of one profile, as printable lines. */
export function summariseProfile(file: string, n = 15): string[] {
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const frame = byId.get(id);
    if (!frame) return;
    // Idle time is the bench between its phases, not work.
    if (frame.functionName === "(idle)" || frame.functionName === "(program)") return;
    total += dt;
    const place = where(frame.url);
    byPlace.set(place, (byPlace.get(place) ?? 0) + dt);
    const fn = `${frame.functionName || "(anonymous)"}  ${place}:${frame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + dt);
  });
  if (total === 0) return [`  ${file}: no samples`];
  return [
    `CPU profile of the site: ${file} (${(total / 1e6).toFixed(1)} s busy, idle left out)`,
    "By package or file (self time):",
    ...top(byPlace, total, n),
    "By function (self time):",
    ...top(byFunction, total, n),
  ];
}

/** The newest profile in `dir`, if the process wrote one. */
export function newestProfile(dir: string): string | null {
  try {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith(".cpuprofile"))
      .map((f) => join(dir, f));
    files.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
    return files[0] ?? null;
  } catch {
    return null;
  }
}
