import { useRouteLoaderData } from "react-router";
import { BrandTile } from "../components/brand-tile.tsx";
import type { MenuBrand } from "../components/header.tsx";
import { HomeCatalogSections } from "../components/home-catalog.tsx";
import { SiteLink } from "../components/site-link.tsx";
import { apiContext, serverContext } from "../lib/context.ts";
import { loadHomeCatalog } from "../lib/home.server.ts";
import { required } from "../lib/http.ts";
import { cacheablePageHeaders } from "../lib/page-cache-headers.ts";
import type { loader as rootLoader } from "../root.tsx";
import type { Route } from "./+types/home";

/** The same page for every visitor with the same address and cookies: the page cache may keep it. */
export const headers = cacheablePageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const { cache } = context.get(serverContext);
  const [menuBrands, catalog] = await Promise.all([
    cache.get("menu-brands", () => api.get<MenuBrand[]>("/v3/menu-brands")),
    loadHomeCatalog(context),
  ]);
  const brands = required(menuBrands, "/");
  return { brands, catalog };
}

const STEPS = [
  { title: "Wybierz samochód", text: "Nowy albo używany — z naszej oferty lub od dowolnego dealera." },
  {
    title: "Złóż wniosek online",
    text: "Dane firmy pobierzemy po NIP, rachunek potwierdzisz w swoim banku.",
  },
  {
    title: "Decyzja w 15 minut",
    text: "Wniosek składasz online, a odpowiedź widzisz od razu na ekranie — bez wizyty w oddziale.",
  },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <>
      <section className="bg-brand-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14">
          <h1 className="max-w-3xl text-3xl font-bold sm:text-4xl">
            {root?.meta.h1 ?? "Leasing samochodów nowych i używanych"}
          </h1>
          <p className="mt-4 max-w-2xl text-lg">
            Leasing dla firm i konsumentów bez wychodzenia z domu. Wniosek online, decyzja w 15 minut.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <SiteLink to="/wyszukaj" className="btn-light">
              Przeglądaj samochody
            </SiteLink>
            <SiteLink to="/kalkulator-leasingowy" className="btn-outline-light">
              Oblicz ratę
            </SiteLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="marki" className="mx-auto max-w-6xl px-4 py-10">
        <h2 id="marki" className="text-2xl font-bold">
          Popularne marki
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {loaderData.brands.map((b) => (
            <li key={b.id}>
              <BrandTile brand={b} />
            </li>
          ))}
        </ul>
      </section>

      <HomeCatalogSections data={loaderData.catalog} />

      <section aria-labelledby="jak-to-dziala" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-10">
          <h2 id="jak-to-dziala" className="text-2xl font-bold">
            Jak to działa
          </h2>
          <ol className="mt-6 grid gap-6 sm:grid-cols-3">
            {STEPS.map((s, i) => (
              <li key={s.title} className="rounded-lg bg-white p-5 shadow-sm">
                <p className="text-sm font-semibold text-brand-700">Krok {i + 1}</p>
                <h3 className="mt-1 text-lg font-semibold">{s.title}</h3>
                <p className="mt-2">{s.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
