import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// The route table of SPEC §2: Polish URLs → English files. Later issues add their screens.
export default [
  layout("routes/layouts/default.tsx", [
    index("routes/home.tsx"),

    route("kalkulator-leasingowy", "routes/leasing/calculator.tsx"),
    route("parametry-leasingu", "routes/leasing/params.tsx"),
    // Catalogue.
    route("samochody/:brand", "routes/catalog/brand.tsx"),
    route("samochody/:brand/:model", "routes/catalog/model.tsx"),
    route("kolekcje/:slug", "routes/catalog/collection.tsx"),
    route("wyszukaj", "routes/catalog/search.tsx"),
    route("ulubione", "routes/catalog/favourites.tsx"),
    route("ulubione/zmien", "routes/catalog/favourite-toggle.ts"),
    route("porownaj", "routes/catalog/compare.tsx"),
    route("porownaj/zmien", "routes/catalog/compare-toggle.ts"),
    // Lead forms: their action and a simple page of each (contact, dealer, partner).
    route("formularz/:form", "routes/leads/send.tsx"),
    // Online order, ways in.
    route("zamow-online", "routes/order/create.ts"),
    route("leasing-samochodu", "routes/order/finance-landing.tsx"),
    // Content pages: text from content/ (docs/content.md).
    ...[
      "o-nas",
      "oferta",
      "oferta/dla-konsumenta",
      "oferta/dla-przedsiebiorcy",
      "oferta/ubezpieczenia",
      "oferta/portale",
      "moya-dlakonsumenta",
      "moya-dlafirmy",
      "biznesON",
    ].map((path) => route(path, "routes/content/page.tsx", { id: `content/${path}` })),
    // The same pages ending in a lead form (its code loads only here).
    ...["dla-dealera", "zarabiaj"].map((path) =>
      route(path, "routes/content/form-page.tsx", { id: `content-form/${path}` }),
    ),
    route("kontakt", "routes/content/contact.tsx"),
    route("obsluga-klienta", "routes/content/customer-service.tsx"),
    route("biura-rachunkowe/:nip?", "routes/content/accounting.tsx"),
    route("informacje/:slug", "routes/content/document.tsx"),
    route("dokumenty-do-pobrania", "routes/content/documents.tsx"),
    route("press/:page", "routes/content/press-data.tsx"),
    route("kongres-dealerski", "routes/content/moved.ts", { id: "moved/kongres-dealerski" }),
    route("podepnij-sie", "routes/content/moved.ts", { id: "moved/podepnij-sie" }),
    // The cookie choice by category (docs/decisions/016-consent-and-analytics.md).
    route("ustawienia-cookies", "routes/consent/settings.tsx"),
    // The motoring blog, the press office and investor relations (docs/publishing.md).
    route("moto", "routes/blog/home.tsx"),
    route("moto/kategoria/:category", "routes/blog/category.tsx"),
    route("moto/autor/:author", "routes/blog/author.tsx"),
    route("moto/artykul/:post?", "routes/blog/article.tsx"),
    route("moto/wyszukaj/:search?", "routes/blog/search.tsx"),
    route("biuro-prasowe", "routes/press/home.tsx"),
    route("biuro-prasowe/kategoria/:category", "routes/press/category.tsx"),
    route("biuro-prasowe/artykul/:post?", "routes/press/article.tsx"),
    route("biuro-prasowe/wyszukaj/:search?", "routes/press/search.tsx"),
    route("komunikaty", "routes/investors/current.tsx"),
    route("raporty-okresowe", "routes/investors/periodic.tsx"),
    route("securitization", "routes/investors/page.tsx", { id: "investors/securitization" }),
    route("prospekt", "routes/investors/page.tsx", { id: "investors/prospekt" }),
    // The design system's components page, for developers (404 in production; docs/design-system.md).
    route("dev/komponenty", "routes/dev/components.tsx"),
    // Catch-all last: landing pages, route-data redirects, otherwise the Polish 404 page.
    route("*", "routes/catch-all.tsx"),
  ]),
  // Online order form and decision: digital-order layout.
  layout("routes/layouts/digital-order.tsx", [
    route("zamow/:uuid", "routes/order/form.tsx"),
    route("pobierz/:id", "routes/order/document.ts"),
    route("powrot/:uuid/:secret", "routes/order/return.ts"),
  ]),
  // A document's tagged PDF: answered as a file, outside the layouts (no page of its own).
  route("dokumenty/:file", "routes/content/document-pdf.ts"),
  route("dokumenty/inwestorzy/:file", "routes/investors/file.ts"),
  // Feeds (RSS 2.0) of the blog, the press office and the current reports.
  route("moto/rss.xml", "routes/blog/feed.ts"),
  route("biuro-prasowe/rss.xml", "routes/press/feed.ts"),
  route("komunikaty/rss.xml", "routes/investors/feed.ts"),
  // Choosing a model's variant to order: minimal layout.
  // Offers by unique link (the customer's own pages, from the SMS link) are in the minimal layout too.
  layout("routes/layouts/minimal.tsx", [
    route("wybierz/:brand/:model", "routes/order/choose.tsx"),
    route("oferta/:token", "routes/offer/offer.tsx"),
    route("o2/:token?", "routes/offer/external.tsx"),
    route("o2/:token/specyfikacja", "routes/offer/specification.tsx"),
    route("o2/:token/wniosek", "routes/offer/apply.tsx"),
  ]),
  // An offer's document upload from the page's script: a JSON answer, no page of its own.
  route("oferta/:token/plik", "routes/offer/upload.ts"),
  // Financing a car from outside our stock: plain layout.
  layout("routes/layouts/plain.tsx", [
    route("sfinansuj-online/:brandOrId?/:model?/:body?", "routes/order/finance.tsx"),
  ]),
] satisfies RouteConfig;
