import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../tests/support/server-process.ts";

// The real `npm start` process: environment validation, first start seeds the embedded
// database, the next start reuses it, SIGTERM finishes and exits cleanly.

const serverFile = new URL("../server.ts", import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), "vhs-proc-"));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

function start(env: Record<string, string>, file = serverFile) {
  const child = spawn(process.execPath, [file], {
    env: { ...process.env, HOST: "127.0.0.1", LOG_LEVEL: "warn", DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

type Started = ReturnType<typeof start>;

/** Waits until `path` answers 200; a process that exits first fails at once, with what it printed. */
async function waitForReady(proc: Started, port: number, path = "/api/readyz", timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null)
      throw new Error(`the server exited before it was ready:\n${proc.output()}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become ready in ${timeoutMs / 1000} s:\n${proc.output()}`);
}

describe("server process", () => {
  it("refuses to start with a wrong configuration value, naming it", async () => {
    const { exited, output } = start({ PORT: "siedemdziesiąt" });
    expect(await exited).toBe(1);
    expect(output()).toContain("PORT");
  });

  it("seeds on first start, reuses the data on the next, and stops cleanly on SIGTERM", async () => {
    const port = await freePort();
    const first = start({ PORT: String(port) });
    await waitForReady(first, port);
    expect(first.output()).toContain("database seeded");
    const page = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { "cache-control": "no-cache", "accept-encoding": "identity" },
    });
    expect(page.status).toBe(200);
    // A page rendered whole leaves with its headers in one piece, its length known (lib/answer-stream.server.ts).
    expect(Number(page.headers.get("content-length"))).toBeGreaterThan(10_000);
    expect(page.headers.get("transfer-encoding")).toBeNull();
    expect(await page.text()).toContain("Popularne marki");
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    const second = start({ PORT: String(port) });
    await waitForReady(second, port);
    expect(second.output()).not.toContain("database seeded");
    expect((await fetch(`http://127.0.0.1:${port}/api/v3/menu-brands`)).status).toBe(200);
    // A connection left idle longer than Node's default 5 s (and its 1 s of grace) is still open for the
    // next request, as a proxy that keeps its connections 60 s expects; and it does not hold up the stop.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = http.get(`http://127.0.0.1:${port}/api/healthz`, { agent }, (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
        });
        req.on("error", reject);
      });
    expect(await get()).toEqual({ status: 200, reused: false });
    await new Promise((r) => setTimeout(r, 7_000));
    expect(await get()).toEqual({ status: 200, reused: true });
    const stoppedAt = Date.now();
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    agent.destroy();
  }, 120_000);

  it("runs the API on the web's own event loop with API_THREAD=off, on the same data", async () => {
    const port = await freePort();
    const proc = start({ PORT: String(port), API_THREAD: "off", LOG_LEVEL: "info" });
    await waitForReady(proc, port);
    expect(proc.output()).toContain('"api":"in-process"');
    const page = await fetch(`http://127.0.0.1:${port}/samochody/skoda`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Škoda");
    proc.child.kill("SIGTERM");
    expect(await proc.exited).toBe(0);
  }, 120_000);

  it("runs split: a standalone API process and a web process talking over HTTP", async () => {
    const apiPort = await freePort();
    const webPort = await freePort();
    const apiFile = new URL("../../api/src/server.ts", import.meta.url).pathname;
    const api = start(
      { API_PORT: String(apiPort), DATA_DIR: mkdtempSync(join(tmpdir(), "vhs-api-")) },
      apiFile,
    );
    await waitForReady(api, apiPort, "/readyz");
    // No shell cache here, so the API-down path below is exercised rather than served stale; a page
    // cache that outlives the API's shutdown.
    const web = start({
      PORT: String(webPort),
      API_BASE_URL: `http://127.0.0.1:${apiPort}`,
      SHELL_CACHE_TTL_MS: "0",
      PAGE_CACHE_TTL_MS: "120000",
    });
    await waitForReady(web, webPort, "/srv/ver");
    const html = await (await fetch(`http://127.0.0.1:${webPort}/`)).text();
    expect(html).toContain('href="/samochody/toyota"');
    // The web process did not open a database of its own.
    expect(web.output()).not.toContain("database seeded");
    api.child.kill("SIGTERM");
    expect(await api.exited).toBe(0);
    // API gone: an API-backed page answers 503 in Polish, quickly, unless the page cache still holds
    // it (a catalogue page rendered seconds ago is still answered).
    const started = Date.now();
    const down = await fetch(`http://127.0.0.1:${webPort}/samochody/skoda`);
    expect(down.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await down.text()).toContain("Serwis chwilowo niedostępny");
    const fresh = await fetch(`http://127.0.0.1:${webPort}/`, { headers: { "cache-control": "no-cache" } });
    expect(fresh.status).toBe(503);
    const kept = await fetch(`http://127.0.0.1:${webPort}/`);
    expect(kept.status).toBe(200);
    expect(kept.headers.get("x-page-cache")).toBe("hit");
    web.child.kill("SIGTERM");
    expect(await web.exited).toBe(0);
  }, 120_000);
});
