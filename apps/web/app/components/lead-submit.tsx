import { LEAD_THANKS, type LeadForm } from "@vhs/domain/lead-core.ts";
import { type FormEvent, useRef, useState } from "react";
import { useActionData, useFetcher, useLocation } from "react-router";
import { emitWithContact, useBecameTrue } from "../lib/business-events.ts";
import { type LeadAnswer, leadFormAction, SENT_PARAM } from "../lib/leads.ts";
import type { FormValues } from "../lib/order-form.ts";
import { useFillTimer } from "./lead-fields.tsx";

// How the contact, dealer and partner forms send: where they post, and the answer they show (in place with
// JavaScript, on the page they came back to without).

const NOT_SENT =
  "Nie udało się wysłać formularza. Sprawdź połączenie z internetem i spróbuj ponownie za chwilę.";

function stringValues(data: FormData): FormValues {
  const out: FormValues = {};
  for (const [key, value] of data) if (typeof value === "string") out[key] = value;
  return out;
}

/** A lead form's state: its answer (confirmation or errors with the typed values) and its submit handler. */
export function useLeadSubmit(form: LeadForm, fetcherKey: string = `lead-${form}`) {
  const location = useLocation();
  // Without JavaScript, the form's own page renders the action's answer (errors and typed values).
  const actionData = useActionData() as LeadAnswer | undefined;
  const fetcher = useFetcher<LeadAnswer>({ key: fetcherKey });
  const [posted, setPosted] = useState<LeadAnswer | null>(null);
  const [posting, setPosting] = useState(false);
  const { startedAt, filledMs } = useFillTimer();

  const action = leadFormAction(form);
  // Dealers post JSON to /srv/notion (no route of ours answers there), the others through a fetcher.
  const json = form === "dealer";
  const answer = (json ? posted : fetcher.data) ?? (actionData?.form === form ? actionData : undefined);
  const busy = posting || fetcher.state !== "idle";
  const sentBack = !answer && new URLSearchParams(location.search).get(SENT_PARAM) === "1";
  const confirmation = answer?.ok ? answer.message : sentBack ? LEAD_THANKS[form] : null;
  const failed = answer && !answer.ok ? answer : undefined;

  // Analytics: the lead sent from this page (SPEC §3), its phone and e-mail hashed.
  const sent = useRef<FormValues>({});
  useBecameTrue(Boolean(answer?.ok), () => {
    const v = sent.current;
    const purpose = v.topic ?? v.partnerType ?? v.subject;
    void emitWithContact(
      "contact-sent",
      { form, ...(purpose ? { purpose } : {}) },
      { phone: v.phone, email: v.email },
    );
  });

  async function postJson(data: FormData) {
    setPosting(true);
    try {
      const res = await fetch(action, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(stringValues(data)),
      });
      setPosted((await res.json()) as LeadAnswer);
    } catch {
      setPosted({ form, ok: false, message: NOT_SENT, errors: {}, values: stringValues(data) });
    } finally {
      setPosting(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    data.set("js", "1");
    data.set("filledMs", filledMs());
    sent.current = stringValues(data);
    if (json) void postJson(data);
    else void fetcher.submit(data, { method: "post", action });
  }

  return {
    action,
    busy,
    confirmation,
    failed,
    values: failed?.values ?? ({} as FormValues),
    startedAt,
    onSubmit,
  };
}
