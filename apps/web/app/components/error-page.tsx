import { Link } from "react-router";

const TEXT: Record<number, { title: string; lead: string }> = {
  404: {
    title: "Nie znaleziono strony",
    lead: "Strona, której szukasz, nie istnieje albo została przeniesiona.",
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

/** The Polish error page for 404, 503 and any other failure. */
export function ErrorPage({ status, message }: { status: number; message?: string }) {
  const text = TEXT[status] ?? FALLBACK;
  return (
    <main id="tresc" className="mx-auto max-w-3xl px-4 py-16">
      <p className="text-sm font-semibold text-brand-700">Błąd {status}</p>
      <h1 className="mt-2 text-3xl font-bold">{text.title}</h1>
      <p className="mt-4 text-lg">{text.lead}</p>
      {message && (
        <p className="mt-2 text-sm text-slate-600" data-testid="error-message">
          {message}
        </p>
      )}
      <ul className="mt-8 flex flex-wrap gap-4">
        <li>
          <Link className="btn-primary" to="/">
            Strona główna
          </Link>
        </li>
        <li>
          <Link className="btn-secondary" to="/wyszukaj">
            Wyszukaj samochód
          </Link>
        </li>
        <li>
          <Link className="btn-secondary" to="/kontakt">
            Kontakt
          </Link>
        </li>
      </ul>
    </main>
  );
}
