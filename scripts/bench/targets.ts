// What `npm run bench` loads (pages and API endpoints, with the setups some need) and the bars it holds
// them to, from ../shared/QUALITY.md. Later work adds its pages and endpoints here.
import { offerSetups } from "./offer-setup.ts";
import { orderSetups } from "./order-setup.ts";

// ── What to load ────────────────────────────────────────────────────────────────────────────
// Later work adds its pages and endpoints here. A target that answers 404 at warm-up is
// skipped with a note, so a target may be added before its route exists.
//   bar: which QUALITY.md bar applies — "page" (SSR throughput ratio and p99 at half
//   capacity; the default for pages), "lookup" / "list" / "write" (API p95 at half capacity),
//   or "none".
//   expectStatus: the status a healthy answer has (default: any 2xx).
//   headers: sent with every request; `[<id>]` in a header or the body becomes a new id per request.
//   setup: run once against the started site before the probe (e.g. to make an order); what it
//   answers replaces `path` and `body` and is merged into `headers`. `path` then only names the
//   target in the tables. A setup that fails skips the target with a note.
export interface Target {
  name: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  setup?: (base: string) => Promise<{ path?: string; headers?: Record<string, string>; body?: unknown }>;
  kind: "page" | "api";
  bar?: "page" | "lookup" | "list" | "write" | "none";
  expectStatus?: number;
  /** A list page of 24 cards: its uncompressed HTML is held to HTML_LIST_BAR_KB. */
  list24?: boolean;
}

/** The HTML of a page listing 24 cars, uncompressed, at most this many KB (of 1 000 bytes): a phone's first page. */
export const HTML_LIST_BAR_KB = 60;

export const TARGETS: Target[] = [
  { name: "home", method: "GET", path: "/", kind: "page" },
  { name: "about", method: "GET", path: "/o-nas", kind: "page" },
  { name: "not-found", method: "GET", path: "/nie-ma-takiej-strony", kind: "page", expectStatus: 404 },
  { name: "search-page", method: "GET", path: "/wyszukaj", kind: "page", list24: true },
  {
    name: "search-filtered",
    method: "GET",
    path: "/wyszukaj?body=kombi&fuel=diesel",
    kind: "page",
    list24: true,
  },
  { name: "brand-page", method: "GET", path: "/samochody/skoda", kind: "page" },
  { name: "model-page", method: "GET", path: "/samochody/skoda/octavia", kind: "page" },
  // The same pages rendered afresh for every request (the page cache bypassed, docs/decisions/004),
  // as a visitor with their own parameters or a cold page gets them: held to the page bars too.
  {
    name: "search-page-render",
    method: "GET",
    path: "/wyszukaj",
    kind: "page",
    headers: { "Cache-Control": "no-cache" },
    list24: true,
  },
  {
    name: "home-render",
    method: "GET",
    path: "/",
    kind: "page",
    headers: { "Cache-Control": "no-cache" },
  },
  {
    name: "brand-page-render",
    method: "GET",
    path: "/samochody/skoda",
    kind: "page",
    headers: { "Cache-Control": "no-cache" },
  },
  {
    name: "search-filtered-render",
    method: "GET",
    path: "/wyszukaj?body=kombi&fuel=diesel",
    kind: "page",
    headers: { "Cache-Control": "no-cache" },
    list24: true,
  },
  {
    name: "model-page-render",
    method: "GET",
    path: "/samochody/skoda/octavia",
    kind: "page",
    headers: { "Cache-Control": "no-cache" },
  },
  { name: "calculator", method: "GET", path: "/kalkulator-leasingowy", kind: "page" },
  // The floor: the site's smallest page (19 KB, no API call: the visitor's leasing parameters), rendered.
  // What it costs is what every page costs before its own content (docs/benchmarks.md, "The floor").
  {
    name: "floor",
    method: "GET",
    path: "/parametry-leasingu",
    kind: "page",
    headers: { "Cache-Control": "no-cache" },
    bar: "none",
  },
  // Content pages (text from content/, rendered by the API): catalogue-class pages in the budgets.
  { name: "contact", method: "GET", path: "/kontakt", kind: "page" },
  { name: "offer-firms", method: "GET", path: "/oferta/dla-przedsiebiorcy", kind: "page" },
  { name: "customer-service", method: "GET", path: "/obsluga-klienta", kind: "page" },
  // The blog, the press office and investor relations (docs/publishing.md): content-class pages.
  { name: "blog-home", method: "GET", path: "/moto", kind: "page" },
  { name: "blog-category", method: "GET", path: "/moto/kategoria/testy", kind: "page" },
  {
    name: "blog-article",
    method: "GET",
    path: "/moto/artykul/limity-leasingu-2026-100-150-225-tys-zl",
    kind: "page",
  },
  { name: "current-reports", method: "GET", path: "/komunikaty", kind: "page" },
  {
    name: "blog-search",
    method: "GET",
    path: "/api/blog/search?search=samochod%C3%B3w%20elektrycznych",
    kind: "api",
    bar: "list",
  },
  { name: "document", method: "GET", path: "/api/document?slug=rodo", kind: "api", bar: "lookup" },
  { name: "faq", method: "GET", path: "/api/v3/faq", kind: "api", bar: "lookup" },
  { name: "healthz", method: "GET", path: "/api/healthz", kind: "api" },
  { name: "readyz", method: "GET", path: "/api/readyz", kind: "api", bar: "lookup" },
  { name: "menu-brands", method: "GET", path: "/api/v3/menu-brands", kind: "api", bar: "lookup" },
  { name: "meta-tags", method: "POST", path: "/api/v3/meta-tags?url=/", kind: "api", bar: "lookup" },
  { name: "cars", method: "GET", path: "/api/v3/cars/", kind: "api", bar: "list" },
  { name: "search", method: "GET", path: "/api/v3/search/", kind: "api", bar: "list" },
  // Catalogue list and search shapes for the growth runs (--variants 2000,20000,200000): a filter
  // with facets, a price range sorted by price, a deep page, a text search with a body type read
  // from the text, and the models list with and without a price filter.
  {
    name: "cars-filtered",
    method: "GET",
    path: "/api/v3/cars/?brand=toyota&body=suv&facets=1",
    kind: "api",
    bar: "list",
  },
  {
    name: "cars-price",
    method: "GET",
    path: "/api/v3/cars/?sort=price-asc&priceMin=80000&priceMax=200000&facets=1",
    kind: "api",
    bar: "list",
  },
  { name: "cars-deep", method: "GET", path: "/api/v3/cars/?page=80", kind: "api", bar: "list" },
  {
    name: "search-text",
    method: "GET",
    path: "/api/v3/search/?q=skoda%20octavia%20kombi&facets=1",
    kind: "api",
    bar: "list",
  },
  { name: "models", method: "GET", path: "/api/v3/models/?perPage=300", kind: "api", bar: "list" },
  {
    name: "models-price",
    method: "GET",
    path: "/api/v3/models/?fuel=hybryda&priceMax=150000",
    kind: "api",
    bar: "list",
  },
  {
    name: "calculate-installment",
    method: "POST",
    path: "/api/v3/calculate-installment",
    body: {
      price: 150000,
      priceType: "net",
      client: "entrepreneur",
      duration: 48,
      initialFee: 20,
      repurchase: 30,
    },
    kind: "api",
    bar: "lookup",
  },
  // Online order: the ways in.
  { name: "finance-landing", method: "GET", path: "/leasing-samochodu", kind: "page" },
  { name: "finance-page", method: "GET", path: "/sfinansuj-online/skoda", kind: "page" },
  { name: "choose-page", method: "GET", path: "/wybierz/skoda/octavia", kind: "page" },
  { name: "order-setup", method: "GET", path: "/api/digital-order/setup", kind: "api", bar: "lookup" },
  {
    name: "eurotax-brands",
    method: "GET",
    path: "/api/digital-order/eurotax/brands",
    kind: "api",
    bar: "lookup",
  },
  // Online order: one order's pages and calls. Each setup makes its own order on the site
  // (scripts/bench/order-setup.ts); the pages get its `vhs_order` cookie from /powrot/{uuid}/{secret}.
  { name: "order-form", method: "GET", path: "/zamow/{uuid}", kind: "page", setup: orderSetups.form },
  {
    name: "order-decision",
    method: "GET",
    path: "/zamow/{uuid}?krok=decyzja",
    kind: "page",
    setup: orderSetups.decision,
  },
  {
    name: "order-get",
    method: "GET",
    path: "/api/digital-order/get?uuid&secret",
    kind: "api",
    bar: "lookup",
    setup: orderSetups.get,
  },
  {
    name: "order-check-status",
    method: "GET",
    path: "/api/digital-order/checkStatus?uuid",
    kind: "api",
    bar: "lookup",
    setup: orderSetups.checkStatus,
  },
  {
    name: "order-store-contact",
    method: "POST",
    path: "/api/digital-order/storeContact",
    kind: "api",
    bar: "write",
    setup: orderSetups.storeContact,
  },
  {
    name: "order-store-leasing",
    method: "POST",
    path: "/api/digital-order/storeLeasingParam",
    kind: "api",
    bar: "write",
    setup: orderSetups.storeLeasing,
  },
  {
    name: "order-create",
    method: "POST",
    path: "/api/digital-order/create",
    headers: { "idempotency-key": "bench-[<id>]" },
    kind: "api",
    bar: "write",
    setup: orderSetups.create,
  },
  {
    name: "order-create-replay",
    method: "POST",
    path: "/api/digital-order/create",
    kind: "api",
    bar: "write",
    setup: orderSetups.createReplay,
  },
  // Offers by link: the customer's page and the API call it loads (scripts/bench/offer-setup.ts; the
  // salesperson is made in the database before the site starts).
  { name: "offer-page", method: "GET", path: "/oferta/{token}", kind: "page", setup: offerSetups.page },
  {
    name: "offer-get",
    method: "GET",
    path: "/api/offer?uuid={token}",
    kind: "api",
    // Each customer view counts itself (a row update in a transaction): a write, not a lookup.
    bar: "write",
    setup: offerSetups.get,
  },
];

// First-load JS budgets by route id (first match wins; the rest are catalogue/content pages).
export const JS_BUDGETS: { match: RegExp; kib: number; label: string }[] = [
  // The offer pages by link (/oferta/{token}, /o2…) carry the personal form, PIN and upload forms.
  {
    match: /calculator|order|zamow|application|wniosek|personal-form|offer-form|routes\/offer\//i,
    kib: 160,
    label: "form",
  },
  // Pages built around a lead form (contact, dealer, partner sign-up, the form's own page).
  { match: /content-form\/|content\/contact|leads\//i, kib: 160, label: "form" },
  // The developers' components page (never served in production) holds every form field and card.
  { match: /^routes\/dev\//, kib: 160, label: "dev" },
  { match: /.*/, kib: 130, label: "content" },
];
export const CSS_BUDGET_KIB = 20;

// QUALITY.md's reference table (same machine class, req/s). The page bars are ≥ 1.0 × stock
// React Router and ≥ 2.5 × Next 16. The stock React Router app (scripts/bench/stock-rr) is
// built and measured in this run; Next 16 is not run here, so it is estimated from the table as
// 128/279 of the measured stock React Router: the Next bar is then req/s ≥ 2.5 × 128/279 ≈ 1.15 ×
// stock React Router, the binding one. Should the stock app fail to build or start, both bars
// fall back to an estimate against the bare reference: ≥ max(279, 2.5 × 128) / 1 056 ≈ 0.30.
export const QUALITY_RPS = { bare: 1056, stockReactRouter: 279, next16: 128 };
export const PAGE_RATIO_TO_STOCK_RR_BAR = 1;
export const PAGE_RATIO_TO_NEXT16_BAR = 2.5;
export const NEXT16_PER_STOCK_RR = QUALITY_RPS.next16 / QUALITY_RPS.stockReactRouter;
/** The binding page bar as a multiple of the measured stock React Router (≈ 1.15). */
export const PAGE_STOCK_RR_BINDING = Math.max(
  PAGE_RATIO_TO_STOCK_RR_BAR,
  PAGE_RATIO_TO_NEXT16_BAR * NEXT16_PER_STOCK_RR,
);
export const PAGE_RATIO_BAR =
  Math.max(QUALITY_RPS.stockReactRouter, 2.5 * QUALITY_RPS.next16) / QUALITY_RPS.bare;
export const PAGE_P99_BAR_MS = 50;
export const API_P95_BAR_MS = { lookup: 10, list: 30, write: 60 } as const;
// Above this, the open-loop generator could not keep its schedule (the machine is busy).
export const GENERATOR_LAG_WARN_MS = 5;
