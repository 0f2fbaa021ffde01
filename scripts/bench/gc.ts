// Garbage collection during a target's load (`npm run bench -- --gc`). The site runs with V8's
// `--trace-gc-nvp`, one line per collection; this tallies the lines and reports, per target,
// what the collector cost during the half-capacity run, where the p99 bar is read.
//
// Why it matters here: the bench pins the server to one CPU, and V8's concurrent marking threads
// share that CPU with the request thread. A major collection (mark-compact) then costs the
// requests its whole CPU time — main-thread pause, incremental steps and background marking —
// not only the pause V8 reports, and every request in flight during it waits.

/** The node flag that makes V8 print one name=value line per collection. */
export const GC_NODE_ARGS = ["--trace-gc-nvp"];

export interface GcCounts {
  /** Young-generation collections. */
  scavenges: number;
  /** Bytes the scavenges moved to the old generation (what later mark-compacts must clean). */
  promotedBytes: number;
  /** Full collections (mark-compact). */
  markCompacts: number;
  /** Their main-thread time: atomic pause plus incremental marking steps, ms. */
  markCompactMainMs: number;
  /** The longest single main-thread piece (pause or incremental step), ms. */
  markCompactLongestMs: number;
  /** Their marking on V8's background threads, ms of CPU (on a pinned core, the requests' CPU). */
  markCompactBackgroundMs: number;
  /** Main-thread pause of the scavenges, ms. */
  scavengeMs: number;
}

const FIELD = /([\w.]+)=(-?[\d.]+)/g;

/** One `--trace-gc-nvp` line as numbers, or null for any other output line. */
export function parseGcLine(line: string): { kind: string; fields: Map<string, number> } | null {
  const kind = / gc=(\w+)/.exec(line)?.[1];
  if (!kind) return null;
  const fields = new Map<string, number>();
  for (const [, key, value] of line.matchAll(FIELD)) fields.set(key!, Number(value));
  return { kind, fields };
}

interface MarkCompact {
  mainMs: number;
  longestMs: number;
  backgroundMs: number;
}

/** Running totals of a process's collections; `snapshot()` before a phase, `since(it)` after. */
export class GcTally {
  #scavenges: { promoted: number; pause: number }[] = [];
  #markCompacts: MarkCompact[] = [];

  feed(line: string) {
    const gc = parseGcLine(line);
    if (!gc) return;
    const f = (k: string) => gc.fields.get(k) ?? 0;
    if (gc.kind === "s") this.#scavenges.push({ promoted: f("promoted"), pause: f("pause") });
    else if (gc.kind === "mc")
      this.#markCompacts.push({
        mainMs: f("pause") + f("incremental"),
        longestMs: Math.max(f("pause"), f("incremental_longest_step")),
        backgroundMs: f("background.mark"),
      });
  }

  /** A mark in the tally to measure from. */
  snapshot(): { scavenges: number; markCompacts: number } {
    return { scavenges: this.#scavenges.length, markCompacts: this.#markCompacts.length };
  }

  /** The collections since a snapshot. */
  since(mark: { scavenges: number; markCompacts: number }): GcCounts {
    const s = this.#scavenges.slice(mark.scavenges);
    const m = this.#markCompacts.slice(mark.markCompacts);
    const sum = <T>(xs: T[], f: (x: T) => number) => xs.reduce((a, x) => a + f(x), 0);
    return {
      scavenges: s.length,
      promotedBytes: sum(s, (x) => x.promoted),
      scavengeMs: sum(s, (x) => x.pause),
      markCompacts: m.length,
      markCompactMainMs: sum(m, (x) => x.mainMs),
      markCompactLongestMs: Math.max(0, ...m.map((x) => x.longestMs)),
      markCompactBackgroundMs: sum(m, (x) => x.backgroundMs),
    };
  }
}
