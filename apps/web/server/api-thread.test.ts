import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiThread, startApiThread } from "./api-thread.ts";

// The one-process site's API on its worker thread, called as the web calls it: requests and answers
// cross the thread whole (method, headers, bodies, status), a caller that gives up is not kept waiting,
// and closing ends the thread with its database.

const dataDir = mkdtempSync(join(tmpdir(), "vhs-thread-"));
let thread: ApiThread;

beforeAll(async () => {
  thread = await startApiThread({
    DATA_DIR: dataDir,
    CATALOG_VARIANTS: "300",
    LOG_LEVEL: "warn",
  });
}, 120_000);

afterAll(async () => {
  await thread?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const example = { price: 150_000, client: "entrepreneur", duration: 60, initialFee: 25, repurchase: 35 };

describe("the API's thread", () => {
  it("fails to start, naming the setting, when the environment is wrong", async () => {
    await expect(startApiThread({ CATALOG_VARIANTS: "dużo" })).rejects.toThrow("CATALOG_VARIANTS");
  });

  it("seeded its own database on the first start", () => {
    expect(thread.seeded).toBe(true);
    expect(thread.database).toBe("pglite");
  });

  it("answers a GET with its status, headers and body", async () => {
    const res = await thread.fetch(
      new Request("http://api.internal/readyz", { headers: { "x-request-id": "watek-test-0001" } }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBe("watek-test-0001");
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("carries a POST's JSON body there and the computed answer back (DOMAIN.md's worked example)", async () => {
    const res = await thread.fetch(
      new Request("http://api.internal/v3/calculate-installment", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(example),
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ rate: 6.85, installmentNet: 1483.52, totalPaidNet: 179_011.07 });
  });

  it("passes bad input's 422 and its Polish message through unchanged", async () => {
    const res = await thread.fetch(
      new Request("http://api.internal/v3/calculate-installment", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...example, duration: 7 }),
      }),
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      error: true,
      fields: [{ field: "duration", message: "Okres leasingu musi wynosić 36, 48 lub 60 miesięcy" }],
    });
  });

  it("carries a binary answer back byte for byte (a document as PDF)", async () => {
    const res = await thread.fetch(new Request("http://api.internal/document/pdf?slug=rodo"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="rodo-v[\d.]+\.pdf"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    expect(new TextDecoder().decode(bytes.slice(-6))).toContain("%%EOF");
    expect(Number(res.headers.get("content-length") ?? bytes.length)).toBe(bytes.length);
  });

  it("answers a HEAD without a body", async () => {
    const res = await thread.fetch(new Request("http://api.internal/healthz", { method: "HEAD" }));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("");
  });

  it("answers a caller whose signal is aborted, as the API on the event loop does", async () => {
    const controller = new AbortController();
    const pending = thread.fetch(new Request("http://api.internal/v3/cars/", { signal: controller.signal }));
    controller.abort(new DOMException("gave up", "TimeoutError"));
    const res = await pending;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
  });

  it("once closed, ends the thread and refuses further requests; the next start finds its data", async () => {
    await thread.close();
    await expect(thread.fetch(new Request("http://api.internal/readyz"))).rejects.toThrow(/ended/);
    thread = await startApiThread({ DATA_DIR: dataDir, CATALOG_VARIANTS: "300", LOG_LEVEL: "warn" });
    expect(thread.seeded).toBe(false);
    expect((await thread.fetch(new Request("http://api.internal/v3/menu-brands"))).status).toBe(200);
  }, 60_000);
});
