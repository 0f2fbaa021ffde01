import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";

// A production site process of a story's own (`node apps/web/server.ts`, the one `npm run serve` starts),
// for the stories that stop or kill the server: the shared one started by playwright.config.ts stays up.

const serverFile = new URL("../../server.ts", import.meta.url).pathname;

/** A TCP port that is free on 127.0.0.1 now (the kernel's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject()));
    });
  });
}

export interface SiteProcess {
  child: ChildProcess;
  /** Resolves with the exit code, or the signal's name when a signal ended the process. */
  exited: Promise<number | string | null>;
  /** Everything the process wrote so far (stdout and stderr). */
  output: () => string;
}

/**
 * Starts the site on 127.0.0.1:`port` with its database in `dataDir`, under the Node that runs the tests
 * (the pinned one). `env` adds or overrides variables, e.g. CATALOG_VARIANTS for a small catalogue.
 */
export function startSite(port: number, dataDir: string, env: Record<string, string> = {}): SiteProcess {
  const child = spawn(process.execPath, [serverFile], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<number | string | null>((resolve) =>
    child.once("exit", (code, signal) => resolve(signal ?? code)),
  );
  return { child, exited, output: () => output };
}

/** Waits until `/api/readyz` answers 200 (the database is open, migrated and seeded). */
export async function waitForReady(site: SiteProcess, port: number, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (site.child.exitCode !== null || site.child.signalCode !== null)
      throw new Error(`the site process ended before it was ready:\n${site.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the site was not ready within ${timeoutMs} ms:\n${site.output()}`);
}

/** Ends the process by its PID with `signal` (SIGKILL: a crash) and waits until it is gone. */
export async function stopSite(site: SiteProcess, signal: NodeJS.Signals = "SIGKILL") {
  if (site.child.exitCode === null && site.child.signalCode === null && site.child.pid)
    process.kill(site.child.pid, signal);
  return site.exited;
}
