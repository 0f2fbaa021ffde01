// Embed mode (SPEC §2, §4, §6; docs/embed.md): partners show parts of the site in a frame on their own
// pages. Pure rules shared by the database seed, the API and the web: what a partner file holds, when a
// host is an embed host, which origins count, and the messages the frame sends to its parent.
import { z } from "zod";

export const EMBED_SCREENS = ["catalogue", "calculator", "contact"] as const;
export type EmbedScreen = (typeof EMBED_SCREENS)[number];

/** Where each screen a partner may show lives, and its name in the frame's menu. */
export const EMBED_SCREEN_LINKS: Record<EmbedScreen, { path: string; label: string }> = {
  catalogue: { path: "/wyszukaj", label: "Samochody" },
  calculator: { path: "/kalkulator-leasingowy", label: "Kalkulator leasingu" },
  contact: { path: "/formularz/contact", label: "Kontakt" },
};

/** `scheme://host[:port]` as browsers send it in `Origin`, or null. */
export function normaliseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    return url.origin;
  } catch {
    return null;
  }
}

const origin = z.string().refine((s) => normaliseOrigin(s) === s, "an origin such as https://www.example.pl");
const colour = z.string().regex(/^#[0-9a-f]{6}$/i, "a colour such as #0a66a8");

/** One partner of content/partners.yaml. */
export const partnerFileSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{2,40}$/),
  name: z.string().min(2).max(120),
  token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, "16–128 letters, digits, '-' or '_'"),
  active: z.boolean().default(true),
  origins: z.array(origin).min(1),
  look: z.object({
    logoUrl: z.string().url().optional(),
    primary: colour,
    onPrimary: colour,
  }),
  screens: z.array(z.enum(EMBED_SCREENS)).min(1),
  leadEmail: z.string().email(),
  /** A demonstration partner: EMBED_DEMO_ORIGINS adds origins to it (a local test page). */
  demo: z.boolean().default(false),
});
export type PartnerFile = z.infer<typeof partnerFileSchema>;

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

const sizeMessage = z.object({
  height: z.number().int().min(0).max(100_000),
  path: z
    .string()
    .regex(/^\/(?![/\\])/, "a path of the site")
    .max(2048),
});

/** Reads a message the parent received; anything else is null (the parent ignores it). */
export function parseEmbedMessage(data: unknown): EmbedMessage | null {
  if (data === 1) return 1;
  const parsed = sizeMessage.safeParse(data);
  return parsed.success ? parsed.data : null;
}
