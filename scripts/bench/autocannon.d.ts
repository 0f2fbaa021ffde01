// The part of autocannon 9's programmatic API the benchmark uses (the package ships no types).
declare module "autocannon" {
  interface Options {
    url: string;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    /** Replace `[<id>]` in the request (headers and body) with a new id on every request. */
    idReplacement?: boolean;
    connections?: number;
    duration?: number;
    timeout?: number;
  }
  type Percentiles = Record<"mean" | "p50" | "p90" | "p97_5" | "p99" | "max", number>;
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
    latency: Percentiles;
    requests: Percentiles & { total: number };
    throughput: Percentiles & { total: number };
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
