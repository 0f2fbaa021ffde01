import { LEAD_CONSENT_VERSION } from "@vhs/domain/lead-core.ts";
import { useRef, useState } from "react";
import { useHydrated } from "../lib/hydrated.ts";
import type { FormValues } from "../lib/order-form.ts";

// What every lead form sends besides its fields: the consent texts' version, the page it was on, and the
// bot checks' inputs (when the form was shown, how long it took to fill in, a trap field).

/**
 * When the form was shown. Without JavaScript the server's render time is sent (`startedAt`); with
 * JavaScript the fill time is measured on this device, whose clock need not agree with the server's:
 * since the page began loading when it came rendered from the server, since the form appeared otherwise.
 */
export function useFillTimer() {
  const hydrated = useHydrated();
  const [startedAt] = useState(() => Date.now());
  const shownAt = useRef<number | null>(null);
  if (shownAt.current === null) shownAt.current = hydrated ? performance.now() : 0;
  return {
    startedAt,
    /** Milliseconds since the form was shown, as the `filledMs` field. */
    filledMs: () => String(Math.round(performance.now() - (shownAt.current ?? 0))),
  };
}

/**
 * The fields every lead form sends without showing: the consent texts' version, the page it was on, when
 * it was rendered, and a trap for bots (people neither see nor reach it, form-filling robots fill it in).
 */
export function LeadHiddenFields({
  values,
  startedAt,
  sourcePath,
}: {
  values: FormValues;
  startedAt: number;
  sourcePath: string;
}) {
  return (
    <>
      <input type="hidden" name="consentVersion" value={values.consentVersion || LEAD_CONSENT_VERSION} />
      <input type="hidden" name="sourcePath" value={values.sourcePath || sourcePath} />
      <input
        type="hidden"
        name="startedAt"
        defaultValue={values.startedAt || String(startedAt)}
        suppressHydrationWarning
      />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="website">Strona internetowa (zostaw puste)</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}
