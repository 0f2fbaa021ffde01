import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { BOOT_PENDING, BOOTED } from "./lib/boot-names.ts";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/**
 * ICU's first number formatter costs tens of milliseconds (a hundred on a phone): made in a task of its
 * own before React hydrates, on a page that shows amounts, it does not lengthen one of hydration's
 * slices, which React keeps short so that a tap is answered while it works.
 */
function hydrateAfterFormatters() {
  if (!document.body.textContent?.includes("zł")) return hydrate();
  setTimeout(() => {
    new Intl.NumberFormat("pl-PL").format(1);
    setTimeout(hydrate);
  });
}

// The first route module to load runs this module, and the page's boot script may still be loading the
// others (lib/boot-scripts.server.tsx): React Router can only hydrate once they are all named, so the
// script calls back when they are.
const boot = window as unknown as Record<string, unknown>;
if (boot[BOOT_PENDING]) boot[BOOTED] = hydrateAfterFormatters;
else hydrateAfterFormatters();
