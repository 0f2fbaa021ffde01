import tailwindTheme from "tailwindcss/theme.css?raw";
import themeCss from "../theme.css?raw";
import { contrastRatio, toHex, WHITE } from "./contrast.ts";
import {
  COLOUR_ROLES,
  type ColourRole,
  colourTokens,
  NEUTRAL_ROLES,
  paletteColour,
  requiredContrast,
  themeVariables,
} from "./design-tokens.ts";

// The components page's tokens, read from the stylesheets at build time (?raw): only the server build
// carries the CSS text; the page receives the computed values as loader data.

export interface PaletteEntry {
  name: string;
  /** As written in app.css; null for Tailwind's own shades. */
  declared: string | null;
  hex: string;
  roles: ColourRole[];
  /** Against white, rounded to two places. */
  contrast: number;
  required: number;
}

export interface TypeStep {
  token: string;
  /** rem, as the theme says. */
  size: string;
}

export interface DesignTokens {
  palette: PaletteEntry[];
  neutrals: PaletteEntry[];
  typeScale: TypeStep[];
  /** The spacing unit (`--spacing`): every p-/m-/gap- step is a multiple of it. */
  spacing: string;
  shadows: { token: string; value: string }[];
}

const round2 = (x: number) => Math.round(x * 100) / 100;

function entry(name: string, declared: string | null, rgb: [number, number, number], roles: ColourRole[]) {
  return {
    name,
    declared,
    hex: toHex(rgb),
    roles,
    contrast: round2(contrastRatio(rgb, WHITE)),
    required: requiredContrast(roles),
  };
}

export function designTokens(): DesignTokens {
  const own = themeVariables(themeCss);
  const defaults = themeVariables(tailwindTheme);
  const palette = colourTokens(themeCss, tailwindTheme).map((t) =>
    entry(t.name, t.declared, t.rgb, COLOUR_ROLES[t.name] ?? ["background"]),
  );
  const neutrals = Object.entries(NEUTRAL_ROLES).map(([name, roles]) =>
    entry(name, null, paletteColour(tailwindTheme, name), roles),
  );
  const typeScale = ["xs", "sm", "base", "lg", "xl", "2xl", "3xl", "4xl"].map((step) => ({
    token: `text-${step}`,
    size: defaults.get(`--text-${step}`) ?? "",
  }));
  const shadows = [...own]
    .filter(([k]) => k.startsWith("--shadow-"))
    .map(([token, value]) => ({ token, value }));
  return { palette, neutrals, typeScale, spacing: defaults.get("--spacing") ?? "0.25rem", shadows };
}
