// The trust section's data: the customer opinions (content/opinions.yaml through GET /v3/opinions) and the
// banks in which a customer confirms their account during the application. Site-wide, so through the
// response cache; a part that fails is left out.
import type { OpinionsAnswer } from "@vhs/domain/opinions.ts";
import type { RouterContextProvider } from "react-router";
import { catalogApi, orElse } from "./catalog.server.ts";

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
  const answer = orElse(opinions, { examples: false, items: [] } as OpinionsAnswer);
  return {
    opinions: { examples: answer.examples, items: answer.items.slice(0, OPINIONS) },
    banks: (orElse(banks, { banks: [] } as BankList).banks ?? [])
      .filter((b) => b.available && !b.id.startsWith("sandbox-"))
      .slice(0, BANKS)
      .map((b) => b.name),
  };
}
