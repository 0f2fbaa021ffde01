// Headless Chromium for Lighthouse (scripts/bench/lighthouse.ts): started with a remote-debugging
// port on 127.0.0.1 and a throw-away profile, stopped by its PID; and what Lighthouse's flags do not
// cover, done over the DevTools protocol.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { freePort, HOST } from "./processes.ts";

/** Headless Chromium as this machine runs it (root, closed network, no GPU): the bench and the screenshots. */
export const HEADLESS_CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
] as const;

const CHROMIUM_ARGS = [
  ...HEADLESS_CHROMIUM_ARGS,
  "--disable-default-apps",
  "--disable-sync",
  "--no-default-browser-check",
  "--mute-audio",
];

// Browsers not stopped yet: killed by their PID should the bench exit first (an error, Ctrl-C).
const live = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of live) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

export interface Browser {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** Headless Chromium with a remote-debugging port on 127.0.0.1, stopped by its PID. */
export async function startChromium(o: { cpus?: number; verbose?: boolean }): Promise<Browser> {
  const executable = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  const port = await freePort();
  const profile = mkdtempSync(join(os.tmpdir(), "vhs-lighthouse-"));
  const chromiumArgs = [
    ...CHROMIUM_ARGS,
    `--remote-debugging-address=${HOST}`,
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${profile}`,
    "about:blank",
  ];
  // taskset execs Chromium in place: the PID stays Chromium's own.
  const [cmd, args] = o.cpus
    ? ["taskset", ["-c", `0-${o.cpus - 1}`, executable, ...chromiumArgs]]
    : [executable, chromiumArgs];
  const child: ChildProcess = spawn(cmd, args, { stdio: ["ignore", "ignore", "pipe"] });
  let output = "";
  child.stderr?.on("data", (d: Buffer) => {
    output = (output + d.toString("utf8")).slice(-4000);
    if (o.verbose) process.stderr.write(`[chromium] ${d}`);
  });
  const spawned = new Promise<void>((resolve, reject) => {
    child.once("spawn", resolve);
    child.once("error", (e) => reject(new Error(`could not start ${executable}: ${e.message}`)));
  });
  const exit = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  live.add(child);
  const browser: Browser = {
    port,
    pid: child.pid ?? 0,
    async stop() {
      live.delete(child);
      if (!exited() && child.pid) {
        child.kill("SIGTERM");
        const killer = setTimeout(() => child.kill("SIGKILL"), 5000);
        await exit;
        clearTimeout(killer);
      }
      child.stderr?.destroy();
      rmSync(profile, { recursive: true, force: true });
    },
  };
  try {
    await spawned;
    // Ready when the DevTools endpoint answers.
    for (const deadline = Date.now() + 30_000; ; ) {
      if (exited())
        throw new Error(`${executable} exited (${child.exitCode ?? child.signalCode}): ${output.trim()}`);
      const ok = await fetch(`http://${HOST}:${port}/json/version`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) return browser;
      if (Date.now() > deadline) throw new Error(`${executable} did not open its debugging port within 30 s`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (e) {
    await browser.stop();
    throw e;
  }
}

/**
 * Put `cookie` ("name=value; …", as a setup answers it) into the browser's cookie jar for `url`,
 * as the order's personal link does for a visitor. Lighthouse keeps cookies between runs, and a
 * Cookie header sent with Lighthouse's extraHeaders is not reliably merged with the jar's.
 */
export async function setCookies(browser: Browser, url: string, cookie: string) {
  const { webSocketDebuggerUrl } = (await (
    await fetch(`http://${HOST}:${browser.port}/json/version`)
  ).json()) as {
    webSocketDebuggerUrl: string;
  };
  const cookies = cookie.split(/;\s*/).flatMap((pair) => {
    const eq = pair.indexOf("=");
    return eq > 0 ? [{ name: pair.slice(0, eq), value: pair.slice(eq + 1), url, httpOnly: true }] : [];
  });
  const ws = new WebSocket(webSocketDebuggerUrl);
  try {
    await withTimeout(
      new Promise<void>((resolve, reject) => {
        ws.onerror = () => reject(new Error("the DevTools connection failed"));
        ws.onopen = () =>
          ws.send(JSON.stringify({ id: 1, method: "Storage.setCookies", params: { cookies } }));
        ws.onmessage = (event) => {
          const reply = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
          if (reply.id !== 1) return;
          if (reply.error) reject(new Error(`Storage.setCookies: ${reply.error.message}`));
          else resolve();
        };
      }),
      10_000,
      "setting the cookie",
    );
  } finally {
    ws.close();
  }
}

export function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}
