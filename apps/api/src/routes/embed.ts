// Embed mode's own calls (SPEC §7; docs/embed.md): the partner's public look (GET /v3/embed-config) and
// the contact lead made in a partner's frame (POST /v3/embed-contact-lead, in routes/leads.ts).
import { createRoute, z } from "@hono/zod-openapi";
import type { Db } from "@vhs/db/client.ts";
import { EMBED_SCREENS, EMBED_TOKEN_REFUSED } from "@vhs/domain/embed.ts";
import { errorJson } from "../lib/errors.ts";
import { router } from "../lib/openapi.ts";
import { partnerOf, publicConfig } from "../lib/partners.ts";
import { ErrorSchema } from "../lib/schemas.ts";

const EmbedConfigSchema = z
  .object({
    partner: z.string().openapi({ description: "Klucz partnera", example: "auto-nowak" }),
    name: z.string().openapi({ example: "Auto Nowak Sp. z o.o." }),
    origins: z.array(z.string()).openapi({ description: "Strony, które mogą osadzać serwis w ramce" }),
    look: z.object({
      logoUrl: z.string().optional(),
      primary: z.string().openapi({ example: "#14532d" }),
      onPrimary: z.string().openapi({ example: "#ffffff" }),
    }),
    screens: z.array(z.enum(EMBED_SCREENS)),
  })
  .openapi("EmbedConfig");

export const embedConfigRoute = createRoute({
  method: "get",
  path: "/v3/embed-config",
  tags: ["embed"],
  summary: "Wygląd i ekrany partnera osadzającego serwis (bez danych kontaktowych partnera)",
  request: {
    query: z.object({
      token: z
        .string()
        .regex(/^[A-Za-z0-9_-]{8,128}$/)
        .openapi({ description: "Token klienta osadzenia (partnera)" }),
    }),
  },
  responses: {
    200: {
      description: "Konfiguracja partnera",
      content: { "application/json": { schema: EmbedConfigSchema } },
    },
    403: {
      description: "Nieznany lub wycofany token",
      content: { "application/json": { schema: ErrorSchema } },
    },
  },
});

export function embedRoutes(_db: Db) {
  const app = router();
  app.openapi(embedConfigRoute, (c) => {
    const p = partnerOf(c);
    if (!p) return errorJson(c, 403, EMBED_TOKEN_REFUSED) as never;
    return c.json(publicConfig(p), 200, { "Cache-Control": "private, max-age=60" });
  });
  return app;
}
