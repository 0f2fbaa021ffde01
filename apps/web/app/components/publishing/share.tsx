import { useState } from "react";
import { useHydrated } from "../../lib/hydrated.ts";
import type { ShareLink } from "../../lib/publishing.ts";
import "./publishing.css";

/** "Kopiuj link": only once JavaScript runs (the clipboard needs it); without it the links above stay. */
function CopyLink({ url }: { url: string }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<"idle" | "done" | "failed">("idle");
  if (!hydrated || typeof navigator === "undefined" || !navigator.clipboard) return null;
  return (
    <li className="flex flex-wrap gap-2">
      <button
        type="button"
        onClick={() => {
          navigator.clipboard.writeText(url).then(
            () => setState("done"),
            () => setState("failed"),
          );
        }}
      >
        Kopiuj link
      </button>
      <span role="status" className="self-center text-sm text-slate-700">
        {state === "done"
          ? "Skopiowano link do schowka."
          : state === "failed"
            ? "Nie udało się skopiować."
            : ""}
      </span>
    </li>
  );
}

/** "Udostępnij": links to Facebook, LinkedIn, X and e-mail, and copying the address. */
export function ShareLinks({ url, links }: { url: string; links: readonly ShareLink[] }) {
  return (
    <section aria-labelledby="pub-udostepnij" className="pub-share">
      <h2 id="pub-udostepnij" className="text-sm font-semibold uppercase tracking-wider text-slate-700">
        Udostępnij
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((s) => (
          <li key={s.label}>
            <a
              href={s.href}
              title={s.name}
              {...(s.href.startsWith("mailto:") ? {} : { target: "_blank", rel: "noopener noreferrer" })}
            >
              {s.label}
            </a>
          </li>
        ))}
        <CopyLink url={url} />
      </ul>
    </section>
  );
}
