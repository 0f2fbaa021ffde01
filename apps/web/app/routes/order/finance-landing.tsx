import { SITE_NAME } from "@vhs/domain/site.ts";
import { Link } from "react-router";
import { catalogApi, orElse } from "../../lib/catalog.server.ts";
import type { DictMake } from "../../lib/finance.ts";
import { pageMeta, rootMeta } from "../../lib/meta.ts";
import { FINANCE_PATH } from "../../lib/order-entry.ts";
import type { Route } from "./+types/finance-landing";

/** /leasing-samochodu: financing a car from outside our stock, explained, with the first step's form. */
export async function loader({ context }: Route.LoaderArgs) {
  const catalog = catalogApi(context);
  const makes = orElse(await catalog.cached<DictMake[]>("/digital-order/eurotax/brands"), [] as DictMake[]);
  return { makes };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(rootMeta(matches), {
    title: `Leasing samochodu od dealera lub z ogłoszenia | ${SITE_NAME}`,
    description:
      "Sfinansuj w leasingu samochód spoza naszej oferty: nowy lub używany, od dealera albo osoby prywatnej. Wniosek online, decyzja w 15 minut.",
  });
}

const STEPS = [
  {
    title: "Wskaż samochód",
    text: "Wybierz markę, model i wersję ze słownika pojazdów, rok produkcji i przebieg.",
  },
  {
    title: "Podaj cenę i sprzedawcę",
    text: "Cenę netto z faktury dealera albo cenę brutto z umowy z osobą prywatną. Od razu zobaczysz ratę.",
  },
  {
    title: "Złóż wniosek online",
    text: "Dane firmy pobierzemy po NIP, rachunek potwierdzisz w swoim banku, decyzję dostaniesz w 15 minut.",
  },
];

const FAQ = [
  {
    q: "Czy sfinansujecie samochód używany od osoby prywatnej?",
    a: "Tak. Podpisujemy umowę kupna ze sprzedającym i płacimy mu za samochód, a Ty użytkujesz go w leasingu. Przy samochodzie od osoby prywatnej podajesz cenę brutto z umowy i przebieg.",
  },
  {
    q: "Ile lat może mieć samochód?",
    a: "Na koniec umowy samochód może mieć najwyżej 10 lat; wniosek o samochód o rok starszy rozpatrzy analityk.",
  },
  {
    q: "Jakie są parametry leasingu?",
    a: "Okres 36, 48 lub 60 miesięcy, opłata wstępna od 0 do 45 % i wykup zależny od okresu: do 50 % przy 36 miesiącach, do 40 % przy 48 i do 35 % przy 60.",
  },
];

export default function FinanceLanding({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="max-w-3xl text-3xl font-bold sm:text-4xl">
        Leasing samochodu od dealera lub z ogłoszenia
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">
        Nie musisz wybierać samochodu z naszej oferty. Sfinansujemy nowy lub używany samochód z dowolnego
        salonu, komisu albo od osoby prywatnej — dla firm i klientów prywatnych, z wnioskiem online i decyzją
        w 15 minut.
      </p>

      <section
        aria-labelledby="start"
        className="mt-8 max-w-xl rounded-lg border border-brand-100 bg-brand-50 p-5"
      >
        <h2 id="start" className="text-xl font-semibold">
          Zacznij od marki samochodu
        </h2>
        {loaderData.makes.length > 0 ? (
          <form method="get" action={FINANCE_PATH} className="mt-3 flex flex-wrap items-end gap-3">
            <div className="min-w-0 flex-1 basis-56">
              <label htmlFor="start-marka" className="block font-medium">
                Marka samochodu
              </label>
              <select
                id="start-marka"
                name="marka"
                required
                defaultValue=""
                className="mt-1 w-full rounded-md border border-slate-500 bg-white px-3 py-2"
              >
                <option value="">Wybierz markę</option>
                {loaderData.makes.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="btn-primary py-2">
              Dalej
            </button>
          </form>
        ) : (
          <p className="mt-3">
            Słownik pojazdów jest chwilowo niedostępny.{" "}
            <Link to={FINANCE_PATH} className="text-brand-700 underline">
              Spróbuj ponownie
            </Link>
            .
          </p>
        )}
      </section>

      <section aria-labelledby="jak" className="mt-10">
        <h2 id="jak" className="text-2xl font-bold">
          Jak to działa
        </h2>
        <ol className="mt-4 grid gap-4 sm:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s.title} className="rounded-lg border border-slate-200 p-5">
              <p className="text-sm font-semibold text-brand-700">Krok {i + 1}</p>
              <h3 className="mt-1 text-lg font-semibold">{s.title}</h3>
              <p className="mt-2 text-slate-700">{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="pytania" className="mt-10 max-w-3xl">
        <h2 id="pytania" className="text-2xl font-bold">
          Najczęstsze pytania
        </h2>
        <dl className="mt-4 space-y-4">
          {FAQ.map((f) => (
            <div key={f.q}>
              <dt className="font-semibold">{f.q}</dt>
              <dd className="mt-1 text-slate-700">{f.a}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6">
          Wolisz samochód z naszej oferty?{" "}
          <Link to="/wyszukaj" className="text-brand-700 underline">
            Przeglądaj samochody
          </Link>{" "}
          albo{" "}
          <Link to="/kalkulator-leasingowy" className="text-brand-700 underline">
            policz ratę w kalkulatorze
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
