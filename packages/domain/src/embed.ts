// Embed mode (SPEC §2, §4, §6; docs/embed.md): partners show parts of the site in a frame on their own
// pages. Pure rules shared by the database seed, the API and the web: what a partner file holds, when a
// host is an embed host, which origins count, and the messages the frame sends to its parent.
import { z } from "zod";
import { EMBED_SCREENS, type EmbedMessage } from "./embed-constants.ts";

export * from "./embed-constants.ts";

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
