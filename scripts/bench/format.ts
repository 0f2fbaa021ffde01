// Small formatting helpers for the benchmark's console tables.

export type Align = "l" | "r";

/** A plain-text table: header, rule, rows; numeric-looking columns right-aligned by default. */
export function table(headers: string[], rows: string[][], align?: Align[]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const al = align ?? headers.map((_, i) => (i === 0 ? "l" : "r"));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (al[i] === "r" ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd();
  return [line(headers), widths.map((w) => "─".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

const intFmt = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

export function int(n: number | undefined): string {
  return n === undefined || !Number.isFinite(n) ? "–" : intFmt.format(Math.round(n));
}

export function num(n: number | undefined, digits = 1): string {
  return n === undefined || !Number.isFinite(n) ? "–" : n.toFixed(digits);
}

/** Milliseconds, one decimal below 100 ms. */
export function ms(n: number | undefined): string {
  if (n === undefined || !Number.isFinite(n)) return "–";
  return n < 100 ? n.toFixed(1) : n.toFixed(0);
}

export function kib(bytes: number | undefined, digits = 1): string {
  return bytes === undefined ? "–" : (bytes / 1024).toFixed(digits);
}

/** Exact percentile (nearest rank) of an ascending-sorted array. */
export function percentile(sorted: number[], p: number): number | undefined {
  if (sorted.length === 0) return undefined;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}
