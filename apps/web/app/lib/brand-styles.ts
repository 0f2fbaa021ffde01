// How each brand's mark on the brand tiles is set (drawn by brand-mark.ts): a typographic wordmark in the
// brand's colour world beside a plain geometric badge with its initials. Deliberately generic: no brand's
// emblem, lettering or badge outline is imitated (no blue oval for Ford, no octagon for MG, no diamond
// for Renault, no rings, stars or wings), only a colour and a type treatment that fit the brand.

export type BadgeShape = "circle" | "square" | "hexagon" | "diamond" | "slant" | "shield" | "octagon";
export type Typeface = "sans" | "geometric" | "serif" | "narrow";

export interface BrandStyle {
  /** The name as it is written, diacritics included. */
  name: string;
  /** Badge colour, "rrggbb". */
  colour: string;
  badge: BadgeShape;
  face: Typeface;
  weight: 300 | 400 | 600 | 700 | 800;
  upper: boolean;
  /** Letter spacing in pixels at the mark's size. */
  tracking: number;
  italic?: boolean;
}

const style = (
  name: string,
  colour: string,
  badge: BadgeShape,
  face: Typeface,
  weight: BrandStyle["weight"],
  upper: boolean,
  tracking: number,
  italic = false,
): BrandStyle => ({ name, colour, badge, face, weight, upper, tracking, ...(italic ? { italic } : {}) });

/** By brand slug (the catalogue's: "skoda", "mercedes-benz", "land-rover"). */
export const BRAND_STYLES: Readonly<Record<string, BrandStyle>> = {
  toyota: style("Toyota", "d71921", "square", "sans", 700, true, 1.5),
  skoda: style("Škoda", "0e3a2f", "circle", "geometric", 700, true, 2.5),
  volkswagen: style("Volkswagen", "001e50", "hexagon", "sans", 300, false, 0.2),
  bmw: style("BMW", "1c69d4", "circle", "sans", 700, true, 2),
  kia: style("Kia", "05141f", "slant", "geometric", 800, true, 4),
  hyundai: style("Hyundai", "002c5f", "hexagon", "sans", 600, false, 0.3, true),
  "mercedes-benz": style("Mercedes-Benz", "333f48", "circle", "serif", 400, false, 0.3),
  audi: style("Audi", "bb0a30", "square", "sans", 800, true, 3),
  dacia: style("Dacia", "646b52", "square", "geometric", 800, true, 3),
  renault: style("Renault", "e5c600", "square", "sans", 700, true, 1.5),
  ford: style("Ford", "133a7c", "square", "sans", 700, true, 2.5),
  opel: style("Opel", "e8c400", "circle", "geometric", 700, true, 2.5),
  peugeot: style("Peugeot", "1b1f3b", "hexagon", "sans", 600, true, 2.5),
  citroen: style("Citroën", "da291c", "circle", "sans", 700, true, 1),
  fiat: style("Fiat", "9c1b30", "circle", "geometric", 800, true, 3),
  mazda: style("Mazda", "910a2d", "diamond", "geometric", 600, false, 0.5),
  nissan: style("Nissan", "c3002f", "square", "sans", 600, true, 2),
  volvo: style("Volvo", "003057", "circle", "serif", 400, true, 3),
  seat: style("Seat", "e4542c", "slant", "sans", 800, true, 2),
  cupra: style("Cupra", "95572b", "diamond", "geometric", 300, true, 4),
  mg: style("MG", "b5121b", "square", "serif", 700, true, 2),
  suzuki: style("Suzuki", "e30613", "square", "sans", 800, true, 1, true),
  jeep: style("Jeep", "3c4a2b", "shield", "narrow", 700, false, 0.5),
  lexus: style("Lexus", "2b2b2b", "slant", "geometric", 300, true, 4),
  honda: style("Honda", "cc0000", "circle", "sans", 700, true, 2),
  mitsubishi: style("Mitsubishi", "e60012", "shield", "sans", 700, true, 0.8),
  byd: style("BYD", "31486c", "hexagon", "geometric", 800, true, 3),
  tesla: style("Tesla", "e82127", "circle", "geometric", 400, true, 5),
  porsche: style("Porsche", "a3722b", "square", "sans", 700, true, 3),
  "land-rover": style("Land Rover", "005a2b", "square", "narrow", 700, true, 1.5),
  mini: style("Mini", "1a1a1a", "circle", "geometric", 800, true, 3),
  "alfa-romeo": style("Alfa Romeo", "8f0c25", "circle", "serif", 600, false, 0.5, true),
  subaru: style("Subaru", "003399", "hexagon", "sans", 700, true, 2, true),
  omoda: style("Omoda", "23303d", "octagon", "geometric", 300, true, 4),
  jaecoo: style("Jaecoo", "2f4a3a", "octagon", "geometric", 600, true, 3),
};

/** Colours and badges for a brand the table does not know yet (picked by a hash of its slug). */
const SPARE_COLOURS = ["1e3a8a", "065f46", "7c2d12", "4c1d95", "0f766e", "9f1239", "334155", "a16207"];
const SPARE_BADGES: BadgeShape[] = ["circle", "square", "hexagon", "octagon"];

/** The style of this brand; an unknown slug gets its name spelled from the slug and a stable colour. */
export function brandStyleOf(slug: string): BrandStyle {
  const known = BRAND_STYLES[slug];
  if (known) return known;
  let hash = 0;
  for (const ch of slug) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const name = slug
    .split("-")
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(" ");
  return style(
    name || "?",
    SPARE_COLOURS[hash % SPARE_COLOURS.length]!,
    SPARE_BADGES[(hash >>> 3) % SPARE_BADGES.length]!,
    "sans",
    700,
    true,
    1.5,
  );
}
