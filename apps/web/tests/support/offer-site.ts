import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createOperator } from "@vhs/api/lib/offer-link.ts";
import { createDb } from "@vhs/db/client.ts";
import { seedIfNeeded } from "@vhs/db/seed/run.ts";
import { freePort, type SiteProcess, startSite, stopSite, waitForReady } from "./server-process.ts";

// The offer stories' own site: offers are made by a salesperson, whose bearer token exists only as a
// hash in the database, so the story prepares a database with one (PGlite is one process's at a time),
// then starts the production server on it. The sandbox SMS land in `outboxDir/sms.jsonl`.

export const CATALOG_VARIANTS = "1500";

export interface OfferSite {
  baseUrl: string;
  outboxDir: string;
  /** `Authorization` for the operator's calls. */
  auth: { authorization: string };
  site: SiteProcess;
  stop(): Promise<unknown>;
}

export async function startOfferSite(): Promise<OfferSite> {
  const dataDir = mkdtempSync(join(tmpdir(), "vhs-offer-e2e-"));
  const outboxDir = `${dataDir}-outbox`;
  const handle = await createDb({ dataDir });
  await handle.migrate();
  await seedIfNeeded(handle.db, { catalogVariants: Number(CATALOG_VARIANTS) });
  const { token } = await createOperator(handle.db, {
    name: "Katarzyna Wiśniewska",
    email: "k.wisniewska@leasingowo.pl",
    phone: "22 123 45 67",
  });
  await handle.close();
  const port = await freePort();
  const site = startSite(port, dataDir, {
    OUTBOX_DIR: outboxDir,
    CATALOG_VARIANTS,
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
  });
  await waitForReady(site, port);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    outboxDir,
    auth: { authorization: `Bearer ${token}` },
    site,
    stop: () => stopSite(site, "SIGTERM"),
  };
}

/** The sandbox SMS sent to a phone (9 digits), oldest first. */
export function smsTo(outboxDir: string, phone: string): { message: string }[] {
  let text = "";
  try {
    text = readFileSync(join(outboxDir, "sms.jsonl"), "utf8");
  } catch {
    return [];
  }
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to?: string; phone?: string; message: string })
    .filter((m) =>
      String(m.to ?? m.phone ?? "")
        .replace(/\D/g, "")
        .endsWith(phone),
    );
}

/** A salesperson's offer for the first cheap new car of the catalogue, sent by SMS to `phone`. */
export async function makeOffer(
  s: OfferSite,
  phone: string,
  body: Record<string, unknown> = {},
): Promise<{ id: string; link: string }> {
  const post = (path: string, data: unknown) =>
    fetch(s.baseUrl + path, {
      method: "POST",
      headers: { "content-type": "application/json", ...s.auth },
      body: JSON.stringify(data),
    });
  let car: Record<string, unknown> = {};
  if (!("description" in body) && !("variantId" in body) && !("dictionaryVersionId" in body)) {
    const cars = (await (await fetch(`${s.baseUrl}/api/v3/cars/?perPage=20`)).json()) as {
      items: { id: number; is_new: boolean; price: number }[];
    };
    const found = cars.items.find((c) => c.is_new) ?? cars.items[0]!;
    car = { variantId: found.id };
  }
  const created = await post("/api/v3/create-offer-without-client", {
    client: "consumer",
    duration: 48,
    initialFee: 10,
    repurchase: 20,
    note: "Samochód dostępny od ręki w salonie w Warszawie. Cena z rabatem flotowym do końca miesiąca.",
    included: ["Ubezpieczenie OC/AC/NNW na cały okres", "Assistance 24h w Polsce i Europie", "Opony zimowe"],
    ...car,
    ...body,
  });
  if (created.status !== 201) throw new Error(`create offer: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const sent = await post(`/api/v3/make-offer-from-draft-for-consumer/${id}`, { phone });
  if (sent.status !== 200) throw new Error(`send offer: ${sent.status} ${await sent.text()}`);
  const sms = smsTo(s.outboxDir, phone).at(-1);
  const link = /\/oferta\/[A-Za-z0-9_-]{32}/.exec(sms?.message ?? "")?.[0];
  if (!link) throw new Error("the offer's SMS with its link is not in the outbox");
  return { id, link };
}
