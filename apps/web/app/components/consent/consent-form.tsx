import type { FormEvent, ReactNode } from "react";
import { CONSENT_ACTION, type ConsentChoice, choiceFromForm } from "../../lib/consent.ts";
import { chooseConsent } from "../../lib/consent-client.ts";

/** Every answer looks the same: accepting is no more prominent than rejecting or the settings (UODO, EDPB). */
export const CONSENT_BUTTON =
  "inline-block min-w-44 rounded-md border-2 border-brand-700 bg-white px-5 py-3 text-center font-semibold text-brand-700 hover:bg-brand-50";

/**
 * A form that answers about cookies: a real POST to /srv/consent (server/consent.ts) without JavaScript;
 * with it, the choice is stored and applied in place and `onChosen` runs.
 */
export function ConsentForm({
  back,
  container,
  onChosen,
  className,
  children,
}: {
  back: string;
  container: string | null;
  onChosen?: (choice: ConsentChoice) => void;
  className?: string;
  children: ReactNode;
}) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const data = new FormData(event.currentTarget);
    const choice = choiceFromForm(
      { choice: submitter?.value, analytics: data.get("analytics"), marketing: data.get("marketing") },
      Date.now(),
    );
    if (!choice) return;
    event.preventDefault();
    chooseConsent(choice, container);
    onChosen?.(choice);
  }
  return (
    <form method="post" action={CONSENT_ACTION} onSubmit={onSubmit} className={className}>
      <input type="hidden" name="back" value={back} />
      {children}
    </form>
  );
}
