import { parseColour, type Rgb } from "./contrast.ts";

// The site's design tokens are the `@theme` blocks of app/theme.css (Tailwind 4): read from the CSS itself,
// so the components page and the contrast test can never disagree with what the pages use.

/** `--name: value;` declarations of a stylesheet's `@theme { … }` blocks (or of any CSS, when it has none). */
export function themeVariables(css: string): Map<string, string> {
  const out = new Map<string, string>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "");
  const blocks = [...withoutComments.matchAll(/@theme[^{]*\{([^}]*)\}/g)].map((m) => m[1] ?? "");
  for (const block of blocks.length ? blocks : [withoutComments]) {
    for (const m of block.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g))
      out.set(m[1] as string, (m[2] as string).trim());
  }
  return out;
}

/** A token's value with `var(--x)` references followed through `own`, then Tailwind's `defaults`. */
export function resolveVariable(
  name: string,
  own: Map<string, string>,
  defaults: Map<string, string>,
): string | null {
  let value = own.get(name) ?? defaults.get(name) ?? null;
  for (let hops = 0; value && hops < 5; hops++) {
    const ref = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
    if (!ref) return value;
    value = own.get(ref) ?? defaults.get(ref) ?? null;
  }
  return value;
}

export interface ColourToken {
  /** The Tailwind name used in classes: `brand-700`, `danger-700`… */
  name: string;
  /** As written in theme.css (a hex value, or a reference to Tailwind's palette). */
  declared: string;
  rgb: Rgb;
}

/** The colour tokens theme.css declares, in their order there, with their resolved sRGB values. */
export function colourTokens(appCss: string, tailwindTheme: string): ColourToken[] {
  const own = themeVariables(appCss);
  const defaults = themeVariables(tailwindTheme);
  const tokens: ColourToken[] = [];
  for (const [variable, declared] of own) {
    if (!variable.startsWith("--color-")) continue;
    const value = resolveVariable(variable, own, defaults);
    const rgb = value ? parseColour(value) : null;
    if (!rgb) throw new Error(`${variable}: cannot read the colour ${declared}`);
    tokens.push({ name: variable.slice("--color-".length), declared, rgb });
  }
  return tokens;
}

/** A Tailwind palette colour (`slate-600`) from its theme, for the neutral shades the site uses directly. */
export function paletteColour(tailwindTheme: string, name: string): Rgb {
  const value = themeVariables(tailwindTheme).get(`--color-${name}`);
  const rgb = value ? parseColour(value) : null;
  if (!rgb) throw new Error(`--color-${name} is not in Tailwind's theme`);
  return rgb;
}

/**
 * What each colour is for, which sets the contrast it needs against white (WCAG 2.1 AA): text 4.5:1, the
 * border of a control or a focus ring 3:1, a background tint nothing (the text on it is checked in
 * TINT_PAIRS). Every token of theme.css has a role here (the unit test says so); the neutral shades are
 * Tailwind's slate, used directly by the pages.
 */
export type ColourRole = "text" | "border" | "background";

export const COLOUR_ROLES: Record<string, ColourRole[]> = {
  "brand-50": ["background"],
  "brand-100": ["background"],
  "brand-600": ["text", "border"],
  "brand-700": ["text", "border", "background"],
  "brand-800": ["text", "border", "background"],
  "success-50": ["background"],
  "success-800": ["text"],
  "warning-50": ["background"],
  "warning-900": ["text"],
  "danger-50": ["background"],
  "danger-700": ["text", "border"],
  "danger-800": ["text"],
  "danger-900": ["text"],
};

/** The neutral shades (Tailwind's slate) the pages use, with their roles. */
export const NEUTRAL_ROLES: Record<string, ColourRole[]> = {
  "slate-500": ["border"],
  "slate-600": ["text"],
  "slate-700": ["text"],
  "slate-900": ["text"],
};

/** Text on a tint, as the labels, badges and error boxes pair them: [text, background]. */
export const TINT_PAIRS: [string, string][] = [
  ["brand-800", "brand-50"],
  ["success-800", "success-50"],
  ["warning-900", "warning-50"],
  ["danger-700", "danger-50"],
  ["danger-800", "danger-50"],
  ["danger-900", "danger-50"],
];

/** The least contrast against white a colour of these roles needs. */
export function requiredContrast(roles: ColourRole[]): number {
  if (roles.includes("text")) return 4.5;
  if (roles.includes("border")) return 3;
  return 1;
}
