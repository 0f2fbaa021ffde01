import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// The route table of SPEC §2: Polish URLs → English files. Later issues add their screens.
export default [
  layout("routes/layouts/default.tsx", [
    index("routes/home.tsx"),
    route("o-nas", "routes/content/about.tsx"),
    route("kalkulator-leasingowy", "routes/leasing/calculator.tsx"),
    route("parametry-leasingu", "routes/leasing/params.tsx"),
    // Catalogue (issue 3 §3).
    route("samochody/:brand", "routes/catalog/brand.tsx"),
    route("samochody/:brand/:model", "routes/catalog/model.tsx"),
    route("kolekcje/:slug", "routes/catalog/collection.tsx"),
    route("wyszukaj", "routes/catalog/search.tsx"),
    route("ulubione", "routes/catalog/favourites.tsx"),
    route("ulubione/zmien", "routes/catalog/favourite-toggle.ts"),
    route("porownaj", "routes/catalog/compare.tsx"),
    route("porownaj/zmien", "routes/catalog/compare-toggle.ts"),
    // Catch-all last: route-data redirects, otherwise the Polish 404 page.
    route("*", "routes/catch-all.tsx"),
  ]),
] satisfies RouteConfig;
