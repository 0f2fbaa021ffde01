import { formatPlnWhole } from "@vhs/domain/format.ts";
import { BUDGETS, type BudgetSearch, budgetSearch, SEARCH_BUDGETS } from "../../lib/budget.ts";
import type { DictionaryEntry } from "../../lib/catalog.ts";
import { useLeasingShell, useVisitorParams } from "../../lib/leasing-shell.ts";
import { SEARCH_PATH } from "../../lib/search-form.ts";
import { KeptPart } from "../kept-as-served.tsx";
import { LeasingParamsButton } from "../leasing-drawer.tsx";
import { SiteLink } from "../site-link.tsx";

/** The budgets with the visitor's parameters (empty without a rate); they follow the leasing drawer. */
function useBudgets(budgets: readonly number[]): BudgetSearch[] {
  const shell = useLeasingShell();
  const params = useVisitorParams();
  return budgets
    .map((b) => budgetSearch(b, params, shell?.rates ?? null))
    .filter((b): b is BudgetSearch => b !== null);
}

const basisText = (basis: "net" | "gross") => (basis === "net" ? "netto" : "brutto");

/** "60 mies., opłata wstępna 25 %, wykup 35 %": what the budgets are computed with. */
function ParamsNote() {
  const params = useVisitorParams();
  return (
    <p className="mt-4 text-sm text-slate-600">
      Raty {params.client === "consumer" ? "brutto" : "netto"} przy Twoich parametrach: {params.duration}{" "}
      mies., opłata wstępna {params.initialFee} %, wykup {params.repurchase} %.{" "}
      <LeasingParamsButton className="font-medium text-brand-700 underline underline-offset-2">
        Zmień parametry
      </LeasingParamsButton>
    </p>
  );
}

/**
 * "Znajdź samochód na swoją ratę": a plain GET form to the search, working without JavaScript; the budget
 * is the search's instalment limit (installmentMax).
 */
export function BudgetSearchBox({ bodyTypes }: { bodyTypes: DictionaryEntry[] }) {
  const budgets = useBudgets(SEARCH_BUDGETS);
  return (
    <section aria-labelledby="szukaj-na-rate" className="relative z-10 mx-auto -mt-12 max-w-6xl px-4">
      <div className="rounded-2xl bg-white p-5 shadow-xl ring-1 ring-slate-200 sm:p-6">
        <h2 id="szukaj-na-rate" className="text-xl font-bold sm:text-2xl">
          Znajdź samochód na swoją ratę
        </h2>
        <form
          method="get"
          action={SEARCH_PATH}
          aria-labelledby="szukaj-na-rate"
          className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1fr_auto] lg:items-end"
        >
          {budgets.length > 0 && (
            <div>
              <label htmlFor="rata-do" className="block text-sm font-semibold text-slate-800">
                Rata miesięczna
              </label>
              <select id="rata-do" name="installmentMax" className="home-select" defaultValue="">
                <option value="">Dowolna</option>
                {budgets.map((b) => (
                  <option key={b.monthly} value={b.monthly}>
                    do {formatPlnWhole(b.monthly)} {basisText(b.basis)}/mies.
                  </option>
                ))}
              </select>
            </div>
          )}
          <div>
            <label htmlFor="nadwozie" className="block text-sm font-semibold text-slate-800">
              Nadwozie
            </label>
            <select id="nadwozie" name="body" className="home-select" defaultValue="">
              <option value="">Wszystkie</option>
              {bodyTypes.map((b) => (
                <option key={b.slug} value={b.slug}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="stan" className="block text-sm font-semibold text-slate-800">
              Stan
            </label>
            <select id="stan" name="state" className="home-select" defaultValue="">
              <option value="">Nowe i używane</option>
              <option value="nowy">Nowe</option>
              <option value="uzywany">Używane</option>
            </select>
          </div>
          <button type="submit" className="btn-primary w-full sm:col-span-2 lg:col-span-1 lg:w-auto">
            Pokaż samochody
          </button>
        </form>
        {budgets.length > 0 && <ParamsNote />}
      </div>
    </section>
  );
}

/**
 * "Samochody do 1 500 zł netto/mies.": one link per budget, to the cars it buys at the visitor's parameters.
 * `kept` on a whole page's answer: drawn from the fragment cache, kept as served in the browser until the
 * page's data comes again (new parameters reload it: routes/home.tsx).
 */
export function BudgetLinks({ kept }: { kept: boolean }) {
  const budgets = useBudgets(BUDGETS);
  if (budgets.length === 0) return null;
  return <KeptPart name="budget-links" component={BudgetLinksView} props={{ budgets }} kept={kept} />;
}

/** BudgetLinks drawn from the budgets worked out (no hooks: a part drawn as static markup). */
function BudgetLinksView({ budgets }: { budgets: BudgetSearch[] }) {
  return (
    <section aria-labelledby="na-kazdy-budzet" className="mx-auto max-w-6xl px-4 pt-12">
      <h2 id="na-kazdy-budzet" className="text-2xl font-bold">
        Samochody na każdy budżet
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {budgets.map((b) => (
          <li key={b.monthly}>
            <SiteLink to={b.href} className="budget-tile">
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="absolute top-4 right-4 size-5 text-brand-700"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M4 10h12M11 5l5 5-5 5" />
              </svg>
              <span className="text-sm font-medium text-slate-600">Samochody do</span>
              <span className="block text-2xl font-extrabold text-brand-700 sm:text-3xl">
                {formatPlnWhole(b.monthly)}
              </span>
              <span className="block text-sm font-semibold text-slate-800">{basisText(b.basis)}/mies.</span>
              <span className="mt-2 block text-xs text-slate-600">
                cena do {formatPlnWhole(b.priceMax)} {basisText(b.basis)}
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
