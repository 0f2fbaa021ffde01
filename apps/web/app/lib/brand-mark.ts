// The brand marks of the brand tiles: a badge with the brand's initials and its name set as a wordmark
// (styles: brand-styles.ts), one small SVG document per brand, served as a cacheable image
// (/srv/marka/…, server/app.ts; addresses: brand-mark-src.ts) so no drawing code reaches the browser.
import { BRAND_MARK_HEIGHT, BRAND_MARK_WIDTH } from "./brand-mark-src.ts";
import { type BadgeShape, type BrandStyle, brandStyleOf, type Typeface } from "./brand-styles.ts";
import { luminance, mix } from "./svg-colour.ts";

// Fonts an <img> SVG can use are the visitor's own; each list ends in metric-compatible fonts found on
// Linux, so the estimated widths below hold everywhere.
const FONTS: Record<Typeface, string> = {
  sans: "'Helvetica Neue',Arial,'Liberation Sans',sans-serif",
  geometric: "'Avenir Next','Century Gothic',Futura,Verdana,'DejaVu Sans',sans-serif",
  serif: "Georgia,'Times New Roman','Liberation Serif',serif",
  narrow: "'Arial Narrow','Roboto Condensed','Liberation Sans Narrow',sans-serif-condensed,sans-serif",
};
/** Average glyph width per typeface, in ems, relative to a plain sans. */
const FACE_WIDTH: Record<Typeface, number> = { sans: 1, geometric: 1.12, serif: 1, narrow: 0.82 };

/** The badge outlines in a 40 × 40 box centred on (20, 20). */
const BADGES: Record<BadgeShape, string> = {
  circle: "M3 20a17 17 0 1 0 34 0a17 17 0 1 0-34 0z",
  square: "M11 3h18q8 0 8 8v18q0 8-8 8H11q-8 0-8-8V11q0-8 8-8z",
  hexagon: "M20 2l16 9v18l-16 9-16-9V11z",
  diamond: "M20 1l19 19-19 19L1 20z",
  slant: "M12 5h27l-11 30H1z",
  shield: "M4 5h32v14q0 13-16 19Q4 32 4 19z",
  octagon: "M13 3h14l10 10v14L27 37H13L3 27V13z",
};

const TEXT_X = 46;
const TEXT_ROOM = BRAND_MARK_WIDTH - TEXT_X - 3;
const BASE_SIZE = 17;

/** Estimated width of `text` in ems (Arial-like proportions; the SVG's textLength makes it exact). */
function ems(text: string): number {
  let w = 0;
  for (const ch of text.normalize("NFD").replace(/\p{M}/gu, "")) {
    if ("MWmw".includes(ch)) w += 0.86;
    else if ("Iijlft-' .,".includes(ch)) w += 0.3;
    else if (ch === "r") w += 0.4;
    else w += ch === ch.toUpperCase() ? 0.7 : 0.57;
  }
  return w;
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const n = (v: number) => String(Math.round(v * 10) / 10);

/** The initials in the badge: "Land Rover" → "LR", "BMW" → "B", "Škoda" → "Š". */
function initialsOf(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  if (words.length > 1)
    return words
      .map((w) => w[0])
      .join("")
      .slice(0, 2)
      .toUpperCase();
  return name.charAt(0).toUpperCase();
}

/**
 * The wordmark: font size and forced length chosen so the name always fits beside the badge, and the
 * space it leaves (short names leave some), so the badge and name can be centred together.
 */
function wordmark(s: BrandStyle): { svg: string; spare: number } {
  const text = s.upper ? s.name.toLocaleUpperCase("pl") : s.name;
  const weightFactor = s.weight >= 700 ? 1.06 : s.weight <= 300 ? 0.94 : 1;
  const perEm = ems(text) * FACE_WIDTH[s.face] * weightFactor;
  const gaps = (text.length - 1) * s.tracking;
  const size = Math.max(10, Math.min(BASE_SIZE, (TEXT_ROOM - gaps) / perEm));
  const length = Math.min(TEXT_ROOM, perEm * size + gaps);
  const ink = contrastOnWhite(s.colour) >= 4.5 ? `#${s.colour}` : "#0f172a";
  const svg =
    `<text x="${TEXT_X}" y="${n(20 + size * 0.36)}" font-family="${FONTS[s.face]}" font-size="${n(size)}" ` +
    `font-weight="${s.weight}"${s.italic ? ' font-style="italic"' : ""} letter-spacing="${s.tracking}" ` +
    `textLength="${n(length)}" lengthAdjust="spacingAndGlyphs" fill="${ink}">${escapeXml(text)}</text>`;
  return { svg, spare: TEXT_ROOM - length };
}

function contrastOnWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/** The SVG document of one brand's mark (160 × 40); any slug gets one (an unknown brand, a generic one). */
export function brandMarkSvg(slug: string): string {
  const s = brandStyleOf(slug);
  const initials = initialsOf(s.name);
  const light = luminance(s.colour) > 0.35;
  const size = initials.length > 1 ? 14 : 17;
  const word = wordmark(s);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BRAND_MARK_WIDTH} ${BRAND_MARK_HEIGHT}" width="${BRAND_MARK_WIDTH}" height="${BRAND_MARK_HEIGHT}">` +
    `<defs><linearGradient id="b" x2="0" y2="1"><stop offset="0" stop-color="${mix(s.colour, "ffffff", 0.28)}"/>` +
    `<stop offset="1" stop-color="${mix(s.colour, "000000", 0.18)}"/></linearGradient></defs>` +
    `<g transform="translate(${n(word.spare / 2)} 0)">` +
    `<path d="${BADGES[s.badge]}" fill="url(#b)" stroke="${mix(s.colour, "000000", 0.3)}"/>` +
    `<path d="${BADGES[s.badge]}" fill="none" stroke="#fff" stroke-opacity=".35" transform="translate(3.4 3.4) scale(.83)"/>` +
    `<text x="20" y="${n(20 + size * 0.36)}" text-anchor="middle" font-family="${FONTS.sans}" font-size="${size}" ` +
    `font-weight="700" fill="${light ? "#0f172a" : "#fff"}">${escapeXml(initials)}</text>` +
    word.svg +
    "</g></svg>"
  );
}
