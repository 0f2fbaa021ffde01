import { CONSENT_ACTION, CONSENT_SETTINGS_PATH } from "../../lib/consent-constants.ts";
import { SiteLink } from "../site-link.tsx";

/** Every answer looks the same: accepting is no more prominent than rejecting or the settings (UODO, EDPB). */
export const CONSENT_BUTTON = "consent-answer";

/**
 * The cookie banner's markup (docs/decisions/016-consent-and-analytics.md): a region with its own heading,
 * in the page's flow below the header (it covers nothing and traps no focus; the skip link and the menu
 * come first), three answers of equal weight. A
 * plain form (POST /srv/consent) and a link to the settings page, so every path works without
 * JavaScript. Rendered on the server only (components/consent/consent-banner-slot.tsx).
 */
export function ConsentBannerMarkup({ back }: { back: string }) {
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
        <form method="post" action={CONSENT_ACTION} className="mt-3 grid gap-2 sm:flex sm:flex-wrap sm:gap-3">
          <input type="hidden" name="back" value={back} />
          <button type="submit" name="choice" value="all" className={CONSENT_BUTTON}>
            Akceptuj wszystkie
          </button>
          <button type="submit" name="choice" value="none" className={CONSENT_BUTTON}>
            Odrzuć wszystkie
          </button>
          <SiteLink to={CONSENT_SETTINGS_PATH} className={CONSENT_BUTTON}>
            Ustawienia
          </SiteLink>
        </form>
      </div>
    </section>
  );
}
