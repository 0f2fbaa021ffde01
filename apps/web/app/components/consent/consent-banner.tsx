import { useLocation } from "react-router";
import { CONSENT_SETTINGS_PATH } from "../../lib/consent.ts";
import { useChosenHere } from "../../lib/consent-client.ts";
import { SiteLink } from "../site-link.tsx";
import { CONSENT_BUTTON, ConsentForm } from "./consent-form.tsx";
import { consentSettingsHref } from "./consent-settings-link.tsx";

/**
 * The cookie banner (docs/decisions/016-consent-and-analytics.md): shown until the visitor answers, in the
 * page's flow at its top (it covers nothing and traps no focus), a region with its own heading. Three
 * answers of equal weight; the settings are a page of their own, so every path works without JavaScript.
 */
export function ConsentBanner({ decided, container }: { decided: boolean; container: string | null }) {
  const location = useLocation();
  const chosenHere = useChosenHere();
  if (location.pathname === CONSENT_SETTINGS_PATH) return null;
  if (chosenHere)
    return (
      <p role="status" className="sr-only">
        Zapisaliśmy Twój wybór dotyczący plików cookies.
      </p>
    );
  if (decided) return null;
  const back = location.pathname + location.search;
  return (
    <section aria-labelledby="zgoda-cookies" className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-4">
        <h2 id="zgoda-cookies" className="text-lg font-semibold">
          Pliki cookies w naszym serwisie
        </h2>
        <p className="mt-1 max-w-4xl text-sm text-slate-700">
          Niezbędne pliki cookies zapewniają działanie serwisu. Za Twoją zgodą użyjemy też plików
          analitycznych (statystyki odwiedzin) i marketingowych (dopasowanie reklam) — do tego czasu nie
          uruchamiamy żadnych narzędzi Google. Wybór możesz zmienić w każdej chwili w stopce, w „Ustawieniach
          cookies”. Więcej w{" "}
          <SiteLink to="/informacje/polityka-cookies" className="underline">
            polityce plików cookies
          </SiteLink>
          .
        </p>
        <ConsentForm back={back} container={container} className="mt-3 flex flex-wrap gap-3">
          <button type="submit" name="choice" value="all" className={CONSENT_BUTTON}>
            Akceptuj wszystkie
          </button>
          <button type="submit" name="choice" value="none" className={CONSENT_BUTTON}>
            Odrzuć wszystkie
          </button>
          <SiteLink to={consentSettingsHref(location.pathname, location.search)} className={CONSENT_BUTTON}>
            Ustawienia
          </SiteLink>
        </ConsentForm>
      </div>
    </section>
  );
}
