// The drawn cover pictures of the blog's articles (app/lib/article-cover.ts): the SVG for the page and a
// 1200 × 630 PNG for Open Graph, whose readers (social networks, messengers) do not take SVG. The address
// names the drawing's version, the scene, body type and colour, so an answer never changes and is cached for a year.

import { renderAsync } from "@resvg/resvg-js";
import { Hono } from "hono";
import {
  type ArticleCover,
  articleCoverSvg,
  COVER_PATH,
  COVER_WIDTH,
  parseCoverPath,
} from "../app/lib/article-cover.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Rendered PNGs kept in memory (about 60–180 kB each). */
const PNG_CACHE_SIZE = 200;

/** A small least-recently-used cache of PNG renderings (a Map keeps insertion order). */
function pngCache(capacity: number) {
  const entries = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
  return (key: string, render: () => Promise<Uint8Array<ArrayBuffer>>): Promise<Uint8Array<ArrayBuffer>> => {
    const hit = entries.get(key);
    if (hit) {
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    // The promise is kept at once, so that requests for one picture arriving together render it once.
    const made = render();
    entries.set(key, made);
    made.catch(() => entries.delete(key));
    if (entries.size > capacity) entries.delete(entries.keys().next().value!);
    return made;
  };
}

/** The cover as a PNG, COVER_WIDTH wide, rendered off the main thread. */
async function renderPng(cover: ArticleCover): Promise<Uint8Array<ArrayBuffer>> {
  const image = await renderAsync(articleCoverSvg(cover), {
    fitTo: { mode: "width", value: COVER_WIDTH },
    font: { loadSystemFonts: false },
  });
  return new Uint8Array(image.asPng());
}

/** GET /srv/moto/okladka/:version/:scene/:body/:file, file being "<rrggbb>.svg" or "<rrggbb>.png". */
export function articleImageRoutes(): Hono {
  const app = new Hono();
  const cached = pngCache(PNG_CACHE_SIZE);
  app.get(`${COVER_PATH}/:version/:scene/:body/:file`, async (c) => {
    const { version, scene, body, file } = c.req.param();
    const parsed = parseCoverPath(`${COVER_PATH}/${version}/${scene}/${body}/${file}`);
    if (!parsed) return c.text("Nie ma takiego obrazka.", 404, { "Cache-Control": "no-store" });
    const { cover, ext } = parsed;
    if (ext === "svg") {
      return c.body(articleCoverSvg(cover), 200, {
        "Content-Type": "image/svg+xml",
        "Cache-Control": IMMUTABLE,
      });
    }
    const png = await cached(`${cover.scene}/${cover.body}/${cover.colour}`, () => renderPng(cover));
    return c.body(png, 200, {
      "Content-Type": "image/png",
      "Cache-Control": IMMUTABLE,
    });
  });
  return app;
}
