// Campaign parameters in the browser (SPEC §3): the landing address's keys go into session storage
// (`vhs_utm`, JSON), and every lead or order form sends them in a hidden `campaign` field. Without
// JavaScript the server falls back to the keys the entry-address cookie kept (lib/campaign.server.ts).

import {
  CAMPAIGN_STORAGE_KEY,
  type Campaign,
  campaignFromObject,
  campaignFromQuery,
  hasCampaign,
} from "@vhs/domain/campaign.ts";
import { readSession, writeSession } from "./session-store.ts";

type StorageLike = Pick<Storage, "getItem" | "setItem">;

/**
 * Keeps the campaign keys of an address: a new set (a new advertising click in the same session) replaces
 * the stored one; an address without any leaves it as it is. Returns what is stored now.
 */
export function captureCampaign(search: string, storage?: StorageLike): Campaign {
  const fromUrl = campaignFromQuery(search);
  if (hasCampaign(fromUrl)) {
    writeSession(CAMPAIGN_STORAGE_KEY, fromUrl, storage);
    return fromUrl;
  }
  return storedCampaign(storage);
}

/** The stored campaign keys (anything else in the stored JSON is ignored). */
export function storedCampaign(storage?: StorageLike): Campaign {
  return campaignFromObject(readSession(CAMPAIGN_STORAGE_KEY, storage));
}

/** The forms that create a lead or an order, by the path they post to. */
export function formCarriesCampaign(actionPath: string): boolean {
  return /^\/(?:zamow-online|formularz\/[a-z]+|srv\/notion|sfinansuj-online(?:\/|$)|o2\/[^/]+\/wniosek)/.test(
    actionPath,
  );
}

export const CAMPAIGN_FIELD = "campaign";

/**
 * Before a lead or order form is submitted (a capture listener on the document, so before React's own
 * submit handlers read the form), the stored keys are put in its hidden `campaign` field.
 */
export function addCampaignField(form: HTMLFormElement, campaign: Campaign): void {
  if (!hasCampaign(campaign) || form.method.toLowerCase() !== "post") return;
  let action: URL;
  try {
    action = new URL(form.action, form.ownerDocument.baseURI);
  } catch {
    return;
  }
  if (action.origin !== form.ownerDocument.location.origin || !formCarriesCampaign(action.pathname)) return;
  let field = form.querySelector<HTMLInputElement>(`input[type=hidden][name=${CAMPAIGN_FIELD}]`);
  if (!field) {
    field = form.ownerDocument.createElement("input");
    field.type = "hidden";
    field.name = CAMPAIGN_FIELD;
    form.append(field);
  }
  field.value = JSON.stringify(campaign);
}
