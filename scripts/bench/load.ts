// Load generation: a one-off probe, a closed-loop saturation run with autocannon (capacity),
// and an open-loop paced run at a fixed rate (latency "at half of capacity", QUALITY.md).
import { randomUUID } from "node:crypto";
import http from "node:http";
import autocannon from "autocannon";
import { percentile } from "./format.ts";

/** `[<id>]` in a header value or the body is replaced by a fresh id on every request. */
export interface RequestSpec {
  url: string;
  method: string;
  body?: string;
  headers: Record<string, string>;
}

const ID_TAG = "[<id>]";
const hasIdTag = (spec: RequestSpec) =>
  [spec.body ?? "", ...Object.values(spec.headers)].some((v) => v.includes(ID_TAG));

/** The request to send now: every `[<id>]` replaced by one new id (autocannon's `idReplacement`). */
function withFreshId(spec: RequestSpec): RequestSpec {
  if (!hasIdTag(spec)) return spec;
  const id = randomUUID();
  return {
    ...spec,
    body: spec.body?.replaceAll(ID_TAG, id),
    headers: Object.fromEntries(Object.entries(spec.headers).map(([k, v]) => [k, v.replaceAll(ID_TAG, id)])),
  };
}

/** One request on a fresh connection: its status, size and redirect target. */
export function probe(template: RequestSpec): Promise<{ status: number; bytes: number; location?: string }> {
  const spec = withFreshId(template);
  return new Promise((resolve, reject) => {
    const req = http.request(
      spec.url,
      { method: spec.method, headers: spec.headers, agent: false, timeout: 30_000 },
      (res) => {
        let bytes = 0;
        res.on("data", (c: Buffer) => {
          bytes += c.length;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes, location: res.headers.location }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("probe timed out after 30 s")));
    req.on("error", reject);
    req.end(spec.body);
  });
}

export interface SaturationResult {
  durationS: number;
  requests: number;
  rps: number;
  latencyMs: { mean: number; p50: number; p90: number; p97_5: number; p99: number; max: number };
  /** Bytes read per response, headers included (autocannon counts the whole response). */
  bytesPerResponse: number;
  statusCodes: Record<string, number>;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** Closed loop: `connections` keep-alive connections, each sending as fast as answers come. */
export async function saturate(
  spec: RequestSpec,
  o: { durationS: number; connections: number },
): Promise<SaturationResult> {
  const r = await autocannon({
    url: spec.url,
    method: spec.method,
    body: spec.body,
    headers: spec.headers,
    idReplacement: hasIdTag(spec),
    connections: o.connections,
    duration: o.durationS,
    timeout: 10,
  });
  const statusCodes = Object.fromEntries(Object.entries(r.statusCodeStats).map(([k, v]) => [k, v.count]));
  const requests = r.requests.total;
  return {
    durationS: r.duration,
    requests,
    rps: requests / r.duration,
    latencyMs: {
      mean: r.latency.mean,
      p50: r.latency.p50,
      p90: r.latency.p90,
      p97_5: r.latency.p97_5,
      p99: r.latency.p99,
      max: r.latency.max,
    },
    bytesPerResponse: requests ? r.throughput.total / requests : 0,
    statusCodes,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

export interface PacedResult {
  targetRps: number;
  achievedRps: number;
  requests: number;
  latencyMs: { p50?: number; p95?: number; p99?: number; max?: number };
  /** How late the generator itself sent requests (a busy machine): it is part of the latency. */
  generatorLagMs: { p99?: number; max?: number };
  statusCodes: Record<string, number>;
  errors: number;
  /** The errors by their code (ECONNRESET, timeout…), to tell the server's failures from the client's. */
  errorCodes: Record<string, number>;
}

/**
 * Open loop: requests start on a fixed schedule (`rate` per second) whatever the answers do,
 * over up to `connections` keep-alive sockets. Latency runs from the *scheduled* start, so a
 * server falling behind shows up in the figures (no coordinated omission). autocannon's own
 * rate limit sends each second's quota in a burst, which would measure queueing instead.
 */
export async function paced(
  template: RequestSpec,
  o: { rate: number; durationS: number; connections: number },
): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
  const total = Math.max(1, Math.round(o.rate * o.durationS));
  const interval = 1000 / o.rate;
  const latencies: number[] = [];
  const lags: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  const errorCodes: Record<string, number> = {};
  let sent = 0;
  let finished = 0;
  const t0 = performance.now();

  await new Promise<void>((resolve) => {
    const done = () => {
      if (++finished === total) resolve();
    };
    const fire = (scheduled: number) => {
      lags.push(performance.now() - scheduled);
      const spec = withFreshId(template);
      const req = http.request(
        spec.url,
        { method: spec.method, headers: spec.headers, agent, timeout: 10_000 },
        (res) => {
          res.resume();
          res.on("end", () => {
            latencies.push(performance.now() - scheduled);
            const code = String(res.statusCode ?? 0);
            statusCodes[code] = (statusCodes[code] ?? 0) + 1;
            done();
          });
        },
      );
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", (e: NodeJS.ErrnoException) => {
        errors++;
        const code = e.code ?? e.message;
        errorCodes[code] = (errorCodes[code] ?? 0) + 1;
        done();
      });
      req.end(spec.body);
    };
    // Timers fire at ≥ 1 ms granularity: on each tick, send every request that is due.
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - t0) / interval) + 1);
      while (sent < due) fire(t0 + sent++ * interval);
      if (sent < total) setTimeout(tick, Math.max(0, t0 + sent * interval - performance.now()));
    };
    tick();
  });
  const elapsedS = (performance.now() - t0) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  lags.sort((a, b) => a - b);
  return {
    targetRps: o.rate,
    achievedRps: latencies.length / elapsedS,
    requests: latencies.length,
    latencyMs: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.at(-1),
    },
    generatorLagMs: { p99: percentile(lags, 99), max: lags.at(-1) },
    statusCodes,
    errors,
    errorCodes,
  };
}
