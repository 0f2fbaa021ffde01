import { MAX_QUERY_LENGTH, SITE_NAME } from "@vhs/domain/site.ts";
import { Form } from "react-router";
import { SEARCH_PATH } from "../lib/search-form.ts";
import { SiteLink } from "./site-link.tsx";

const TEXT: Record<number, { title: string; lead: string }> = {
  404: {
    title: "Nie znaleziono strony",
    lead: "Strona, której szukasz, nie istnieje albo została przeniesiona. Poszukaj samochodu albo wybierz jedno z miejsc poniżej.",
  },
  503: {
    title: "Serwis chwilowo niedostępny",
    lead: "Nie możemy teraz pobrać danych. Spróbuj ponownie za kilka minut.",
  },
};

const FALLBACK = {
  title: "Wystąpił nieoczekiwany błąd",
  lead: "Przepraszamy, coś poszło nie tak. Spróbuj ponownie za chwilę.",
};

const WAYS_ON = [
  { to: "/", label: "Strona główna" },
  { to: SEARCH_PATH, label: "Wszystkie samochody" },
  { to: "/kalkulator-leasingowy", label: "Kalkulator leasingowy" },
  { to: "/kontakt", label: "Kontakt" },
];

/**
 * The error page's <title> (the root's meta function renders it, so the document has exactly one): its
 * heading where the status has its own text, otherwise the status, which says more in a tab or a log.
 */
export function errorPageTitle(status: number): string {
  return `${TEXT[status]?.title ?? `Błąd ${status}`} | ${SITE_NAME}`;
}

/**
 * The Polish error page for 404, 503 and any other failure. The error's own message (SPEC §8: "Page Not
 * Found: {path}") is for logs and the hydration data, not for the visitor: it is English and says nothing
 * the heading does not.
 */
export function ErrorPage({ status }: { status: number }) {
  const text = TEXT[status] ?? FALLBACK;
  return (
    <main id="tresc" className="mx-auto max-w-3xl px-4 py-16">
      <p className="text-sm font-semibold text-brand-700">Błąd {status}</p>
      <h1 className="mt-2 text-3xl font-bold">{text.title}</h1>
      <p className="mt-4 text-lg">{text.lead}</p>
      <search className="mt-8 block">
        <Form method="get" action={SEARCH_PATH} className="flex flex-wrap items-end gap-2">
          <label htmlFor="blad-szukaj" className="w-full text-sm font-medium">
            Szukaj samochodu: marka, model lub opis
          </label>
          <input
            type="search"
            id="blad-szukaj"
            name="q"
            maxLength={MAX_QUERY_LENGTH}
            placeholder="np. toyota corolla kombi"
            autoComplete="off"
            className="min-w-0 flex-1 rounded-md border border-slate-500 px-3 py-2"
          />
          <button type="submit" className="btn-primary py-2">
            Szukaj
          </button>
        </Form>
      </search>
      <nav aria-label="Przydatne strony" className="mt-8">
        <ul className="flex flex-wrap gap-3">
          {WAYS_ON.map((link, i) => (
            <li key={link.to}>
              <SiteLink className={i === 0 ? "btn-primary" : "btn-secondary"} to={link.to}>
                {link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
