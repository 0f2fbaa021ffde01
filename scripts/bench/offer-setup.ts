// Setup steps for the offer targets of scripts/bench.ts (docs/offers.md): a salesperson is made in the
// site's database before the site starts (operators exist only as a token hash in the database, and
// PGlite is one process's at a time); each target then makes and sends its own offer through the API,
// as the salesperson would, and probes the customer's page or GET /offer with its link token.
import { createOperator } from "../../apps/api/src/lib/offer-link.ts";
import { createDb } from "../../packages/db/src/client.ts";
import type { SetupResult } from "./order-setup.ts";

let operatorAuth: Record<string, string> | null = null;

/** Before the site starts on `dataDir` (PGlite) or `databaseUrl`: one salesperson for the offers. */
export async function prepareOperator(options: { dataDir?: string; url?: string }): Promise<void> {
  const handle = await createDb(options.url ? { url: options.url } : { dataDir: options.dataDir });
  try {
    await handle.migrate();
    const { token } = await createOperator(handle.db, {
      name: "Handlowiec benchmarku",
      email: "bench@leasingowo.test",
      phone: "22 100 20 30",
    });
    operatorAuth = { authorization: `Bearer ${token}` };
  } finally {
    await handle.close();
  }
}

async function call<T>(base: string, path: string, body: unknown): Promise<T> {
  if (!operatorAuth) throw new Error("no salesperson: prepareOperator did not run");
  const res = await fetch(base + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...operatorAuth },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** A sent offer for the first car of the catalogue; answers its link token. */
async function sentOffer(base: string): Promise<string> {
  const cars = (await (await fetch(`${base}/api/v3/cars/?limit=1`)).json()) as { items: { id: number }[] };
  if (!cars.items[0]) throw new Error("the catalogue is empty");
  const created = await call<{ id: string; link: string }>(base, "/api/v3/create-offer-without-client", {
    variantId: cars.items[0].id,
    client: "consumer",
    duration: 48,
    initialFee: 10,
    repurchase: 20,
  });
  await call(base, `/api/v3/make-offer-from-draft-for-consumer/${created.id}`, { phone: "600700800" });
  return created.link.replace(/^.*\/oferta\//, "");
}

export const offerSetups = {
  /** The customer's page /oferta/{token} (the personal form step). */
  page: async (base: string): Promise<SetupResult> => ({ path: `/oferta/${await sentOffer(base)}` }),
  /** GET /offer?uuid={token}: what the page loads. */
  get: async (base: string): Promise<SetupResult> => ({ path: `/api/offer?uuid=${await sentOffer(base)}` }),
};
