// The site's own car pictures: a side view drawn in SVG by body type (shapes: car-shapes.ts) and paint
// colour. The drawing is served as a cacheable image (/srv/auto/…, server/app.ts; addresses:
// car-picture-src.ts) rather than inlined, so a list of 24 cars costs 24 short <img> tags in the HTML and
// no drawing code in the browser bundle.

import { DEFAULT_PAINT } from "./car-picture-src.ts";
import { CAR_SHAPES, type CarShape } from "./car-shapes.ts";
import { luminance, mix } from "./svg-colour.ts";

const GROUND = 98;
const WHITE = "ffffff";
const BLACK = "000000";

/** A number as short as SVG allows (one decimal). */
const n = (v: number) => String(Math.round(v * 10) / 10);

/** A full circle as path data (several circles fit one path element). */
const circle = (x: number, y: number, r: number) =>
  `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;

/** Where an arch of radius `rr` around a wheel centred at height `cy` meets the sill. */
function archOf(shape: CarShape, rr: number) {
  const cy = GROUND - shape.r;
  const dy = cy - shape.sill;
  return { cy, half: Math.sqrt(rr * rr - dy * dy), large: shape.sill > cy ? 1 : 0 };
}

/** The body outline: the shape's top, closed along the sill with a cut-out arch over each wheel. */
function bodyPath(shape: CarShape): string {
  const rr = shape.r + 3;
  const { half, large } = archOf(shape, rr);
  const [rear, front] = shape.wheels;
  const arch = (x: number) =>
    `L${n(x + half)} ${shape.sill}A${rr} ${rr} 0 ${large} 0 ${n(x - half)} ${shape.sill}`;
  return `${shape.top}${arch(front)}${arch(rear)}Z`;
}

/** Tyres, rims with five spokes, and hubs of both wheels (the rear one turned a little). */
function wheels(shape: CarShape): string {
  const { r, wheels: xs } = shape;
  const cy = GROUND - r;
  const rim = r * 0.64;
  const hub = r * 0.17;
  let spokes = "";
  xs.forEach((x, w) => {
    for (let k = 0; k < 5; k++) {
      const a = ((k * 72 - 90 + w * 22) * Math.PI) / 180;
      const [c, s] = [Math.cos(a), Math.sin(a)];
      spokes += `M${n(x + c * hub)} ${n(cy + s * hub)}L${n(x + c * (rim - 1))} ${n(cy + s * (rim - 1))}`;
    }
  });
  const all = (radius: number) => xs.map((x) => circle(x, cy, radius)).join("");
  return (
    `<path d="${all(r)}" fill="#1f2327"/>` +
    `<path d="${all(r - 2.5)}" fill="none" stroke="#3b4148" stroke-width=".8"/>` +
    `<path d="${all(rim)}" fill="#2c3137" stroke="#e3e7eb" stroke-width="1.6"/>` +
    `<path d="${spokes}" stroke="#c3c9d0" stroke-width="2.6" stroke-linecap="round"/>` +
    `<path d="${all(hub)}" fill="#8b939c"/>`
  );
}

/** The dark inside of both wheel arches (half discs), drawn behind the body. */
function wells(shape: CarShape): string {
  const { r } = shape;
  const d = shape.wheels.map((x) => `M${x - r - 3} ${GROUND - r}a${r + 3} ${r + 3} 0 0 1 ${2 * r + 6} 0z`);
  return `<path d="${d.join("")}" fill="#16191d"/>`;
}

/** Dark plastic around the arches and along the sill, for cars built to leave the tarmac. */
function cladding(shape: CarShape): string {
  const rr = shape.r + 4;
  const { half, large } = archOf(shape, rr);
  const [rear, front] = shape.wheels;
  const arch = (x: number) =>
    `M${n(x - half)} ${shape.sill}A${rr} ${rr} 0 ${large} 1 ${n(x + half)} ${shape.sill}`;
  const sill = `M${n(rear + half)} ${shape.sill - 1.5}H${n(front - half)}`;
  return `<path d="${arch(rear)}${arch(front)}${sill}" fill="none" stroke="#2f343a" stroke-width="3.5"/>`;
}

/** The SVG document of one drawing (240 × 110), `paint` being "rrggbb"; unknown body types are drawn as a hatchback. */
export function carDrawingSvg(bodyType: string, paint: string): string {
  const shape = CAR_SHAPES[bodyType] ?? CAR_SHAPES.hatchback!;
  const p = /^[0-9a-f]{6}$/.test(paint) ? paint : DEFAULT_PAINT;
  // Dark paints get light cut lines and a lighter top; light paints a grey outline that holds on white.
  const dark = luminance(p) < 0.08;
  const outline = mix(p, BLACK, dark ? 0.3 : 0.5);
  const cut = dark ? mix(p, WHITE, 0.4) : mix(p, BLACK, 0.4);
  const xs = shape.wheels;
  const mid = (xs[0] + xs[1]) / 2;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 110" width="240" height="110"><defs>' +
    `<linearGradient id="p" x2="0" y2="1"><stop offset="0" stop-color="${mix(p, WHITE, dark ? 0.34 : 0.5)}"/>` +
    `<stop offset=".45" stop-color="${mix(p, WHITE, 0.12)}"/><stop offset=".62" stop-color="#${p}"/>` +
    `<stop offset="1" stop-color="${mix(p, BLACK, 0.42)}"/></linearGradient>` +
    '<linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#1c2631"/><stop offset="1" stop-color="#5f7689"/></linearGradient>' +
    '<linearGradient id="l" x2="1"><stop offset="0" stop-color="#c9d1d9"/><stop offset="1" stop-color="#fff"/></linearGradient>' +
    '<radialGradient id="s"><stop offset="0" stop-color="#0f172a" stop-opacity=".45"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/></radialGradient>' +
    `<clipPath id="c"><path d="${shape.glass}"/></clipPath></defs>` +
    `<ellipse cx="${n(mid)}" cy="${GROUND}" rx="${n((xs[1] - xs[0]) / 2 + shape.r + 40)}" ry="7" fill="url(#s)"/>` +
    wells(shape) +
    `<path d="${bodyPath(shape)}" fill="url(#p)" stroke="${outline}" stroke-width="1.2" stroke-linejoin="round"/>` +
    (shape.cladding ? cladding(shape) : "") +
    `<path d="${shape.glass}" fill="url(#g)" stroke="${outline}" stroke-width=".8"/>` +
    '<path d="M62 62 92 8h13L75 62zM112 62l30-54h5l-30 54zM156 62l30-54h10l-30 54z" fill="#fff" opacity=".28" clip-path="url(#c)"/>' +
    (shape.interior ? `<path d="${shape.interior}" fill="#2a2f35"/>` : "") +
    (shape.pillars ? `<path d="${shape.pillars}" stroke="#1b2026" stroke-width="3.5"/>` : "") +
    (shape.trim
      ? `<path d="${shape.trim}" fill="none" stroke="#2a2f35" stroke-width="2" stroke-linecap="round"/>`
      : "") +
    `<path d="${shape.belt}" fill="none" stroke="${cut}" stroke-opacity=".6" transform="translate(0 1.4)"/>` +
    `<path d="${shape.belt}" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="1.1"/>` +
    `<path d="${shape.doors}" fill="none" stroke="${cut}" stroke-width=".8"/>` +
    `<path d="${shape.handles.map(([x, y]) => `M${x} ${y}h6`).join("")}" stroke="${cut}" stroke-width="2" stroke-linecap="round"/>` +
    `<path d="${shape.mirror}" fill="url(#p)" stroke="${outline}" stroke-width=".8"/>` +
    `<path d="${shape.head}" fill="url(#l)" stroke="${outline}" stroke-width=".8"/>` +
    `<path d="${shape.tail}" fill="#c1272d" stroke="#7a1218" stroke-width=".8"/>` +
    wheels(shape) +
    "</svg>"
  );
}
