import { LEAD_FORMS, type LeadForm as LeadFormKind } from "@vhs/domain/lead-texts.ts";
import { data, redirect } from "react-router";
import { LeadForm } from "../../components/lead-form.tsx";
import { NotifyForm, notifyAbout } from "../../components/notify-form.tsx";
import { catalogApi } from "../../lib/catalog.server.ts";
import { apiContext } from "../../lib/context.ts";
import { notFound } from "../../lib/http.ts";
import { sendLead, sourcePathOf } from "../../lib/leads.server.ts";
import { leadFormPage, sentLocation } from "../../lib/leads.ts";
import { pageMeta, rootMeta } from "../../lib/meta.ts";
import { PROMOTIONS, resolveNotifyTarget } from "../../lib/notify.server.ts";
import type { Route } from "./+types/send";

// /formularz/{contact|dealer|partner|notify}: the lead forms' action, and a simple page of each form. A form
// on any page posts here (dealers through /srv/notion); without JavaScript a sent form goes back to its page
// with ?wyslano=1 (303), a refused one renders here with the messages and what was typed. With JavaScript
// (a fetcher) the answer comes back as data and the form shows it in place.

const PAGES: Record<LeadFormKind, { title: string; h1: string; lead: string }> = {
  contact: {
    title: "Formularz kontaktowy | Leasingowo",
    h1: "Formularz kontaktowy",
    lead: "Napisz, w czym możemy pomóc — odpowiemy e-mailem albo zadzwonimy, najpóźniej w następnym dniu roboczym.",
  },
  dealer: {
    title: "Współpraca dla dealerów | Leasingowo",
    h1: "Formularz dla dealerów",
    lead: "Zostaw dane salonu, a opiekun dealerów zadzwoni, by omówić leasing dla Twoich klientów.",
  },
  partner: {
    title: "Program partnerski | Leasingowo",
    h1: "Dołącz do programu partnerskiego",
    lead: "Polecaj leasing Leasingowo na swojej stronie, w mediach społecznościowych albo klientom biura i zarabiaj na każdej umowie.",
  },
  notify: {
    title: "Powiadomienie o ofercie | Leasingowo",
    h1: "Powiadom mnie",
    lead: "Nie mamy teraz samochodu, którego szukasz? Zostaw adres e-mail — napiszemy, gdy się pojawi.",
  },
};

function formOf(value: string | undefined, path: string): LeadFormKind {
  if ((LEAD_FORMS as readonly string[]).includes(value ?? "")) return value as LeadFormKind;
  notFound(path);
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const form = formOf(params.form, url.pathname);
  // The notify form's page watches what its address names (`?o=toyota/corolla`), else the promotions.
  const notify =
    form === "notify"
      ? await resolveNotifyTarget(catalogApi(context), url.searchParams.get("o"))
      : PROMOTIONS;
  return { form, notify };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = formOf(params.form, new URL(request.url).pathname);
  const formData = await request.formData();
  const { status, answer } = await sendLead(
    context.get(apiContext),
    form,
    formData,
    request.headers.get("cookie"),
  );
  if (answer.ok && formData.get("js") !== "1")
    return redirect(
      sentLocation(sourcePathOf(formData, leadFormPage(form)), form, String(formData.get("subject") ?? "")),
      303,
    );
  return data(answer, { status, headers: { "Cache-Control": "no-store" } });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  // The forms' real homes are /kontakt, /dla-dealera and /zarabiaj: these pages stay out of search results.
  return pageMeta(rootMeta(matches), {
    title: loaderData ? PAGES[loaderData.form].title : null,
    noindex: true,
  });
}

export default function LeadFormPage({ loaderData }: Route.ComponentProps) {
  const page = PAGES[loaderData.form];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">
        {loaderData.form === "notify" ? `${page.h1} ${notifyAbout(loaderData.notify.what)}` : page.h1}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{page.lead}</p>
      <div className="mt-8">
        {loaderData.form === "notify" ? (
          <NotifyForm {...loaderData.notify} />
        ) : (
          <LeadForm form={loaderData.form} />
        )}
      </div>
    </div>
  );
}
