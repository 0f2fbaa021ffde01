// Errors thrown in visitors' browsers (window `error`, `unhandledrejection`, React's error boundary), sent
// by the site's /srv/client-error. Each report is validated, counted against a per-visitor limit, scrubbed
// of personal data once more (the browser already did; it is not to be trusted) and written as one
// structured log line, where the team's log search finds it (docs/integrations.md, "Browser errors").
import { createRoute, z } from "@hono/zod-openapi";
import type { Db } from "@vhs/db/client.ts";
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS, cleanReport } from "@vhs/domain/client-error.ts";
import { type Clock, systemClock } from "../integrations/support.ts";
import { clientAddressOf } from "../lib/client-address.ts";
import { log } from "../lib/log.ts";
import { router } from "../lib/openapi.ts";
import { createRateLimiter, rateKey, retryAfterText } from "../lib/rate-limit.ts";
import { ErrorSchema } from "../lib/schemas.ts";

export interface ClientErrorLimits {
  /** Reports per visitor's address (all visitors without a known address share one counter). */
  perAddress: { limit: number; windowMs: number };
}

export const DEFAULT_CLIENT_ERROR_LIMITS: ClientErrorLimits = {
  perAddress: { limit: 30, windowMs: 10 * 60 * 1000 },
};

export interface ClientErrorsOptions {
  now?: Clock;
  limits?: ClientErrorLimits;
}

const text = (max: number, description: string) => z.string().trim().min(1).max(max).openapi({ description });

export const ClientErrorRequest = z
  .object({
    kind: z
      .enum(CLIENT_ERROR_KINDS)
      .openapi({ description: "Skąd błąd: `error`, `unhandledrejection`, `boundary`" }),
    message: text(CLIENT_ERROR_LIMITS.message, "Komunikat błędu"),
    stack: z
      .string()
      .max(CLIENT_ERROR_LIMITS.stack)
      .optional()
      .openapi({ description: "Stos wywołań (skrócony)" }),
    path: z
      .string()
      .max(CLIENT_ERROR_LIMITS.path)
      .regex(/^\/[^?#]*$/, "Ścieżka strony musi zaczynać się od „/” i nie może mieć parametrów.")
      .openapi({ description: "Ścieżka strony bez zapytania, np. `/wyszukaj`" }),
    version: text(CLIENT_ERROR_LIMITS.version, "Wersja (build) strony, z której przyszło zgłoszenie"),
    userAgent: text(CLIENT_ERROR_LIMITS.userAgent, "Przeglądarka (User-Agent)"),
  })
  .openapi("ClientErrorRequest");

const ClientErrorAccepted = z
  .object({ accepted: z.literal(true), id: z.string().openapi({ description: "Identyfikator zgłoszenia" }) })
  .openapi("ClientErrorAccepted");

const errorContent = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorSchema } },
});

const reportRoute = createRoute({
  method: "post",
  path: "/v3/client-error",
  tags: ["system"],
  summary: "Zgłoszenie błędu z przeglądarki (bez danych osobowych)",
  request: { body: { required: true, content: { "application/json": { schema: ClientErrorRequest } } } },
  responses: {
    202: {
      description: "Zgłoszenie przyjęte i zapisane w dzienniku",
      content: { "application/json": { schema: ClientErrorAccepted } },
    },
    422: errorContent("Nieprawidłowe dane (pole wskazane w `fields`)"),
    429: errorContent("Za dużo zgłoszeń z tego adresu; nagłówek Retry-After mówi, kiedy wolno"),
  },
});

export function clientErrorRoutes(db: Db, options: ClientErrorsOptions = {}) {
  const now = options.now ?? systemClock;
  const limits = options.limits ?? DEFAULT_CLIENT_ERROR_LIMITS;
  const limiter = createRateLimiter(db, {
    now,
    onSweepError: (e) => log("warn", "rate-limit sweep failed", { error: (e as Error).name }),
  });
  const app = router();

  app.openapi(reportRoute, async (c) => {
    const body = c.req.valid("json");
    const address = clientAddressOf(c.env) ?? "unknown";
    const decision = await limiter.hit([
      { key: rateKey("client-error", "addr", address), ...limits.perAddress },
    ]);
    if (!decision.allowed) {
      const message = `Wysłano zbyt wiele zgłoszeń błędów. Spróbuj ponownie ${retryAfterText(decision.retryAfterSeconds)}.`;
      return c.json({ error: true as const, message }, 429, {
        "Retry-After": String(decision.retryAfterSeconds),
      });
    }
    const report = cleanReport(body);
    const id = c.get("requestId");
    // Warn: seen with the production log level; the fields hold no personal data (scrubbed above).
    log("warn", "client error", { requestId: id, ...report });
    return c.json({ accepted: true as const, id }, 202);
  });

  return app;
}
