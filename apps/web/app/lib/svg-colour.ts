// Colour arithmetic for the drawn pictures (car-drawing.ts, brand-mark.ts): shades derived from one
// paint colour, so a car or a badge of any colour gets consistent light, shadow and contrast.

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const n = Number.parseInt(hex, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `hex` ("rrggbb") moved by `t` (0…1) towards `towards` ("rrggbb"), as "#rrggbb". */
export function mix(hex: string, towards: string, t: number): string {
  const a = rgbOf(hex);
  const b = rgbOf(towards);
  return `#${a
    .map((v, i) =>
      Math.round(v + (b[i]! - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Relative luminance (WCAG) of "rrggbb", 0 (black) … 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
