import { randomUUID } from "node:crypto";
import type { DbHandle } from "@vhs/db/client.ts";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { readIntegrationsConfig } from "./integrations/config.ts";
import { benchmarkLookup } from "./lib/benchmark-lookup.ts";
import { errorJson } from "./lib/errors.ts";
import { log } from "./lib/log.ts";
import { payerEmailOf } from "./lib/offer-service.ts";
import { router } from "./lib/openapi.ts";
import { type Keyring, readKeyring } from "./lib/order-crypto.ts";
import { crossSiteGuard, embedTokenGuard } from "./lib/partners.ts";
import { renderReference } from "./lib/reference.ts";
import { catalogRoutes } from "./routes/catalog.ts";
import { type ChatOptions, chatRoutes } from "./routes/chat.ts";
import { chatOperatorRoutes } from "./routes/chat-operator.ts";
import { type ClientErrorsOptions, clientErrorRoutes } from "./routes/client-errors.ts";
import { contentRoutes } from "./routes/content.ts";
import { contentPdfRoutes } from "./routes/content-pdf.ts";
import { type DigitalOrderOptions, digitalOrderRoutes } from "./routes/digital-order.ts";
import { embedRoutes } from "./routes/embed.ts";
import { investorRoutes } from "./routes/investors.ts";
import { type LeadsOptions, leadsRoutes } from "./routes/leads.ts";
import { leasingRoutes } from "./routes/leasing.ts";
import { isOfferUploadPath, type OfferFilesOptions, offerFilesRoutes } from "./routes/offer-files.ts";
import { type OfferPaymentsOptions, offerPaymentsRoutes } from "./routes/offer-payments.ts";
import { type OffersOptions, offerRoutes } from "./routes/offers.ts";
import { maskOfferPath } from "./routes/offers-common.ts";
import { publishingRoutes } from "./routes/publishing.ts";
import { siteRoutes } from "./routes/site.ts";
import { systemRoutes } from "./routes/system.ts";

// Zod speaks Polish everywhere in the API: every validation message a client sees.
z.config(z.locales.pl());

export interface ApiOptions {
  /** Where the app is mounted (e.g. "/api"), for the OpenAPI servers list and links. */
  basePath?: string;
  bodyLimitBytes?: number;
  /** imagin.studio customer key (IMAGIN_CUSTOMER) for car pictures; none = the site draws its own. */
  imaginCustomer?: string | undefined;
  /** CONTENT_PREVIEW_TOKEN: lets editors preview unpublished landing pages; none = no previews. */
  contentPreviewToken?: string | undefined;
  /** PUBLIC_ORIGIN: the site's address, for absolute links in generated documents (default localhost:3000). */
  publicOrigin?: string | undefined;
  /** Online order: integrations, keys and clock (default: read from the environment). */
  digitalOrder?: DigitalOrderOptions;
  /** The contact, notify, dealer and partner forms: integrations, clock, limits (default: from the environment). */
  leads?: LeadsOptions;
  /** Offers by unique link: SMS, PINs, keys and clock (default: from the environment; the order's keyring). */
  offers?: OffersOptions;
  /** An offer's documents: storage, keyring, clock (default: from the environment). */
  offerFiles?: OfferFilesOptions;
  /** Paying an offer's initial fee online: provider, clock (default: from the environment). */
  offerPayments?: OfferPaymentsOptions;
  /** Browser error reports: clock and limits (default: 30 per visitor's address in 10 minutes). */
  clientErrors?: ClientErrorsOptions;
  /** The chat widget: the team's messaging integration, clock, limits (default: from the environment). */
  chat?: ChatOptions;
  /** The site runs in its sandbox, e.g. its opinions are examples (default: BANK_PROVIDER=sandbox). */
  sandbox?: boolean;
  /** The reference rate's fixing: how long a looked-up one is reused (default 0, every answer; lib/benchmark-lookup.ts). */
  benchmarkTtlMs?: number;
}

/** Headers for every API answer: JSON only, never framed, never sniffed. */
const API_HEADERS: Record<string, string> = {
  "Content-Security-Policy":
    "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Cache-Control": "no-store",
};

/** Builds the API. Tests call `app.request()`; servers call `app.fetch`. */
export function createApiApp(handle: DbHandle, options: ApiOptions = {}) {
  const base = options.basePath ?? "";
  const app = router();

  app.use(async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    c.set("requestId", requestId);
    await next();
    for (const [k, v] of Object.entries(API_HEADERS)) if (!c.res.headers.has(k)) c.res.headers.set(k, v);
    c.res.headers.set("X-Request-Id", requestId);
    log("info", "api request", {
      requestId,
      method: c.req.method,
      path: maskOfferPath(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });

  const limitBody = bodyLimit({
    maxSize: options.bodyLimitBytes ?? 1_048_576,
    onError: (c) => errorJson(c, 413, "Treść żądania jest zbyt duża."),
  });
  // Uploads stream under their own limit (10 MB per file), counted by the route itself.
  app.use((c, next) => (isOfferUploadPath(c.req.path) ? next() : limitBody(c, next)));

  // A call made for a partner's frame (?token=) is refused unless the token is an active partner's.
  app.use(embedTokenGuard(handle.db));
  // Writes from a browser on another site are refused; an embed partner's page may write with its token.
  const ownHosts = options.publicOrigin ? [new URL(options.publicOrigin).host] : [];
  app.use(crossSiteGuard(() => ownHosts));
  app.route("/", systemRoutes(handle));
  app.route("/", embedRoutes(handle.db));
  // One reference-rate lookup for the calculator, the orders and the offers.
  const benchmark = benchmarkLookup(handle.db, options.benchmarkTtlMs ?? 0);
  // The sandbox bank is the switch of the test environment: its opinions are shown as examples.
  const sandbox = options.sandbox ?? readIntegrationsConfig().BANK_PROVIDER === "sandbox";
  app.route("/", siteRoutes(handle.db, { sandbox }));
  app.route("/", leasingRoutes(handle.db, { benchmark }));
  app.route("/", contentRoutes(handle.db, { previewToken: options.contentPreviewToken }));
  app.route(
    "/",
    contentPdfRoutes(handle.db, { publicOrigin: options.publicOrigin ?? "http://localhost:3000" }),
  );
  app.route("/", publishingRoutes(handle.db));
  app.route(
    "/",
    investorRoutes(handle.db, { publicOrigin: options.publicOrigin ?? "http://localhost:3000" }),
  );
  app.route("/", catalogRoutes(handle.db, { imaginCustomer: options.imaginCustomer }));
  app.route("/", digitalOrderRoutes(handle.db, { benchmark, ...options.digitalOrder }));
  app.route("/", leadsRoutes(handle.db, options.leads));
  app.route("/", clientErrorRoutes(handle.db, options.clientErrors));
  app.route(
    "/",
    offerRoutes(handle.db, {
      publicOrigin: options.publicOrigin,
      keyring: options.digitalOrder?.keyring,
      benchmark,
      ...options.offers,
    }),
  );
  app.route("/", offerFilesRoutes(handle.db, options.offerFiles));
  app.route("/", chatRoutes(handle.db, { publicOrigin: options.publicOrigin, ...options.chat }));
  app.route("/", chatOperatorRoutes(handle.db, { now: options.chat?.now }));
  // The offers' keyring, read once when a payment first needs it (the environment's, unless given).
  let keyring: Keyring | undefined;
  const offerKeyring = () =>
    (keyring ??= options.offers?.keyring ?? options.digitalOrder?.keyring ?? readKeyring());
  app.route(
    "/",
    offerPaymentsRoutes(handle.db, {
      publicOrigin: options.publicOrigin,
      // Przelewy24 needs the payer's e-mail: the one the customer gave on the offer.
      payerEmail: (offer) => payerEmailOf(offerKeyring(), offer),
      ...options.offerPayments,
    }),
  );

  app.doc31("/openapi.json", {
    openapi: "3.1.0",
    info: { title: "API serwisu Leasingowo", version: "1.0.0" },
    servers: [{ url: base || "/" }],
  });
  app.get("/docs", (c) => {
    const doc = app.getOpenAPI31Document({
      openapi: "3.1.0",
      info: { title: "API serwisu Leasingowo", version: "1.0.0" },
    });
    return c.html(renderReference(doc as never, base));
  });

  app.notFound((c) => errorJson(c, 404, "Nie znaleziono zasobu."));
  app.onError((err, c) => {
    if (err instanceof HTTPException) {
      const status = err.status;
      if (status === 400)
        return errorJson(c, 400, "Nieprawidłowa treść żądania (oczekiwano poprawnego JSON).");
      if (status === 413) return errorJson(c, 413, "Treść żądania jest zbyt duża.");
      if (status < 500) return c.json({ error: true, message: "Nieprawidłowe żądanie." }, status);
    }
    log("error", "api unhandled error", {
      requestId: c.get("requestId"),
      path: maskOfferPath(c.req.path),
      error: err instanceof Error ? err.name : "unknown",
      detail: err instanceof Error ? err.message.slice(0, 200) : undefined,
    });
    return errorJson(c, 500, "Wystąpił błąd serwera. Spróbuj ponownie za chwilę.");
  });

  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
