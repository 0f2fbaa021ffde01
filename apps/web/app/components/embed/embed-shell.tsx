// The shell of a page shown in a partner's frame (docs/embed.md): the partner's logo and name in their
// colours, links to the screens they show and nothing else of the site's menu; a footer that says who
// provides the leasing. The frame's messages to the partner's page load only here (embed-bridge-slot.tsx).
import { EMBED_SCREEN_LINKS, type EmbedConfig } from "@vhs/domain/embed-constants.ts";
import { SITE_NAME } from "@vhs/domain/site.ts";
import { NavLink } from "react-router";
import { ConsentSettingsLink } from "../consent/consent-settings-link.tsx";

export function EmbedHeader({ partner }: { partner: EmbedConfig }) {
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
                <NavLink
                  to={EMBED_SCREEN_LINKS[screen].path}
                  style={{ color: look.onPrimary }}
                  className="underline-offset-4 aria-[current=page]:underline"
                >
                  {EMBED_SCREEN_LINKS[screen].label}
                </NavLink>
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
