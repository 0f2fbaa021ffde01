// Loaded after hydration by components/consent/analytics.tsx (campaign keys, the tag manager) and by the
// cookie banner's answer: one module on demand, never part of the first load.

import { addCampaignField, captureCampaign, storedCampaign } from "./campaign-capture.ts";
import { answerChoice, chooseConsent, startTagManager } from "./consent-client.ts";

let listening = false;

export function startAnalytics(container: string | null): void {
  captureCampaign(window.location.search);
  if (!listening) {
    listening = true;
    // Capture phase: before React's own submit handlers read the form.
    document.addEventListener(
      "submit",
      (event) => {
        if (event.target instanceof HTMLFormElement) addCampaignField(event.target, storedCampaign());
      },
      true,
    );
  }
  startTagManager(container);
}

/** The banner's answer, applied in place. */
export function answerBanner(answer: "all" | "none", container: string | null): void {
  chooseConsent(answerChoice(answer), container);
}
