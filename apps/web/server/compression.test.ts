// Compressed answers: dynamic pages and JSON on the fly, static files from the build's precompressed
// copies, small or already encoded answers left as they are, and nothing when switched off.
import { readdirSync, readFileSync } from "node:fs";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compression, preferredEncoding } from "./compression.ts";
import { setUpTestSite } from "./test-site.ts";

const site = setUpTestSite();

async function get(path: string, acceptEncoding?: string, app = site().site) {
  const res = await app.request(path, {
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("gzip;q=0")).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe("dynamic answers", () => {
  it("are gzip for a rendered page, brotli where only brotli is taken, with Vary, and decompress to the page", async () => {
    // A browser takes both: a rendered page comes gzipped on the main thread (gzippedBursts).
    const gz = await get("/samochody/toyota", "gzip, deflate, br");
    expect(gz.res.status).toBe(200);
    expect(gz.res.headers.get("content-encoding")).toBe("gzip");
    expect(gz.res.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(gz.res.headers.get("content-length")).toBeNull();
    const html = gunzipSync(gz.bytes).toString("utf8");
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toMatch(/<\/html>$/);
    expect(html).toContain("Samochody Toyota w leasingu");
    // Compressed as one gzip -1 of the whole page would be (12.3 KB of 47 KB for this one), streamed or not.
    expect(gz.bytes.byteLength).toBeLessThan(Buffer.byteLength(html) * 0.28);
    // The security headers are still there.
    expect(gz.res.headers.get("content-security-policy")).toContain("nonce-");

    const br = await get("/samochody/toyota", "br");
    expect(br.res.headers.get("content-encoding")).toBe("br");
    const brHtml = brotliDecompressSync(br.bytes).toString("utf8");
    expect(brHtml).toContain("Samochody Toyota w leasingu");
    // Streamed as React flushes, within a few per cent of the whole page compressed at once at the same
    // quality (2), and under a third of the page.
    const atOnce = brotliCompressSync(brHtml, { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } }).byteLength;
    expect(br.bytes.byteLength).toBeLessThan(atOnce * 1.05);
    expect(br.bytes.byteLength).toBeLessThan(Buffer.byteLength(brHtml) / 3);

    const plain = await get("/samochody/toyota");
    expect(plain.res.headers.get("content-encoding")).toBeNull();
    expect(plain.res.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(plain.bytes.toString("utf8")).toContain("Samochody Toyota w leasingu");
  });

  it("of a page streamed in parts are one gzip stream, each part sent as it comes", async () => {
    const parts = [
      "<!DOCTYPE html><html><body>",
      "<p>Część pierwsza</p>".repeat(80),
      "<p>Druga</p>".repeat(80),
    ];
    let release: () => void = () => {};
    const later = new Promise<void>((r) => {
      release = r;
    });
    const app = new Hono();
    app.use(compression());
    app.get("/", () => {
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode(parts[0]! + parts[1]!));
          await later;
          controller.enqueue(new TextEncoder().encode(`${parts[2]}</body></html>`));
          controller.close();
        },
      });
      return new Response(body, { headers: { "content-type": "text/html; charset=utf-8" } });
    });
    const res = await app.request("/", { headers: { "accept-encoding": "gzip, br" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const reader = res.body!.getReader();
    const received: Uint8Array[] = [];
    // The first part arrives while the second is still being rendered.
    while (received.reduce((n, c) => n + c.byteLength, 0) < 40) received.push((await reader.read()).value!);
    release();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received.push(value);
    }
    expect(gunzipSync(Buffer.concat(received)).toString("utf8")).toBe(`${parts.join("")}</body></html>`);
  });

  it("of a page the visitor leaves mid-way stop its render, and drop a burst already on its way", async () => {
    let source: ReadableStreamDefaultController<Uint8Array> | undefined;
    let cancelled: unknown = null;
    const app = new Hono();
    app.use(compression());
    app.get("/", () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          source = controller;
          controller.enqueue(
            new TextEncoder().encode(`<!DOCTYPE html><html><body>${"<p>Część</p>".repeat(120)}`),
          );
        },
        cancel(reason) {
          cancelled = reason ?? "cancelled";
        },
      });
      return new Response(body, { headers: { "content-type": "text/html; charset=utf-8" } });
    });
    const res = await app.request("/", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const reader = res.body!.getReader();
    // The gzip header, then the first burst.
    let received = 0;
    while (received < 40) received += (await reader.read()).value!.byteLength;
    // More of the page: a burst is scheduled for the next turn, and the visitor leaves before it.
    source!.enqueue(new TextEncoder().encode("<p>Dalej</p>".repeat(100)));
    for (let i = 0; i < 5; i++) await Promise.resolve();
    await reader.cancel("odszedł");
    // The scheduled burst runs and finds the answer ended: nothing is written to the cancelled stream.
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    expect(cancelled).toBe("odszedł");
  });

  it("of a kept page come gzipped from its kept copy, with this answer's nonce and keys", async () => {
    const app = site().variant({ pageCacheTtlMs: 10_000 });
    const path = "/wyszukaj?body=kombi";
    const first = await get(path, "gzip, deflate, br", app);
    expect(first.res.headers.get("x-page-cache")).toBe("miss");
    const pages: string[] = [];
    for (let i = 0; i < 2; i++) {
      const hit = await get(path, "gzip, deflate, br", app);
      expect(hit.res.headers.get("x-page-cache")).toBe("hit");
      expect(hit.res.headers.get("content-encoding")).toBe("gzip");
      expect(hit.res.headers.get("vary")).toMatch(/Accept-Encoding/i);
      const html = gunzipSync(hit.bytes).toString("utf8");
      expect(html).toMatch(/^<!DOCTYPE html>/i);
      const nonce = /'nonce-([^']+)'/.exec(hit.res.headers.get("content-security-policy") ?? "")?.[1];
      expect(nonce).toBeTruthy();
      expect(html).toContain(`nonce="${nonce}"`);
      expect(hit.bytes.byteLength).toBeLessThan(Buffer.byteLength(html) / 4);
      pages.push(html);
    }
    // Two answers, two nonces: the kept copy is never sent with another answer's values.
    expect(pages[0]).not.toBe(pages[1]);
    const plain = await get(path, undefined, app);
    expect(plain.res.headers.get("content-encoding")).toBeNull();
    expect(plain.bytes.toString("utf8")).toMatch(/^<!DOCTYPE html>/i);
    const off = site().variant({ pageCacheTtlMs: 10_000, compression: false });
    await get(path, "gzip", off);
    expect((await get(path, "gzip", off)).res.headers.get("content-encoding")).toBeNull();
  });

  it("include the API's JSON", async () => {
    const { res, bytes } = await get("/api/v3/cars/?brand=toyota", "br");
    expect(res.headers.get("content-encoding")).toBe("br");
    const body = JSON.parse(brotliDecompressSync(bytes).toString("utf8")) as { items: unknown[] };
    expect(body.items.length).toBeGreaterThan(0);
  });

  it("leave small answers as they are", async () => {
    const { res, bytes } = await get("/srv/ver", "br");
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(JSON.parse(bytes.toString("utf8"))).toHaveProperty("ver");
  });

  it("are left unread when they go out as they are, so the server writes them in one go", async () => {
    // @hono/node-server writes a light answer's text or bytes with its headers at once, unless something
    // reads its body first, which turns it into a stream the server then reads back.
    let read = 0;
    class Watched extends Response {
      override get body() {
        read++;
        return super.body;
      }
    }
    const page = `<!DOCTYPE html><p>${"Leasing samochodu. ".repeat(200)}</p>`;
    const app = new Hono();
    app.use(compression());
    app.get("/plain", () => new Watched(page, { headers: { "content-type": "text/html; charset=utf-8" } }));
    app.get(
      "/kept",
      () =>
        new Watched(page, {
          headers: { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip" },
        }),
    );
    const plain = await app.request("/plain");
    expect(plain.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect((await app.request("/kept", { headers: { "accept-encoding": "gzip" } })).status).toBe(200);
    expect(read).toBe(0);
    // What is compressed is read, of course.
    const gz = await app.request("/plain", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(read).toBeGreaterThan(0);
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString("utf8")).toBe(page);
    expect(await plain.text()).toBe(page);
  });

  it("are never compressed when switched off (a proxy in front compresses)", async () => {
    const { res } = await get("/samochody/toyota", "br", site().variant({ compression: false }));
    expect(res.headers.get("content-encoding")).toBeNull();
  });
});

describe("static files", () => {
  it("come from the build's precompressed copies", async () => {
    const dir = new URL("../build/client/assets", import.meta.url).pathname;
    const js = readdirSync(dir).find((f) => f.endsWith(".js") && readdirSync(dir).includes(`${f}.br`));
    expect(js, "the build wrote .br copies").toBeTruthy();
    const original = readFileSync(`${dir}/${js}`);
    const br = await get(`/assets/${js}`, "br, gzip");
    expect(br.res.headers.get("content-encoding")).toBe("br");
    expect(br.res.headers.get("cache-control")).toContain("immutable");
    expect(brotliDecompressSync(br.bytes).equals(original)).toBe(true);
    const gz = await get(`/assets/${js}`, "gzip");
    expect(gz.res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(gz.bytes).equals(original)).toBe(true);
    const plain = await get(`/assets/${js}`);
    expect(plain.res.headers.get("content-encoding")).toBeNull();
    expect(plain.bytes.equals(original)).toBe(true);
  });
});
