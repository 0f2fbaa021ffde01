// Compressed answers: dynamic pages and JSON on the fly, static files from the build's precompressed
// copies, small or already encoded answers left as they are, and nothing when switched off.
import { readdirSync, readFileSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./compression.ts";
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
  it("are brotli or gzip as the browser accepts, with Vary, and decompress to the page", async () => {
    const br = await get("/samochody/toyota", "gzip, deflate, br");
    expect(br.res.status).toBe(200);
    expect(br.res.headers.get("content-encoding")).toBe("br");
    expect(br.res.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(br.res.headers.get("content-length")).toBeNull();
    const html = brotliDecompressSync(br.bytes).toString("utf8");
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toContain("Samochody Toyota w leasingu");
    // Well compressed, streamed or not: a rendered page shrinks to under a quarter.
    expect(br.bytes.byteLength).toBeLessThan(Buffer.byteLength(html) / 4);
    // The security headers are still there.
    expect(br.res.headers.get("content-security-policy")).toContain("nonce-");

    const gz = await get("/samochody/toyota", "gzip");
    expect(gz.res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(gz.bytes).toString("utf8")).toContain("Samochody Toyota w leasingu");

    const plain = await get("/samochody/toyota");
    expect(plain.res.headers.get("content-encoding")).toBeNull();
    expect(plain.res.headers.get("vary")).toMatch(/Accept-Encoding/i);
    expect(plain.bytes.toString("utf8")).toContain("Samochody Toyota w leasingu");
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
