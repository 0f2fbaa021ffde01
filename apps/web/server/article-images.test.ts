import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { coverPath } from "../app/lib/article-cover.ts";
import { articleImageRoutes } from "./article-images.ts";

const app = new Hono();
app.route("/", articleImageRoutes());

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe("article cover pictures", () => {
  it("serves the SVG for the page", async () => {
    const res = await app.request(coverPath({ scene: "city", body: "sedan", colour: "#c1121f" }, "svg"));
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const svg = await res.text();
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(svg).toContain("#c1121f");
  });

  it("serves a 1200 × 630 PNG for Open Graph, the same bytes again from memory", async () => {
    const path = coverPath({ scene: "night", body: "suv", colour: "#1d4e89" }, "png");
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const png = new Uint8Array(await res.arrayBuffer());
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    const header = new DataView(png.buffer, png.byteOffset);
    expect(new TextDecoder().decode(png.subarray(12, 16))).toBe("IHDR");
    expect(header.getUint32(16)).toBe(1200);
    expect(header.getUint32(20)).toBe(630);
    const again = new Uint8Array(await (await app.request(path)).arrayBuffer());
    expect(again).toEqual(png);
  });

  it("answers 404 in Polish for anything else", async () => {
    for (const path of [
      "/srv/moto/okladka/1/moon/sedan/c1121f.svg",
      "/srv/moto/okladka/1/city/tank/c1121f.png",
      "/srv/moto/okladka/1/city/sedan/c1121.svg",
      "/srv/moto/okladka/1/city/sedan/C1121F.svg",
      "/srv/moto/okladka/1/city/sedan/c1121f.gif",
      "/srv/moto/okladka/1/city/sedan/c1121f",
      "/srv/moto/okladka/2/city/sedan/c1121f.svg",
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      if (path.split("/").length === 7) {
        expect(await res.text(), path).toBe("Nie ma takiego obrazka.");
        expect(res.headers.get("Cache-Control"), path).toBe("no-store");
      }
    }
  });
});
