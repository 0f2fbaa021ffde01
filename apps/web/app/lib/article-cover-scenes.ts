// The scenes of the drawn article covers (article-cover.ts): a flat-illustration background per scene (city,
// open road, snow, night street, charging station, studio, mountains, coast), drawn on a 1200 × 630 canvas
// with its ground at GROUND, where the cover puts the car. Deterministic: trees, stars and snow come from
// a fixed-seed generator.
import type { CoverBody, CoverScene } from "./article-cover.ts";
import { CAR_SHAPES } from "./car-shapes.ts";

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

// ---- Drawing -------------------------------------------------------------------------------------------

export const W = COVER_WIDTH;
export const H = COVER_HEIGHT;
/** Where the car's wheels touch the ground. */
export const GROUND = 548;
/** The car drawing (240 × 110, its ground at y 98) is drawn at this scale. */
const SCALE = 2.9;
export const CAR_W = 240 * SCALE;
export const CAR_H = 110 * SCALE;
export const CAR_TOP = GROUND - 98 * SCALE;
/** The car's left edge when it stands in the middle. */
export const CAR_X = (W - CAR_W) / 2;

/** A number as short as SVG allows (one decimal). */
export const n = (v: number) => String(Math.round(v * 10) / 10);

/** A deterministic pseudo-random sequence (mulberry32), so one cover always draws the same. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Circles as one path's data. */
const circles = (list: [number, number, number][]) =>
  list
    .map(
      ([x, y, r]) =>
        `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`,
    )
    .join("");

/** A vertical gradient (top to bottom) from [offset, colour, opacity?] stops. */
function vgrad(id: string, stops: [number, string, number?][]): string {
  return `<linearGradient id="${id}" x2="0" y2="1">${stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`,
    )
    .join("")}</linearGradient>`;
}

/** A soft round glow (for suns, lamps): colour fading out to the edge. */
export function glow(id: string, colour: string, opacity: number): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
}

const sky = (id: string, bottom = GROUND) => `<rect width="${W}" height="${bottom}" fill="url(#${id})"/>`;

/** A city skyline: flat-topped blocks of random width and height standing on `base`. */
function skyline(rand: () => number, base: number, low: number, high: number, narrow: number, wide: number) {
  let x = -10;
  let d = `M${x} ${base}`;
  while (x < W + 10) {
    const w = narrow + rand() * (wide - narrow);
    const top = base - (low + rand() * (high - low));
    d += `V${n(top)}H${n(x + w)}`;
    x += w;
  }
  return `${d}V${base}Z`;
}

/** A smooth ridge through the given points, closed down to `base`. */
function ridge(points: [number, number][], base: number): string {
  const [first, ...rest] = points;
  let d = `M-10 ${base}L${first![0]} ${first![1]}`;
  let prev = first!;
  for (const p of rest) {
    const mx = (prev[0] + p[0]) / 2;
    d += `C${n(mx)} ${prev[1]} ${n(mx)} ${p[1]} ${p[0]} ${p[1]}`;
    prev = p;
  }
  return `${d}L${W + 10} ${base}Z`;
}

/** Jagged peaks (straight slopes) through the given points, closed down to `base`. */
const peaks = (points: [number, number][], base: number) =>
  `M-10 ${base}${points.map(([x, y]) => `L${x} ${y}`).join("")}L${W + 10} ${base}Z`;

/** Pine trees: each a stack of two triangles of height `h` at x, standing on y. */
const pines = (list: [number, number, number][]) =>
  list
    .map(
      ([x, y, h]) =>
        `M${n(x)} ${n(y - h)}l${n(h * 0.26)} ${n(h * 0.5)}h${n(-h * 0.1)}l${n(h * 0.2)} ${n(h * 0.5)}h${n(-h * 0.72)}l${n(h * 0.2)} ${n(-h * 0.5)}h${n(-h * 0.1)}z`,
    )
    .join("");

/** A two-lane road seen from the side: far verge at `top`, centre dashes, near verge line. */
function road(top: number, bottom: number, asphalt: string, lines: string, lineOpacity = 0.85): string {
  return (
    `<rect y="${top}" width="${W}" height="${bottom - top}" fill="${asphalt}"/>` +
    `<path d="M0 ${top + 7}H${W}M0 ${bottom - 9}H${W}" stroke="${lines}" stroke-width="3" opacity="${lineOpacity}"/>` +
    `<path d="M-20 ${top + 30}H${W}" stroke="${lines}" stroke-width="4" stroke-dasharray="56 44" opacity="${lineOpacity}"/>`
  );
}

/** Street lamps: a pole with an arm and a lamp, standing on `base`. */
const lamps = (xs: number[], base: number, height: number) =>
  xs.map((x) => `M${x} ${base}V${base - height}q0-14 14-14h26`).join("");

export interface Scene {
  defs: string;
  /** Drawn behind the car. */
  back: string;
  /** Drawn over the car. */
  front?: string;
  /** Left edge of the car drawing. */
  carX?: number;
}

function city(): Scene {
  const rand = random(11);
  const far = skyline(rand, 470, 120, 290, 40, 90);
  const near = skyline(rand, 476, 60, 200, 70, 130);
  return {
    defs:
      vgrad("as", [
        [0, "#bcd9ef"],
        [1, "#eef6fc"],
      ]) +
      '<pattern id="aw" width="36" height="30" patternUnits="userSpaceOnUse"><path d="M8 8h8v10H8zM22 8h8v10h-8z" fill="#eef6fc" opacity=".55"/></pattern>' +
      `<path id="an" d="${near}"/>`,
    back:
      sky("as") +
      `<circle cx="930" cy="140" r="64" fill="#fff" opacity=".55"/>` +
      `<path d="${far}" fill="#c5d9ea"/>` +
      '<use href="#an" fill="#8fb0cc"/><use href="#an" fill="url(#aw)"/>' +
      `<rect y="470" width="${W}" height="22" fill="#dbe5ee"/><rect y="488" width="${W}" height="4" fill="#9fb2c4"/>` +
      `<path d="${lamps([90, 520, 1010], 474, 170)}" fill="none" stroke="#475569" stroke-width="6"/>` +
      `<path d="M118 290h28v7h-28zM548 290h28v7h-28zM1038 290h28v7h-28z" fill="#334155"/>` +
      `<path d="M312 474v-60M760 474v-60M1150 474v-60" stroke="#5b6b5e" stroke-width="7"/>` +
      `<path d="${circles([
        [312, 400, 34],
        [296, 420, 24],
        [760, 400, 36],
        [780, 420, 24],
        [1150, 400, 34],
      ])}" fill="#6f9c8a"/>` +
      road(492, 612, "#3b4a5a", "#eef2f6") +
      `<rect y="612" width="${W}" height="18" fill="#cbd5e1"/>`,
  };
}

function openRoad(): Scene {
  return {
    defs:
      vgrad("as", [
        [0, "#8fc0e8"],
        [0.7, "#e6f1fa"],
        [1, "#fdf3df"],
      ]) + glow("ag", "#ffd889", 0.7),
    back:
      sky("as", 420) +
      `<circle cx="870" cy="330" r="150" fill="url(#ag)"/><circle cx="870" cy="330" r="54" fill="#ffe2a3"/>` +
      `<path d="${ridge(
        [
          [0, 360],
          [220, 330],
          [470, 372],
          [760, 338],
          [1010, 366],
          [1200, 344],
        ],
        420,
      )}" fill="#a9c6d9"/>` +
      `<path d="${ridge(
        [
          [0, 400],
          [300, 378],
          [620, 404],
          [930, 382],
          [1200, 398],
        ],
        440,
      )}" fill="#8db69d"/>` +
      `<rect y="416" width="${W}" height="${GROUND - 416}" fill="#a8cf95"/>` +
      `<path d="M20 430h1160M40 454h560M880 448h300" stroke="#98c285" stroke-width="5"/>` +
      '<path d="M1036 416h10C1040 440 1110 460 1180 492H980C1000 460 1040 440 1036 416Z" fill="#6b7b8c"/>' +
      '<path d="M1041 417C1040 442 1060 466 1080 492" fill="none" stroke="#f8fafc" stroke-width="2.5" stroke-dasharray="14 12"/>' +
      `<path d="${pines([
        [40, 428, 60],
        [72, 430, 44],
        [700, 418, 30],
        [722, 420, 22],
        [200, 430, 52],
        [228, 432, 40],
        [1150, 440, 58],
      ])}" fill="#4f7f73"/>` +
      `<path d="M360 416v-22M400 418v-28M430 417v-18" stroke="#5b6b5e" stroke-width="4"/>` +
      `<path d="${circles([
        [360, 390, 14],
        [400, 384, 18],
        [430, 396, 11],
      ])}" fill="#6f9c8a"/>` +
      road(492, 612, "#4a5868", "#f8fafc") +
      `<rect y="612" width="${W}" height="18" fill="#8dbb84"/>`,
  };
}

function snow(): Scene {
  const rand = random(7);
  const flakes: [number, number, number][] = [];
  for (let i = 0; i < 46; i++) flakes.push([rand() * W, rand() * 600, 2 + rand() * 3.5]);
  const trees: [number, number, number][] = [];
  for (let x = -20; x < W + 20; x += 34 + rand() * 40) trees.push([x, 470 + rand() * 8, 70 + rand() * 60]);
  return {
    defs:
      vgrad("as", [
        [0, "#b7d0e6"],
        [1, "#f1f7fc"],
      ]) +
      vgrad("ah", [
        [0, "#ffffff"],
        [1, "#d6e4f0"],
      ]),
    back:
      sky("as") +
      `<circle cx="300" cy="150" r="56" fill="#fff" opacity=".6"/>` +
      `<path d="${peaks(
        [
          [0, 300],
          [160, 220],
          [330, 320],
          [560, 190],
          [780, 330],
          [980, 240],
          [1200, 330],
        ],
        480,
      )}" fill="url(#ah)"/>` +
      `<path d="M160 220l-40 48 30-10 20 24 28-22zM560 190l-52 58 34-12 22 26 30-28 28 6zM980 240l-42 50 26-8 20 20 26-22z" fill="#c4d7e8"/>` +
      `<path d="${ridge(
        [
          [0, 430],
          [380, 404],
          [800, 436],
          [1200, 412],
        ],
        500,
      )}" fill="#e8f0f7"/>` +
      `<path d="${pines(trees)}" fill="#2f5d62"/>` +
      `<path d="${trees.map(([x, y, h]) => `M${n(x)} ${n(y - h)}l${n(h * 0.13)} ${n(h * 0.25)}h${n(-h * 0.26)}z`).join("")}" fill="#f8fbfd"/>` +
      `<rect y="470" width="${W}" height="30" fill="#f4f8fb"/>` +
      road(496, 606, "#8492a3", "#f8fafc", 0.7) +
      `<path d="M0 536H${W}M0 560H${W}" stroke="#fff" stroke-width="6" opacity=".35"/>` +
      `<rect y="606" width="${W}" height="24" fill="#f4f8fb"/><path d="M0 606q300-14 600 0t600 0" fill="#f4f8fb"/>`,
    front: `<path d="${circles(flakes)}" fill="#fff" opacity=".85"/>`,
  };
}

function night(): Scene {
  const rand = random(5);
  const stars: [number, number, number][] = [];
  for (let i = 0; i < 40; i++) stars.push([rand() * W, rand() * 260, 0.8 + rand() * 1.4]);
  const far = skyline(rand, 470, 140, 300, 40, 90);
  const near = skyline(rand, 476, 70, 210, 70, 130);
  const lampXs = [150, 600, 1050];
  return {
    defs:
      vgrad("as", [
        [0, "#08142a"],
        [1, "#23436b"],
      ]) +
      glow("ag", "#ffd27a", 0.55) +
      glow("am", "#f3efd6", 0.25) +
      '<pattern id="aw" width="72" height="30" patternUnits="userSpaceOnUse"><path d="M8 8h8v10H8zM44 8h8v10h-8z" fill="#ffd27a" opacity=".8"/><path d="M26 8h8v10h-8zM62 8h8v10h-8z" fill="#3a5479"/></pattern>' +
      '<linearGradient id="ab"><stop offset="0" stop-color="#fff7dc" stop-opacity=".45"/><stop offset="1" stop-color="#fff7dc" stop-opacity="0"/></linearGradient>' +
      `<path id="an" d="${near}"/>`,
    back:
      sky("as") +
      `<path d="${circles(stars)}" fill="#e2e8f0" opacity=".8"/>` +
      '<circle cx="980" cy="120" r="110" fill="url(#am)"/><circle cx="980" cy="120" r="40" fill="#f3efd6"/>' +
      '<path d="M962 108a7 7 0 1 0 14 0a7 7 0 1 0-14 0M986 136a5 5 0 1 0 10 0a5 5 0 1 0-10 0" fill="#e2dcbc"/>' +
      `<path d="${far}" fill="#1a2f4f"/>` +
      '<use href="#an" fill="#122440"/><use href="#an" fill="url(#aw)"/>' +
      `<rect y="470" width="${W}" height="22" fill="#2a3a52"/>` +
      `<path d="${lamps(lampXs, 474, 180)}" fill="none" stroke="#0b1424" stroke-width="6"/>` +
      lampXs.map((x) => `<circle cx="${x + 42}" cy="288" r="64" fill="url(#ag)"/>`).join("") +
      `<path d="${lampXs.map((x) => `M${x + 28} 280h28v7h-28z`).join("")}" fill="#fff3c4"/>` +
      road(492, 612, "#1c2736", "#cbd5e1", 0.6) +
      lampXs
        .map((x) => `<ellipse cx="${x + 42}" cy="520" rx="90" ry="18" fill="url(#ag)" opacity=".6"/>`)
        .join("") +
      `<rect y="612" width="${W}" height="18" fill="#2a3a52"/>`,
    front: `<path d="M${n(CAR_X + 226 * SCALE)} ${n(CAR_TOP + 62 * SCALE)}L${W} 390V530Z" fill="url(#ab)"/>`,
  };
}

/** The charging scene; the plug goes into the car's rear quarter, just above the rear wheel arch. */
function charging(body: CoverBody): Scene {
  const carX = 340;
  const { wheels, r } = CAR_SHAPES[body]!;
  const dx = 0.9 * r;
  const portX = carX + (wheels[0] - dx) * SCALE;
  const portY = CAR_TOP + (98 - r - Math.sqrt((r + 3) ** 2 - dx * dx) - 6) * SCALE;
  return {
    carX,
    defs:
      vgrad("as", [
        [0, "#d5e8f6"],
        [1, "#f4f9fd"],
      ]) +
      vgrad("af", [
        [0, "#dfe6ed"],
        [1, "#c5d0db"],
      ]),
    back:
      sky("as", 470) +
      `<path d="${ridge(
        [
          [0, 420],
          [260, 396],
          [640, 426],
          [1000, 400],
          [1200, 414],
        ],
        480,
      )}" fill="#b9d3c4"/>` +
      `<path d="M40 470V132M1160 470V132" stroke="#94a3b8" stroke-width="14"/>` +
      `<path d="M0 92h${W}v40H0z" fill="#0a66a8"/><path d="M0 132h${W}v8H0z" fill="#064371"/>` +
      `<path d="M0 100h${W}" stroke="#5aa2d6" stroke-width="3"/>` +
      `<rect x="900" y="170" width="150" height="96" rx="14" fill="#08568e"/>` +
      `<path d="M981 186l-30 44h22l-8 26 32-44h-22z" fill="#fff"/>` +
      `<path d="M975 266v204" stroke="#94a3b8" stroke-width="8"/>` +
      `<rect y="470" width="${W}" height="${H - 470}" fill="url(#af)"/>` +
      `<path d="M300 ${GROUND + 36}h740l-40-62H320z" fill="#0a66a8" opacity=".14"/>` +
      `<path d="M290 ${GROUND + 36}l30-62M1050 ${GROUND + 36}l-50-62" stroke="#fff" stroke-width="5"/>` +
      `<ellipse cx="172" cy="${GROUND}" rx="80" ry="10" fill="#0f172a" opacity=".18"/>` +
      `<rect x="112" y="236" width="120" height="${GROUND - 236}" rx="18" fill="#f8fafc" stroke="#94a3b8" stroke-width="3"/>` +
      `<rect x="112" y="236" width="120" height="36" rx="18" fill="#0a66a8"/><path d="M112 254h120v18H112z" fill="#0a66a8"/>` +
      `<rect x="132" y="292" width="80" height="64" rx="8" fill="#0f2742"/>` +
      `<path d="M175 300l-16 25h11l-4 18 17-26h-11z" fill="#34d399"/>` +
      `<rect x="136" y="380" width="72" height="8" rx="4" fill="#cbd5e1"/>` +
      `<rect x="120" y="${GROUND - 16}" width="104" height="16" fill="#64748b"/>` +
      `<path d="M226 400h14v40h-14z" fill="#334155"/>`,
    front:
      `<path d="M236 430C250 560 300 590 ${n(portX - 60)} 560S${n(portX - 40)} ${n(portY + 20)} ${n(portX - 8)} ${n(portY + 4)}" fill="none" stroke="#1e293b" stroke-width="9" stroke-linecap="round"/>` +
      `<rect x="${n(portX - 16)}" y="${n(portY - 10)}" width="26" height="20" rx="6" fill="#334155"/>` +
      `<circle cx="${n(portX + 16)}" cy="${n(portY)}" r="6" fill="#34d399" stroke="#0f172a" stroke-width="2"/>`,
  };
}

function studio(): Scene {
  return {
    defs:
      '<radialGradient id="as" cx=".5" cy=".42" r=".75"><stop offset="0" stop-color="#f7fbfe"/><stop offset=".6" stop-color="#dfe8f0"/><stop offset="1" stop-color="#b3c3d2"/></radialGradient>' +
      vgrad("af", [
        [0, "#e2e8f0", 0],
        [0.55, "#d3dbe4"],
        [1, "#bdc8d4"],
      ]) +
      '<radialGradient id="al"><stop offset="0" stop-color="#fff" stop-opacity=".9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>' +
      vgrad("am", [
        [0, "#fff", 0.45],
        [1, "#fff", 0],
      ]) +
      vgrad("ab", [
        [0, "#fff", 0.4],
        [1, "#fff", 0],
      ]) +
      `<mask id="ar" maskUnits="userSpaceOnUse" x="0" y="${GROUND}" width="${W}" height="${H - GROUND}"><rect y="${GROUND}" width="${W}" height="${H - GROUND}" fill="url(#am)"/></mask>`,
    back:
      `<rect width="${W}" height="${H}" fill="url(#as)"/>` +
      `<rect y="330" width="${W}" height="${H - 330}" fill="url(#af)"/>` +
      `<ellipse cx="600" cy="${GROUND + 4}" rx="470" ry="46" fill="url(#al)"/>` +
      '<path d="M480 0h240l230 560H250z" fill="url(#ab)"/>' +
      `<g mask="url(#ar)"><use href="#ac" transform="matrix(1 0 0 -1 0 ${2 * GROUND})"/></g>`,
  };
}

function mountains(): Scene {
  const rand = random(3);
  const trees: [number, number, number][] = [];
  for (let x = -20; x < W + 20; x += 22 + rand() * 26) trees.push([x, 462 + rand() * 10, 40 + rand() * 40]);
  return {
    defs:
      vgrad("as", [
        [0, "#9ccaec"],
        [1, "#eaf4fb"],
      ]) +
      vgrad("ah", [
        [0, "#8fb0cc"],
        [1, "#b9cfe1"],
      ]),
    back:
      sky("as") +
      `<circle cx="1010" cy="120" r="48" fill="#fff4d6"/>` +
      `<path d="${peaks(
        [
          [0, 260],
          [140, 170],
          [300, 280],
          [470, 110],
          [690, 300],
          [860, 150],
          [1040, 290],
          [1200, 200],
        ],
        470,
      )}" fill="url(#ah)"/>` +
      `<path d="M140 170l-38 44 22-6 18 18 22-18 20 4zM470 110l-56 66 30-10 24 24 28-26 30 8zM860 150l-48 54 28-8 20 20 24-22 24 4zM1200 200l-30 30 16-2 14 12z" fill="#f8fbfd"/>` +
      `<path d="${peaks(
        [
          [0, 380],
          [210, 300],
          [380, 390],
          [620, 280],
          [800, 380],
          [1010, 310],
          [1200, 380],
        ],
        480,
      )}" fill="#6f90ab"/>` +
      `<path d="${ridge(
        [
          [0, 450],
          [400, 430],
          [820, 458],
          [1200, 438],
        ],
        500,
      )}" fill="#5d8a78"/>` +
      `<path d="${pines(trees)}" fill="#3f6f63"/>` +
      `<rect y="470" width="${W}" height="22" fill="#8fbb8b"/>` +
      road(492, 612, "#4a5868", "#f8fafc") +
      `<rect y="612" width="${W}" height="18" fill="#8fbb8b"/>`,
  };
}

function coast(): Scene {
  const posts = Array.from({ length: 25 }, (_, i) => `M${i * 50 + 10} 490v-22`).join("");
  return {
    defs:
      vgrad("as", [
        [0, "#7fb6e3"],
        [0.75, "#eaf3fb"],
        [1, "#fde4bd"],
      ]) +
      vgrad("aw", [
        [0, "#3f8fc6"],
        [1, "#0a66a8"],
      ]) +
      glow("ag", "#ffcf7a", 0.6),
    back:
      sky("as", 400) +
      `<circle cx="170" cy="390" r="170" fill="url(#ag)"/><circle cx="170" cy="396" r="62" fill="#ffd48a"/>` +
      `<path d="M520 230q14-12 28 0q14-12 28 0M610 190q10-9 20 0q10-9 20 0M760 150q12-10 24 0q12-10 24 0" fill="none" stroke="#475569" stroke-width="3" stroke-linecap="round"/>` +
      `<rect y="398" width="${W}" height="80" fill="url(#aw)"/>` +
      `<path d="M90 410h160M110 424h120M130 440h80M40 456h60M320 418h90M620 430h120M480 452h110" stroke="#ffe2a3" stroke-width="4" stroke-linecap="round" opacity=".7"/>` +
      `<path d="M760 478C800 420 860 400 920 330C960 300 1010 290 1060 300C1120 310 1160 280 ${W} 270V478Z" fill="#5f7c6a"/>` +
      `<path d="M880 478C920 440 960 420 1010 392S1140 370 ${W} 360V478Z" fill="#4d6a58"/>` +
      `<path d="M1052 300l6-74h16l6 74z" fill="#f8fafc"/><path d="M1055 262h22l1 14h-24zM1056 226l10-14 10 14z" fill="#c1272d"/>` +
      `<rect x="1058" y="232" width="16" height="12" fill="#ffd48a"/>` +
      `<path d="M0 474h${W}v18H0z" fill="#e9d8b4"/>` +
      `<path d="${posts}" stroke="#94a3b8" stroke-width="5"/><path d="M0 474h${W}" stroke="#cbd5e1" stroke-width="6"/>` +
      road(492, 612, "#4a5868", "#f8fafc") +
      `<rect y="612" width="${W}" height="18" fill="#e9d8b4"/>`,
  };
}

export const SCENES: Record<CoverScene, (body: CoverBody) => Scene> = {
  city,
  road: openRoad,
  snow,
  night,
  charging,
  studio,
  mountains,
  coast,
};
