// Structured JSON logs, one line per event. Callers pass only non-personal fields:
// method, path without query, status, duration, request id.
type Level = "debug" | "info" | "warn" | "error";
const order = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 } as const;
let threshold: number = order.info;

export function setLogLevel(level: keyof typeof order): void {
  threshold = order[level];
}

export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  if (order[level] < threshold) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  if (level === "error" || level === "warn") process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}
