import { useEffect } from "react";
import { useLocation } from "react-router";
import { addCampaignField, captureCampaign, storedCampaign } from "../../lib/campaign-capture.ts";
import { startTagManager } from "../../lib/consent-client.ts";

/**
 * The browser's side of measurement, rendered once in the root layout: campaign keys of every address
 * into session storage (`vhs_utm`), into the lead and order forms as they are submitted, and the tag
 * manager — after hydration, and only when the stored choice allows it and the host has a container.
 */
export function Analytics({ container }: { container: string | null }) {
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per address
  useEffect(() => {
    captureCampaign(location.search);
  }, [location.key]);

  useEffect(() => {
    const onSubmit = (event: SubmitEvent) => {
      if (event.target instanceof HTMLFormElement) addCampaignField(event.target, storedCampaign());
    };
    document.addEventListener("submit", onSubmit, true);
    return () => document.removeEventListener("submit", onSubmit, true);
  }, []);

  useEffect(() => {
    startTagManager(container);
  }, [container]);

  return null;
}
