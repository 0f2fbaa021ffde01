// The drawn cover pictures of the blog's articles: one of the site's drawn cars (car-drawing.ts) standing
// in a flat-illustration scene. An article's front matter describes its cover as { body, colour, scene };
// the picture is served as an SVG for the page and as a 1200 × 630 PNG for Open Graph
// (server/article-images.ts), at an address that names all three (coverPath), so it never changes.

import {
  COVER_BODIES,
  COVER_SCENES,
  COVER_VERSION,
  coverPath as versionedCoverPath,
} from "@vhs/domain/publishing.ts";
import {
  CAR_H,
  CAR_TOP,
  CAR_W,
  CAR_X,
  COVER_HEIGHT,
  COVER_WIDTH,
  GROUND,
  glow,
  H,
  n,
  SCENES,
  W,
} from "./article-cover-scenes.ts";
import { carDrawingSvg } from "./car-drawing.ts";
import { DEFAULT_PAINT } from "./car-picture-src.ts";

export { COVER_BODIES, COVER_SCENES };
export type CoverScene = (typeof COVER_SCENES)[number];
export type CoverBody = (typeof COVER_BODIES)[number];

/** A cover as an article's front matter describes it; `colour` is "#rrggbb". */
export interface ArticleCover {
  body: string;
  colour: string;
  scene: string;
}

/** A checked cover: known scene and body, colour as lowercase "rrggbb". */
export interface CoverSpec {
  body: CoverBody;
  paint: string;
  scene: CoverScene;
}

export const COVER_PATH = "/srv/moto/okladka";
export { COVER_HEIGHT, COVER_WIDTH };

const isScene = (s: string): s is CoverScene => (COVER_SCENES as readonly string[]).includes(s);
const isBody = (s: string): s is CoverBody => (COVER_BODIES as readonly string[]).includes(s);

/** The cover checked: null when its scene or body is unknown or its colour is not "#rrggbb". */
export function coverSpecOf(cover: ArticleCover): CoverSpec | null {
  const paint = /^#([0-9a-f]{6})$/i.exec(cover.colour)?.[1]?.toLowerCase();
  if (!paint || !isScene(cover.scene) || !isBody(cover.body)) return null;
  return { body: cover.body, paint, scene: cover.scene };
}

/** The checked cover, or the nearest one that can be drawn (a studio, a hatchback, a silver car). */
function specOrFallback(cover: ArticleCover): CoverSpec {
  const colour = /^#?([0-9a-f]{6})$/i.exec(cover.colour)?.[1]?.toLowerCase();
  return {
    body: isBody(cover.body) ? cover.body : "hatchback",
    paint: colour ?? DEFAULT_PAINT,
    scene: isScene(cover.scene) ? cover.scene : "studio",
  };
}

/**
 * The address of the cover picture: `/srv/moto/okladka/<version>/<scene>/<body>/<rrggbb>.<ext>`. A cover that does
 * not check (coverSpecOf) gets the address of its nearest drawable one, so a page never links a 404.
 */
export function coverPath(cover: ArticleCover, ext: "svg" | "png"): string {
  const { scene, body, paint } = specOrFallback(cover);
  return versionedCoverPath({ scene, body, colour: paint }, ext);
}

/** The cover and format named by a cover address (coverPath); null for anything else. */
export function parseCoverPath(path: string): { cover: ArticleCover; ext: "svg" | "png" } | null {
  const m = /^\/srv\/moto\/okladka\/(\d+)\/([a-z]+)\/([a-z]+)\/([0-9a-f]{6})\.(svg|png)$/.exec(path);
  if (!m) return null;
  const [, version, scene, body, paint, ext] = m as unknown as [
    string,
    string,
    string,
    string,
    string,
    "svg" | "png",
  ];
  if (version !== COVER_VERSION || !isScene(scene) || !isBody(body)) return null;
  return { cover: { body, colour: `#${paint}`, scene }, ext };
}

/** The car drawing as a child <svg> (id "ac") placed on the scene's ground. */
function carOf(body: string, paint: string, x: number): string {
  return carDrawingSvg(body, paint).replace(
    /^<svg[^>]*>/,
    `<svg id="ac" x="${n(x)}" y="${n(CAR_TOP)}" width="${n(CAR_W)}" height="${n(CAR_H)}" viewBox="0 0 240 110">`,
  );
}

/**
 * The cover picture as an SVG document (1200 × 630 drawing, by default that size too): the car of the
 * given body type and colour in the scene. An unknown scene is the studio, an unknown body a hatchback,
 * a colour that is not "#rrggbb" silver. `size` only sets the width and height of the document; a box of
 * other proportions is filled, cropping the drawing's edges.
 */
export function articleCoverSvg(cover: ArticleCover, size?: { width: number; height: number }): string {
  const { body, paint, scene } = specOrFallback(cover);
  const s = SCENES[scene](body);
  const x = s.carX ?? CAR_X;
  const width = size ? n(size.width) : String(W);
  const height = size ? n(size.height) : String(H);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${s.defs}${glow("aq", "#0f172a", 0.35)}</defs>` +
    s.back +
    `<ellipse cx="${n(x + CAR_W / 2)}" cy="${GROUND + 2}" rx="${n(CAR_W * 0.52)}" ry="16" fill="url(#aq)"/>` +
    carOf(body, paint, x) +
    (s.front ?? "") +
    "</svg>"
  );
}
