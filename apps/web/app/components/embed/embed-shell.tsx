// The shell of a page shown in a partner's frame (docs/embed.md): the partner's logo and name in their
// colours, links to the screens they show and nothing else of the site's menu; a footer that says who
// provides the leasing. Rendered on the server only (entry.server.tsx) and kept by the browser as served
// (root.tsx, components/served-markup.tsx), so no page carries its code; the frame's bridge
// (lib/embed-bridge.ts) marks the current screen after a navigation inside the frame.
import { EMBED_SCREEN_LINKS, type EmbedConfig } from "@vhs/domain/embed-constants.ts";
import { SITE_NAME } from "@vhs/domain/site.ts";
import { ConsentSettingsLink } from "../consent/consent-settings-link.tsx";
import { SiteLink } from "../site-link.tsx";

export function EmbedHeader({ partner, path }: { partner: EmbedConfig; path: string }) {
  const { look } = partner;
  return (
    <header style={{ backgroundColor: look.primary, color: look.onPrimary }}>
      <a href="#tresc" className="skip-link">
        Przejdź do treści
      </a>
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <p className="flex items-center gap-2 text-lg font-bold">
          {look.logoUrl && <img src={look.logoUrl} alt="" className="h-8 w-auto" />}
          {partner.name}
        </p>
        <nav aria-label="Ekrany partnera">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
            {partner.screens.map((screen) => (
              <li key={screen}>
                <SiteLink
                  to={EMBED_SCREEN_LINKS[screen].path}
                  data-embed-screen=""
                  aria-current={path === EMBED_SCREEN_LINKS[screen].path ? "page" : undefined}
                  style={{ color: look.onPrimary }}
                  className="underline-offset-4 aria-[current=page]:underline"
                >
                  {EMBED_SCREEN_LINKS[screen].label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

export function EmbedFooter({ partner }: { partner: EmbedConfig }) {
  return (
    <footer className="mt-8 border-t border-slate-200 bg-slate-50 text-sm">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <p>
          Leasing dla klientów {partner.name} zapewnia {SITE_NAME}.
        </p>
        <ConsentSettingsLink />
      </div>
    </footer>
  );
}
