// Embed mode (SPEC §2, §4, §6; docs/embed.md): the rules the browser needs too, free of Zod so that the
// page's first-load code stays small. The schemas are in embed.ts.

export const EMBED_SCREENS = ["catalogue", "calculator", "contact"] as const;
export type EmbedScreen = (typeof EMBED_SCREENS)[number];

/** Where each screen a partner may show lives, and its name in the frame's menu. */
export const EMBED_SCREEN_LINKS: Record<EmbedScreen, { path: string; label: string }> = {
  catalogue: { path: "/wyszukaj", label: "Samochody" },
  calculator: { path: "/kalkulator-leasingowy", label: "Kalkulator leasingu" },
  contact: { path: "/formularz/contact", label: "Kontakt" },
};

/** What a browser may learn about a partner (GET /v3/embed-config): never the token's owner's e-mail. */
export interface EmbedConfig {
  partner: string;
  name: string;
  origins: string[];
  look: { logoUrl?: string | undefined; primary: string; onPrimary: string };
  screens: EmbedScreen[];
}

/** Embed mode is on when the first label of the host is the embed label (SPEC §4). */
export function isEmbedHost(host: string, label: string): boolean {
  const name = host.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  return name.includes(".") && name.split(".")[0] === label.toLowerCase();
}

/** The refusal of an unknown or revoked embed token (HTTP 403). */
export const EMBED_TOKEN_REFUSED =
  "Nieprawidłowy lub wycofany token partnera. Skontaktuj się z opiekunem programu partnerskiego.";

/** Embed posts debounce (SPEC §9). */
export const EMBED_POST_DEBOUNCE_MS = 200;

/** A message of the frame to its parent: 1 (page start, reset) or the content's height and path. */
export type EmbedMessage = 1 | { height: number; path: string };
