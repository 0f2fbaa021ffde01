// Child server processes for the benchmark: a free port, start, wait until ready, and a stop
// that always ends the process by its PID (SIGTERM, then SIGKILL after a grace period).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import { createServer } from "node:net";

export const HOST = "127.0.0.1";

/**
 * A free loopback port: the kernel's choice, or with `BENCH_PORTS=<from>-<to>` set (machines where
 * each user has a range of ports) the first port of that range nobody listens on. Tiny race until
 * the child binds it; fine here. `taken`: ports already handed out to children not listening yet.
 */
export async function freePort(taken: ReadonlySet<number> = new Set()): Promise<number> {
  const range = process.env.BENCH_PORTS?.match(/^(\d+)-(\d+)$/);
  if (!range) {
    for (let tries = 0; tries < 20; tries++) {
      const port = await listenOn(0);
      if (!taken.has(port)) return port;
    }
    throw new Error("the kernel kept offering ports already handed out");
  }
  for (let port = Number(range[1]); port <= Number(range[2]); port++) {
    if (taken.has(port)) continue;
    const free = await listenOn(port).catch(() => 0);
    if (free) return free;
  }
  throw new Error(`no free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

function listenOn(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(port, HOST, () => {
      const addr = srv.address();
      const bound = typeof addr === "object" && addr ? addr.port : 0;
      srv.close(() => resolve(bound));
    });
  });
}

/** `taskset` pins a process to one CPU, as QUALITY.md's reference servers were. */
export function canPin(): boolean {
  try {
    execFileSync("taskset", ["-p", String(process.pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

export function pinSelf(cpu: number): void {
  execFileSync("taskset", ["-a", "-p", "-c", String(cpu), String(process.pid)], { stdio: "ignore" });
}

export interface Managed {
  name: string;
  pid: number;
  url: string;
  child: ChildProcess;
  /** The last lines the process printed (stdout and stderr), for error reports. */
  output(): string;
  exited(): boolean;
  stop(): Promise<void>;
}

const live = new Set<Managed>();

export interface StartOptions {
  name: string;
  /** A Node script, run with this Node; or `command` for another program (e.g. nginx). */
  script?: string;
  command?: string;
  args?: string[];
  /** Node's own flags for a script (e.g. --cpu-prof). */
  nodeArgs?: string[];
  port: number;
  env: Record<string, string | undefined>;
  /** CPU to pin the process to (taskset), or undefined for no pinning. */
  cpu?: number;
  /** Echo the child's output to ours. */
  verbose?: boolean;
  /** Called with every whole line the child prints (stdout and stderr). */
  onLine?: (line: string) => void;
}

export function startProcess(o: StartOptions): Managed {
  const [program, programArgs] = o.command
    ? [o.command, o.args ?? []]
    : [process.execPath, [...(o.nodeArgs ?? []), o.script ?? "", ...(o.args ?? [])]];
  // taskset execs the program in place, so the child's PID is the server's own PID.
  const [cmd, args] =
    o.cpu === undefined
      ? [program, programArgs]
      : ["taskset", ["-c", String(o.cpu), program, ...programArgs]];
  const child = spawn(cmd, args, {
    env: { ...process.env, ...o.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (child.pid === undefined) throw new Error(`${o.name}: could not spawn ${cmd}`);

  const lines: string[] = [];
  // `partial`: per stream, the start of a line whose end has not arrived yet (for onLine).
  const keep = () => {
    let partial = "";
    return (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      if (o.verbose) process.stderr.write(`[${o.name}] ${text}`);
      lines.push(...text.split("\n").filter(Boolean));
      if (o.onLine) {
        const whole = (partial + text).split("\n");
        partial = whole.pop() ?? "";
        for (const line of whole) if (line) o.onLine(line);
      }
      if (lines.length > 60) lines.splice(0, lines.length - 60);
    };
  };
  child.stdout?.on("data", keep());
  child.stderr?.on("data", keep());

  const exit = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const exited = () => child.exitCode !== null || child.signalCode !== null;

  const managed: Managed = {
    name: o.name,
    pid: child.pid,
    url: `http://${HOST}:${o.port}`,
    child,
    output: () => lines.join("\n"),
    exited,
    async stop() {
      live.delete(managed);
      if (!exited()) {
        signal(child.pid!, "SIGTERM");
        const killer = setTimeout(() => signal(child.pid!, "SIGKILL"), 10_000);
        await exit;
        clearTimeout(killer);
      }
      child.stdout?.destroy();
      child.stderr?.destroy();
    },
  };
  live.add(managed);
  return managed;
}

function signal(pid: number, sig: NodeJS.Signals) {
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
}

/** Stop every process still running (used on errors and SIGINT). */
export async function stopAll(): Promise<void> {
  await Promise.all([...live].map((m) => m.stop()));
}

/** Last-resort synchronous kill, for `process.on("exit")`. */
export function killAllSync(): void {
  for (const m of live) if (!m.exited()) signal(m.pid, "SIGKILL");
}

/** Poll `url` until it answers 200; fail early if the process exits or the time runs out. */
export async function waitForOk(m: Managed, path: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (m.exited()) throw new Error(`${m.name} exited (code ${m.child.exitCode}) before it was ready`);
    const status = await getStatus(m.url + path).catch(() => 0);
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${m.name} was not ready at ${path} within ${Math.round(timeoutMs / 1000)} s`);
}

function getStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, timeout: 2000 }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
  });
}

const webServer = new URL("../../apps/web/server.ts", import.meta.url).pathname;

interface SiteOptions {
  dataDir: string;
  env?: Record<string, string | undefined>;
  cpu?: number;
  verbose?: boolean;
  timeoutMs: number;
  nodeArgs?: string[];
  onLine?: (line: string) => void;
}

/** One of our servers (`script`) on a free port, ready when `readyPath` answers 200; stopped if it is not. */
async function startServer(
  name: string,
  script: string,
  o: SiteOptions,
  env: (port: number) => Record<string, string | undefined>,
  readyPath: string,
  taken?: ReadonlySet<number>,
): Promise<Managed> {
  const port = await freePort(taken);
  const server = startProcess({
    name,
    script,
    nodeArgs: o.nodeArgs,
    port,
    cpu: o.cpu,
    verbose: o.verbose,
    onLine: o.onLine,
    env: { LOG_LEVEL: "warn", NODE_ENV: process.env.NODE_ENV ?? "production", ...env(port), ...o.env },
  });
  await waitForOk(server, readyPath, o.timeoutMs).catch(async (e: Error) => {
    await server.stop();
    throw new Error(`${e.message}\n--- ${name} output ---\n${server.output()}`);
  });
  return server;
}

/**
 * The production site (`apps/web/server.ts`, the existing build) on a free port of 127.0.0.1 with its
 * database in `dataDir` (migrated and seeded on start), ready when `/api/readyz` answers 200.
 */
export function startSite(o: SiteOptions): Promise<Managed> {
  return startServer(
    "site",
    webServer,
    o,
    (port) => ({ PORT: String(port), HOST, DATA_DIR: o.dataDir }),
    "/api/readyz",
  );
}

const apiServer = new URL("../../apps/api/src/server.ts", import.meta.url).pathname;

/**
 * The split deployment (docs/deployment.md) on one machine: the API as its own process
 * (`apps/api/src/server.ts`, its database in `dataDir`) and the web process talking to it over HTTP
 * (API_BASE_URL), both pinned to `cpu` when given, so that the pair has the one core the one-process
 * site has. The web process does not serve /api: only page targets make sense against it. Returned as
 * the web process, whose stop() stops the API too; `site.api` is the API's own process.
 */
export async function startSplitSite(o: SiteOptions): Promise<Managed & { api: Managed }> {
  const token = randomBytes(24).toString("hex");
  // The API is not profiled nor traced: --cpu-prof and --gc are about the web process.
  const api = await startServer(
    "api",
    apiServer,
    { ...o, nodeArgs: [], onLine: undefined },
    (port) => ({ API_PORT: String(port), DATA_DIR: o.dataDir, INTERNAL_API_TOKEN: token }),
    "/readyz",
  );
  const web = await startServer(
    "web",
    webServer,
    o,
    (port) => ({ PORT: String(port), HOST, API_BASE_URL: api.url, INTERNAL_API_TOKEN: token }),
    "/srv/ver",
    new Set([Number(new URL(api.url).port)]),
  ).catch(async (e: Error) => {
    await api.stop();
    throw e;
  });
  const stopWeb = web.stop;
  return {
    ...web,
    api,
    exited: () => web.exited() || api.exited(),
    output: () => `${web.output()}\n--- api ---\n${api.output()}`,
    stop: async () => {
      await stopWeb();
      await api.stop();
    },
  };
}
