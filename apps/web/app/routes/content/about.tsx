import { useRouteLoaderData } from "react-router";
import { SiteLink } from "../../components/site-link.tsx";
import { cacheablePageHeaders } from "../../lib/page-cache-headers.ts";
import type { loader as rootLoader } from "../../root.tsx";

/** "O nas": static copy, so this page renders even when the API is down. */

/** The same page for every visitor with the same address and cookies: the page cache may keep it. */
export const headers = cacheablePageHeaders;

export default function About() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <article className="prose mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">{root?.meta.h1 ?? "O nas"}</h1>
      <p className="mt-4 text-lg">
        Finansujemy samochody nowe i używane dla przedsiębiorców i klientów prywatnych. Cały proces — od
        wyboru auta, przez wniosek, po podpisanie umowy — odbywa się online, a decyzję otrzymujesz w 15 minut.
      </p>
      <h2 className="mt-8 text-xl font-semibold">Co nas wyróżnia</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6">
        <li>Leasing operacyjny dla firm i leasing konsumencki z jasną, stałą ratą.</li>
        <li>
          Wniosek bez papierów: dane firmy pobieramy z rejestrów, a rachunek potwierdzasz w swoim banku.
        </li>
        <li>Samochody z naszej oferty oraz auta kupowane u dealerów i od osób prywatnych.</li>
        <li>Doradcy dostępni telefonicznie i mailowo w dni robocze.</li>
      </ul>
      <p className="mt-8">
        Masz pytania? <SiteLink to="/kontakt">Skontaktuj się z nami</SiteLink> albo sprawdź{" "}
        <SiteLink to="/kalkulator-leasingowy">kalkulator leasingowy</SiteLink>.
      </p>
    </article>
  );
}
