import { useNavigate } from "react-router";
import { CONSENT_BUTTON, ConsentForm } from "../../components/consent/consent-form.tsx";
import { SiteLink } from "../../components/site-link.tsx";
import { CONSENT_COOKIE, CONSENT_SETTINGS_PATH, currentConsent } from "../../lib/consent.ts";
import { readCookie } from "../../lib/cookies.ts";
import { safeBackPath } from "../../lib/leasing.server.ts";
import { pageMeta, rootMeta } from "../../lib/meta.ts";
import { isOfferPath } from "../../lib/offer-path.ts";
import type { loader as rootLoader } from "../../root.tsx";
import type { Route } from "./+types/settings";

/**
 * /ustawienia-cookies: the cookie choice by category (the banner's "Ustawienia" and the footer's
 * "Ustawienia cookies"). The boxes show the visitor's stored choice; before any choice none is ticked.
 * Saved by a plain POST without JavaScript, in place with it; either way back to `powrot`.
 */
/**
 * Where saving goes back to: `powrot`, else the page the settings were opened from (the Referer of our
 * own origin), else the home page. Never an offer's page (its address is a credential) nor this page.
 */
function backPathOf(request: Request): string {
  const url = new URL(request.url);
  let back = url.searchParams.get("powrot");
  const referer = request.headers.get("referer");
  if (!back && referer) {
    try {
      const from = new URL(referer);
      if (from.origin === url.origin) back = from.pathname.replace(/\.data$/, "") + from.search;
    } catch {
      back = null;
    }
  }
  const path = safeBackPath(back, "/");
  const pathname = path.split("?", 1)[0]!;
  return pathname === CONSENT_SETTINGS_PATH || isOfferPath(pathname) ? "/" : path;
}

export function loader({ request }: Route.LoaderArgs) {
  const choice = currentConsent(readCookie(request.headers.get("cookie"), CONSENT_COOKIE));
  return {
    back: backPathOf(request),
    analytics: choice?.analytics ?? false,
    marketing: choice?.marketing ?? false,
    decided: choice !== null,
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(rootMeta(matches), {
    title: "Ustawienia plików cookies | Leasingowo",
    description: "Wybierz, na które pliki cookies się zgadzasz: niezbędne, analityczne i marketingowe.",
    noindex: true,
  });
}

function Category({
  name,
  title,
  checked,
  children,
}: {
  name: "analytics" | "marketing";
  title: string;
  checked: boolean;
  children: string;
}) {
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          name={name}
          defaultChecked={checked}
          className="mt-1 size-5"
          aria-describedby={`${name}-opis`}
        />
        <span className="font-semibold">{title}</span>
      </label>
      <p id={`${name}-opis`} className="mt-1 pl-8 text-sm text-slate-700">
        {children}
      </p>
    </li>
  );
}

export default function ConsentSettings({ loaderData, matches }: Route.ComponentProps) {
  const { back, analytics, marketing, decided } = loaderData;
  const navigate = useNavigate();
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    | Awaited<ReturnType<typeof rootLoader>>
    | undefined;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">Ustawienia plików cookies</h1>
      <p className="mt-3 text-slate-700">
        Zaznacz kategorie, na które się zgadzasz, i zapisz wybór. Możesz go zmienić w każdej chwili — link
        „Ustawienia cookies” jest w stopce każdej strony. Szczegóły opisuje{" "}
        <SiteLink to="/informacje/polityka-cookies" className="underline">
          polityka plików cookies
        </SiteLink>
        .
      </p>
      {!decided && (
        <p className="mt-2 text-slate-700">
          Wybór nie został jeszcze dokonany: żadna kategoria nie jest zaznaczona.
        </p>
      )}
      <ConsentForm
        back={back}
        container={root?.tagManager ?? null}
        onChosen={() => void navigate(back)}
        className="mt-6"
      >
        <fieldset>
          <legend className="text-lg font-semibold">Kategorie plików cookies</legend>
          <ul className="mt-3 space-y-3">
            <li className="rounded-lg border border-slate-200 p-4">
              <p className="font-semibold">Niezbędne — zawsze włączone</p>
              <p className="mt-1 text-sm text-slate-700">
                Działanie serwisu: parametry kalkulatora, ulubione i porównanie, wniosek online, Twój wybór w
                tym formularzu. Nie wymagają zgody.
              </p>
            </li>
            <Category name="analytics" title="Analityczne" checked={analytics}>
              Statystyki odwiedzin przez Google Tag Manager i Google Analytics, abyśmy wiedzieli, które strony
              i funkcje są przydatne.
            </Category>
            <Category name="marketing" title="Marketingowe" checked={marketing}>
              Pomiar skuteczności reklam i dopasowanie ich do Twoich zainteresowań (Google Ads).
            </Category>
          </ul>
        </fieldset>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="submit" name="choice" value="custom" className={CONSENT_BUTTON}>
            Zapisz wybrane
          </button>
          <button type="submit" name="choice" value="all" className={CONSENT_BUTTON}>
            Akceptuj wszystkie
          </button>
          <button type="submit" name="choice" value="none" className={CONSENT_BUTTON}>
            Odrzuć wszystkie
          </button>
        </div>
      </ConsentForm>
    </div>
  );
}
