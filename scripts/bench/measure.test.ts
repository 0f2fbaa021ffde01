import { describe, expect, it } from "vitest";
import type { SaturationResult } from "./load.ts";
import { judge } from "./measure.ts";
import type { TargetResult } from "./report.ts";
import type { Target } from "./targets.ts";

const LOAD: SaturationResult = {
  durationS: 8,
  requests: 2400,
  rps: 300,
  latencyMs: { mean: 25, p50: 20, p90: 40, p97_5: 50, p99: 60, max: 90 },
  bytesPerResponse: 70_000,
  statusCodes: { "200": 2400 },
  non2xx: 0,
  errors: 0,
  timeouts: 0,
};

const LIST: Target = { name: "search-page", method: "GET", path: "/wyszukaj", kind: "page", list24: true };

function judged(target: Target, htmlBytes?: number): TargetResult {
  const r: TargetResult = {
    name: target.name,
    kind: target.kind,
    method: target.method,
    path: target.path,
    status: "measured",
    load: LOAD,
    unexpected: 0,
    htmlBytes,
    bars: [],
  };
  judge(r, target);
  return r;
}

const htmlBar = (r: TargetResult) => r.bars.find((b) => b.what === "HTML of a 24-card list");

describe("the bench's HTML bar for a 24-card list", () => {
  it("is met at 60 KB and missed above it, in KB of 1 000 bytes", () => {
    expect(htmlBar(judged(LIST, 60_000))).toEqual({
      what: "HTML of a 24-card list",
      target: "≤ 60 KB",
      value: "60.0 KB",
      ok: true,
    });
    const over = htmlBar(judged(LIST, 67_591));
    expect(over?.ok).toBe(false);
    expect(over?.value).toBe("67.6 KB");
  });

  it("holds only the list pages to it", () => {
    const { list24: _, ...other } = LIST;
    expect(htmlBar(judged({ ...other, name: "home", path: "/" }, 80_000))).toBeUndefined();
  });
});
