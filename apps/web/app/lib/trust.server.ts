// The trust section's data: the customer opinions (content/opinions.yaml through GET /v3/opinions) and the
// banks in which a customer confirms their account during the application. Site-wide, so through the
// response cache; a part that fails is left out.
import type { OpinionsAnswer } from "@vhs/domain/opinions.ts";
import type { RouterContextProvider } from "react-router";
import { catalogApi } from "./catalog.server.ts";
import { derivedFrom } from "./derived.ts";

/** How many opinions and bank names the section shows. */
const OPINIONS = 3;
const BANKS = 8;

export interface TrustData {
  opinions: OpinionsAnswer;
  /** Names of the biggest banks the account check works with (never the sandbox's test banks). */
  banks: string[];
}

interface BankList {
  banks: { id: string; name: string; available: boolean }[];
}

export async function loadTrust(context: Readonly<RouterContextProvider>): Promise<TrustData> {
  const api = catalogApi(context);
  const [opinions, banks] = await Promise.all([
    api.cached<OpinionsAnswer>("/v3/opinions"),
    api.cached<BankList>("/digital-order/psd2/bank-list"),
  ]);
  return {
    opinions: opinions.error ? NO_OPINIONS : shownOpinions(opinions.data),
    banks: banks.error ? [] : shownBanks(banks.data),
  };
}

const NO_OPINIONS: TrustData["opinions"] = { examples: false, items: [] };

// Made once per cached answer: the home page's trust section is drawn from the same objects every time.
const shownOpinions = derivedFrom((answer: OpinionsAnswer): TrustData["opinions"] => ({
  examples: answer.examples,
  items: answer.items.slice(0, OPINIONS),
}));
const shownBanks = derivedFrom((list: BankList): string[] =>
  (list.banks ?? [])
    .filter((b) => b.available && !b.id.startsWith("sandbox-"))
    .slice(0, BANKS)
    .map((b) => b.name),
);
