import { createRoute, z } from "@hono/zod-openapi";
import type { DbHandle } from "@vhs/db/client.ts";
import { router } from "../lib/openapi.ts";
import { json } from "../lib/schemas.ts";

const Health = z.object({ status: z.enum(["ok", "unavailable"]) }).openapi("Health");

export function systemRoutes(handle: DbHandle) {
  return router()
    .openapi(
      createRoute({
        method: "get",
        path: "/healthz",
        tags: ["system"],
        summary: "Proces działa",
        responses: { 200: json(Health, "Proces odpowiada") },
      }),
      (c) => c.json({ status: "ok" as const }, 200),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/readyz",
        tags: ["system"],
        summary: "Baza danych odpowiada",
        responses: {
          200: json(Health, "Gotowy do obsługi ruchu"),
          503: json(Health, "Baza danych nie odpowiada"),
        },
      }),
      async (c) =>
        (await handle.ping())
          ? c.json({ status: "ok" as const }, 200)
          : c.json({ status: "unavailable" as const }, 503),
    );
}
