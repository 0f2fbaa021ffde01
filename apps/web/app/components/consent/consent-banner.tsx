import { CONSENT_ACTION, CONSENT_SETTINGS_PATH } from "../../lib/consent-constants.ts";
import { SiteLink } from "../site-link.tsx";

/** Every answer looks the same: accepting is no more prominent than rejecting or the settings (UODO, EDPB). */
export const CONSENT_BUTTON = "consent-answer";

/**
 * The cookie banner's markup (docs/decisions/016-consent-and-analytics.md): a region with its own heading,
 * in the page's flow below the header (it covers nothing and traps no focus; the skip link and the menu
 * come first), three answers of equal weight. A
 * plain form (POST /srv/consent) and a link to the settings page, so every path works without
 * JavaScript. Rendered on the server only (components/consent/consent-banner-slot.tsx), and styled by its
 * parts' places in it (app.css, `.consent-banner`): a first visit's every page carries it.
 */
export function ConsentBannerMarkup({ back }: { back: string }) {
  return (
    <section aria-labelledby="zgoda-cookies" className="consent-banner">
      <div>
        <h2 id="zgoda-cookies">Pliki cookies w naszym serwisie</h2>
        <p>
          Niezbędne pliki cookies zapewniają działanie serwisu. Za Twoją zgodą użyjemy też plików
          analitycznych (statystyki odwiedzin) i marketingowych (dopasowanie reklam) — do tego czasu nie
          uruchamiamy żadnych narzędzi Google. Wybór możesz zmienić w każdej chwili w stopce, w „Ustawieniach
          cookies”. Więcej w <SiteLink to="/informacje/polityka-cookies">polityce plików cookies</SiteLink>.
        </p>
        <form method="post" action={CONSENT_ACTION}>
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
