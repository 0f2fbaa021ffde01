// Its stylesheet (trust.css) is imported by the page that shows it (routes/home.tsx): the served section
// needs it on a first visit, before this code arrives (components/kept-later.ts).
import type { OpinionsAnswer } from "@vhs/domain/opinions.ts";
import { SITE_NAME } from "@vhs/domain/site.ts";
import { SiteLink } from "../site-link.tsx";
import { CompanyFacts, Registers } from "./company-facts.tsx";
import { Opinions } from "./opinions.tsx";

export interface SiteContact {
  phone: string;
  hours: string;
}

/** How the decision is made, in three points (the long version: /o-nas, "Jak działa decyzja w 15 minut"). */
const DECISION = [
  {
    title: "Dane z publicznych rejestrów",
    text: "Dane firmy pobieramy po NIP z wykazu podatników VAT, KRS lub CEIDG i REGON — nie przepisujesz ich.",
  },
  {
    title: "Ocena za Twoją zgodą",
    text: "Sprawdzamy historię w BIK i w biurach informacji gospodarczej oraz wpływy na rachunku, do którego się logujesz.",
  },
  {
    title: "Decyzja w 15 minut",
    text: "Wynik jednoznacznie pozytywny dostajesz od razu. Inne wnioski ocenia analityk, a każdą odmowę zatwierdza człowiek.",
  },
];

/** "+48 22 100 20 30" → "tel:+48221002030". */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/**
 * Why a customer can trust the site: how the decision works, customer opinions (marked as examples in the
 * sandbox), the registers and organisations, the company's data, the banks the account check works with
 * (plain type, no logos) and the phone line with its hours. Server-rendered, no script of its own.
 */
export function TrustSection({
  opinions,
  banks,
  contact,
}: {
  opinions: OpinionsAnswer;
  banks: string[];
  contact: SiteContact | null;
}) {
  return (
    <section aria-labelledby="zaufanie" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
          Bezpiecznie i przejrzyście
        </p>
        <h2 id="zaufanie" className="mt-1 text-2xl font-bold sm:text-3xl">
          Dlaczego {SITE_NAME}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">
          Finansujemy samochody przez internet od 2019 roku: ponad 43 000 aut dla firm i osób prywatnych.
          Zanim złożysz wniosek, sprawdź, kim jesteśmy i jak oceniamy wnioski.
        </p>

        <section aria-labelledby="jak-decydujemy" className="mt-8">
          <h3 id="jak-decydujemy" className="text-xl font-bold">
            Jak podejmujemy decyzję
          </h3>
          <ol className="mt-4 grid gap-4 md:grid-cols-3">
            {DECISION.map((d, i) => (
              <li key={d.title} className="trust-card flex gap-4">
                <span aria-hidden="true" className="trust-number">
                  {i + 1}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{d.title}</span>
                  <span className="mt-1 block text-sm text-slate-700">{d.text}</span>
                </span>
              </li>
            ))}
          </ol>
        </section>

        {opinions.items.length > 0 && (
          <section aria-labelledby="opinie" className="mt-10">
            <Opinions opinions={opinions} headingId="opinie" />
          </section>
        )}

        <div className="mt-10 grid gap-4 lg:grid-cols-2">
          <section aria-labelledby="rejestry">
            <Registers headingId="rejestry" />
          </section>
          <section aria-labelledby="dane-spolki">
            <CompanyFacts headingId="dane-spolki" />
          </section>
        </div>

        {banks.length > 0 && (
          <section aria-labelledby="banki" className="mt-10">
            <h3 id="banki" className="text-lg font-bold">
              Rachunek potwierdzisz, logując się do swojego banku
            </h3>
            <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
              {banks.map((name) => (
                <li key={name} className="wordmark">
                  {name}
                </li>
              ))}
            </ul>
          </section>
        )}

        {contact?.phone && (
          <div className="mt-10 flex flex-col gap-4 rounded-2xl bg-brand-800 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
            <div>
              <p className="text-lg font-semibold">Wolisz porozmawiać z doradcą?</p>
              <p className="mt-1 text-brand-100">
                Infolinia czynna {contact.hours}. Oddzwonimy, jeśli zostawisz wiadomość.
              </p>
            </div>
            <div className="flex flex-wrap gap-3">
              <a href={telHref(contact.phone)} className="btn-light whitespace-nowrap">
                Zadzwoń: {contact.phone}
              </a>
              <SiteLink to="/kontakt" className="btn-outline-light">
                Napisz do nas
              </SiteLink>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
