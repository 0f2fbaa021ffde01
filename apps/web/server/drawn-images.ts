// The pictures the site draws itself: car drawings (app/lib/car-drawing.ts) and the brand tiles' marks
// (app/lib/brand-mark.ts). The address names the drawing's version and what is drawn, so an answer never
// changes and is cached for a year.

import { Hono } from "hono";
import { brandMarkSvg } from "../app/lib/brand-mark.ts";
import { BRAND_MARK_PATH, BRAND_MARK_SLUG, BRAND_MARK_VERSION } from "../app/lib/brand-mark-src.ts";
import { carDrawingSvg } from "../app/lib/car-drawing.ts";
import { BODY_SLUG, CAR_DRAWING_PATH, CAR_DRAWING_VERSION } from "../app/lib/car-picture-src.ts";

const SVG_HEADERS = {
  "Content-Type": "image/svg+xml",
  "Cache-Control": "public, max-age=31536000, immutable",
};

export function drawnImageRoutes() {
  const app = new Hono();
  // A body type without a drawing of its own is drawn as a hatchback.
  app.get(`${CAR_DRAWING_PATH}/:version/:body/:file`, (c) => {
    const { version, body, file } = c.req.param();
    const paint = /^([0-9a-f]{6})\.svg$/.exec(file)?.[1];
    if (version !== CAR_DRAWING_VERSION || !BODY_SLUG.test(body) || !paint) {
      return c.text("Nie ma takiego obrazka.", 404, { "Cache-Control": "no-store" });
    }
    return c.body(carDrawingSvg(body, paint), 200, SVG_HEADERS);
  });
  app.get(`${BRAND_MARK_PATH}/:version/:file`, (c) => {
    const { version, file } = c.req.param();
    const slug = /^(.+)\.svg$/.exec(file)?.[1];
    if (version !== BRAND_MARK_VERSION || !slug || !BRAND_MARK_SLUG.test(slug)) {
      return c.text("Nie ma takiego obrazka.", 404, { "Cache-Control": "no-store" });
    }
    return c.body(brandMarkSvg(slug), 200, SVG_HEADERS);
  });
  return app;
}
