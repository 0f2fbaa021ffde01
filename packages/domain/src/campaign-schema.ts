// The campaign keys in a request (leads, orders): an optional object of the 19 keys of SPEC §3, each an
// optional string; other keys are dropped (Zod strips unknown keys).
import { z } from "zod";
import { CAMPAIGN_KEYS, CAMPAIGN_VALUE_MAX, type CampaignKey } from "./campaign.ts";

export function campaignRequest(message: string) {
  const value = z.string({ error: message }).max(CAMPAIGN_VALUE_MAX, { error: message }).optional();
  return z
    .object(Object.fromEntries(CAMPAIGN_KEYS.map((k) => [k, value])) as Record<CampaignKey, typeof value>, {
      error: message,
    })
    .optional();
}
