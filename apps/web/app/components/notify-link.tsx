import { notifyHref } from "../lib/leads.ts";
import { SiteLink } from "./site-link.tsx";

// Where we have no car to offer (an empty search, a brand without cars): the way to the notify form's page
// about what the visitor looked for. A link rather than the form itself keeps these list pages light.

export function NotifyLink({ subject, what }: { subject: string; what: string | null }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-brand-100 bg-brand-50 p-5">
      <p className="max-w-prose">
        <span className="block font-semibold">Nie ma tego, czego szukasz?</span>
        {what
          ? `Napiszemy do Ciebie, gdy pojawi się nowa oferta ${what}.`
          : "Napiszemy do Ciebie, gdy pojawią się nowe promocje."}
      </p>
      <SiteLink to={notifyHref(subject)} className="btn-primary">
        Powiadom mnie
      </SiteLink>
    </div>
  );
}
