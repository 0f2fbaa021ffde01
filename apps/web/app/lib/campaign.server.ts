// The campaign keys a lead or an order is sent with: those the page's script put in the form's `campaign`
// field (from session storage), else those the entry-address cookie kept (a visitor without JavaScript).

import { type Campaign, campaignFromJson, campaignFromQuery, hasCampaign } from "@vhs/domain/campaign.ts";
import { ENTRY_URL_COOKIE, readCookie } from "./cookies.ts";

export function campaignOf(formField: unknown, cookieHeader: string | null): Campaign | undefined {
  const fromForm = campaignFromJson(formField);
  if (hasCampaign(fromForm)) return fromForm;
  const entry = readCookie(cookieHeader, ENTRY_URL_COOKIE) ?? "";
  const query = entry.includes("?") ? entry.slice(entry.indexOf("?") + 1) : "";
  const fromEntry = campaignFromQuery(query);
  return hasCampaign(fromEntry) ? fromEntry : undefined;
}
