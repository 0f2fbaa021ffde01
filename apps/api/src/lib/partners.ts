// Embed partners as the API sees them (docs/embed.md): a call that carries `?token=` is made for a
// partner's frame. Every such call is checked: an unknown or revoked token is refused with 403 before any
// route runs, and a known one is available to the routes (the embed lead, the embed config).
import type { Db } from "@vhs/db/client.ts";
import { partners } from "@vhs/db/schema/partners.ts";
import { EMBED_TOKEN_REFUSED, type EmbedConfig } from "@vhs/domain/embed.ts";
import { CROSS_SITE_REFUSED, isAllowedOrigin, isStateChanging } from "@vhs/domain/request-origin.ts";
import { eq } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { errorJson } from "./errors.ts";

export type Partner = typeof partners.$inferSelect;

/** The active partner of a token, or null (unknown, revoked, malformed). */
/** What an embed token looks like (the web's validEmbedToken agrees). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{8,128}$/;

export async function activePartner(db: Db, token: string): Promise<Partner | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db.select().from(partners).where(eq(partners.token, token)).limit(1);
  return row?.active ? row : null;
}

/** What a browser may see of a partner: no token, no lead e-mail. */
export function publicConfig(p: Partner): EmbedConfig {
  return { partner: p.id, name: p.name, origins: p.origins, look: p.look, screens: p.screens };
}

const PARTNER_KEY = "embedPartner";

/** Refuses every call whose `token` is not an active partner's; keeps the partner for the routes. */
export function embedTokenGuard(db: Db): MiddlewareHandler {
  return async (c, next) => {
    const tokens = c.req.queries("token");
    if (!tokens) return next();
    // A token that cannot be one is bad input naming its field (422); a well-formed one that is no active
    // partner's is refused (403).
    if (tokens.length !== 1 || !TOKEN_SHAPE.test(tokens[0]!)) {
      const message = "Token partnera to 8–128 liter, cyfr, znaków „-” lub „_”.";
      return c.json(
        {
          error: true,
          message: `Nieprawidłowe pole „token”: ${message}`,
          fields: [{ field: "token", message }],
        },
        422,
        { "Cache-Control": "no-store" },
      );
    }
    const partner = await activePartner(db, tokens[0]!);
    if (!partner) {
      const res = errorJson(c, 403, EMBED_TOKEN_REFUSED);
      res.headers.set("Cache-Control", "no-store");
      return res;
    }
    c.set(PARTNER_KEY as never, partner as never);
    return next();
  };
}

/** The partner of this call (the guard checked it), or null when it carries no token. */
export function partnerOf(c: Context): Partner | null {
  return (c.get(PARTNER_KEY as never) as Partner | undefined) ?? null;
}

/**
 * Writes from a browser on another site are refused (403): same-origin and same-site pass, an embed
 * partner's own page passes for calls with its token, and calls with no browser headers (the web's own
 * server-side calls, payment callbacks) pass. Runs after the token guard.
 */
export function crossSiteGuard(ownHosts: () => readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (!isStateChanging(c.req.method)) return next();
    const partner = partnerOf(c);
    const host = c.req.header("host");
    const allowed = isAllowedOrigin(c.req.raw.headers, {
      ownHosts: host ? [...ownHosts(), host] : ownHosts(),
      allowedOrigins: partner?.origins ?? [],
    });
    if (allowed) return next();
    const res = errorJson(c, 403, CROSS_SITE_REFUSED);
    res.headers.set("Cache-Control", "no-store");
    return res;
  };
}
