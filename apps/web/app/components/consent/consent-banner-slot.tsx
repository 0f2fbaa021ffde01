import { type FormEvent, useContext, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { CONSENT_EVENT, CONSENT_SETTINGS_PATH } from "../../lib/consent-constants.ts";
import { ServerRenderContext } from "../../lib/server-render.ts";

// The cookie banner in the page. Its markup (consent-banner.tsx) is rendered on the server only, into this
// element's HTML, and the browser keeps what was served: the banner's text is never part of the
// JavaScript (the first-load budget of scripts/bench/targets.ts holds), and it still works without
// JavaScript. The server's renderer comes from entry.server.tsx (lib/server-render.ts). With JavaScript, a
// submit inside it is handled here and the answer applied by a module loaded only then.

export function ConsentBannerSlot({ decided, container }: { decided: boolean; container: string | null }) {
  const server = useContext(ServerRenderContext);
  const { pathname, search } = useLocation();
  const [chosen, setChosen] = useState(false);
  // A choice made on the settings page (lib/consent-client.ts announces it): the banner is done too.
  useEffect(() => {
    const done = () => setChosen(true);
    window.addEventListener(CONSENT_EVENT, done);
    return () => window.removeEventListener(CONSENT_EVENT, done);
  }, []);
  if (decided && !chosen) return null;

  function onSubmit(event: FormEvent<HTMLDivElement>) {
    const answer = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
    if (answer !== "all" && answer !== "none") return;
    event.preventDefault();
    setChosen(true);
    import("../../lib/analytics-start.ts").then(
      (m) => m.answerBanner(answer, container),
      // The module could not load (offline): the banner comes back for another try.
      () => setChosen(false),
    );
  }

  return (
    <>
      {/* The served banner stays as it is (nothing to hydrate into it); hidden on the settings page. */}
      <div
        hidden={chosen || pathname === CONSENT_SETTINGS_PATH}
        onSubmit={onSubmit}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own markup, rendered by React on the server
        dangerouslySetInnerHTML={{ __html: server?.consentBanner(pathname + search) ?? "" }}
      />
      {chosen && (
        <p role="status" className="sr-only">
          Zapisaliśmy Twój wybór dotyczący plików cookies.
        </p>
      )}
    </>
  );
}
