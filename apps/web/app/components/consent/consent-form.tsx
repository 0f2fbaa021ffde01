import type { FormEvent, ReactNode } from "react";
import { CONSENT_ACTION, type ConsentChoice, choiceFromForm } from "../../lib/consent.ts";
import { chooseConsent } from "../../lib/consent-client.ts";
import { CONSENT_BUTTON } from "./consent-banner.tsx";

export { CONSENT_BUTTON };

/**
 * The settings page's form (routes/consent/settings.tsx): a real POST to /srv/consent (server/consent.ts) without JavaScript;
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
