import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createApiApp } from "@vhs/api/app.ts";
import { createDiskFileStorage } from "@vhs/api/integrations/file-storage.ts";
import { pinFromSmsText } from "@vhs/api/integrations/pin.ts";
import { createSandboxSmsSender } from "@vhs/api/integrations/sms.ts";
import { inProcessFetch } from "@vhs/api/lib/client-address.ts";
import { setLogLevel } from "@vhs/api/lib/log.ts";
import { createOperator } from "@vhs/api/lib/offer-link.ts";
import { readKeyring } from "@vhs/api/lib/order-crypto.ts";
import { createDbPinStore } from "@vhs/api/lib/order-stores.ts";
import { samplePdf, samplePng } from "@vhs/api/routes/offer-files.test-support.ts";
import type { DbHandle } from "@vhs/db/client.ts";
import { variants } from "@vhs/db/schema/catalog.ts";
import { offers } from "@vhs/db/schema/offers.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import type { OfferView } from "@vhs/domain/offer-contract.ts";
import { asc, eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteApp } from "./app.ts";

// The customer's offer pages through the whole site (production build, real API, real database): the
// offer from its link, each form's POST without JavaScript (store, PIN, upload, delete), the script's
// upload answer, closed offers, the /o2 pages and the link recovery, and the token kept out of the logs.
const buildPath = new URL("../build/server/index.js", import.meta.url);
if (!existsSync(buildPath))
  throw new Error("Run `npm run build` first: these tests use the production build.");

const ORIGIN = "https://www.leasingowo.pl";
const SAME_SITE = { "sec-fetch-site": "same-origin", origin: ORIGIN };
const PIN_SECRET = "web-offer-test-pin-secret-0123456789abcdef";

let handle: DbHandle;
let site: ReturnType<typeof createSiteApp>;
const sms = createSandboxSmsSender({ outboxDir: null });
const logged: Record<string, unknown>[] = [];
let operatorAuth: Record<string, string>;

beforeAll(async () => {
  setLogLevel("silent");
  const build = (await import(buildPath.href)) as ServerBuild;
  handle = await createTestDb({ seed: true, catalogVariants: 300 });
  const keyring = readKeyring({});
  const api = createApiApp(handle, {
    basePath: "/api",
    publicOrigin: ORIGIN,
    offers: {
      keyring,
      sms,
      pin: { store: createDbPinStore(handle.db), secret: PIN_SECRET, sms },
      publicOrigin: ORIGIN,
      env: {},
    },
    offerFiles: {
      keyring,
      storage: createDiskFileStorage({ dir: mkdtempSync(join(tmpdir(), "offer-web-files-")), keyring }),
      env: {},
    },
  });
  site = createSiteApp({
    build,
    api,
    transport: { fetch: inProcessFetch(api), baseUrl: "http://api.internal", timeoutMs: 5000 },
    publicOrigin: ORIGIN,
    redirectHosts: [],
    pageCacheTtlMs: 0,
    log: (fields) => logged.push(fields),
  });
  const { token } = await createOperator(handle.db, {
    name: "Anna Doradczyni",
    email: "anna@leasingowo.test",
    phone: "221234567",
  });
  operatorAuth = { authorization: `Bearer ${token}` };
}, 120_000);
afterAll(async () => {
  setLogLevel("info");
  await handle.close();
});

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  site.request(ORIGIN + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

async function firstVariant(): Promise<number> {
  const [row] = await handle.db.select({ id: variants.id }).from(variants).orderBy(asc(variants.id)).limit(1);
  return row!.id;
}

/** An offer made and sent by the salesperson through the API; answers its link token. */
let phones = 0;
/** A phone of its own for every offer: the PIN send limits count per phone. */
const nextPhone = () => `6007009${String(phones++).padStart(2, "0")}`;

async function sentOffer(car: Record<string, unknown>, client = "consumer", phone = nextPhone()) {
  const created = await postJson(
    "/api/v3/create-offer-without-client",
    { client, duration: 48, initialFee: 10, repurchase: 20, note: "Cena z rabatem flotowym.", ...car },
    operatorAuth,
  );
  expect(created.status, await created.clone().text()).toBe(201);
  const { id, link } = (await created.json()) as { id: string; link: string };
  const sent = await postJson(`/api/v3/make-offer-from-draft-for-consumer/${id}`, { phone }, operatorAuth);
  expect(sent.status, await sent.clone().text()).toBe(200);
  return { id, token: link.replace(/^.*\/oferta\//, "") };
}

const form = (path: string, values: Record<string, string>) =>
  site.request(ORIGIN + path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...SAME_SITE },
    body: new URLSearchParams(values).toString(),
  });

const CONSUMER = {
  intent: "store",
  client: "consumer",
  firstName: "Jan",
  lastName: "Kowalski",
  email: "jan.kowalski@example.pl",
  pesel: "44051401458",
  idCard: "ABA 300000",
  "address.street": "Marszałkowska",
  "address.houseNumber": "10",
  "address.flatNumber": "5",
  "address.postalCode": "00-950",
  "address.city": "Warszawa",
  "consents.rodo": "on",
  "consents.bikBig": "on",
};

const lastPin = () => pinFromSmsText(sms.outbox.entries.at(-1)!.message)!;

async function view(token: string): Promise<OfferView> {
  const res = await site.request(`${ORIGIN}/api/offer?uuid=${token}`);
  expect(res.status).toBe(200);
  return (await res.json()) as OfferView;
}

function upload(path: string, kind: string, file: Buffer, name: string, type: string) {
  const body = new FormData();
  body.set("kind", kind);
  body.set("file", new Blob([new Uint8Array(file)], { type }), name);
  return site.request(ORIGIN + path, { method: "POST", headers: SAME_SITE, body });
}

describe("/oferta/{token}", () => {
  it("shows the offer from its link: the car, the instalment, the schedule and the salesperson; not cached, indexed or referred", async () => {
    const { token } = await sentOffer({ variantId: await firstVariant() });
    const res = await site.request(`${ORIGIN}/oferta/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.headers.get("referrer-policy")).toBe("same-origin");
    const html = await res.text();
    expect(html).toContain("Rata miesięczna");
    expect(html).toContain("brutto");
    expect(html).toContain("Harmonogram spłat");
    expect(html).toContain("Anna Doradczyni");
    expect(html).toContain("Cena z rabatem flotowym.");
    expect(html).toContain('name="robots" content="noindex, nofollow"');
    expect(html).not.toMatch(/rel="canonical"/);
    expect(html).toMatch(/autocomplete="given-name"/i);
    // The token is in the request log only cut short.
    const lines = logged.filter((l) => String(l.path).startsWith("/oferta/"));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(JSON.stringify(line)).not.toContain(token);
    // Nor is it remembered as the entry address.
    expect(res.headers.get("set-cookie") ?? "").not.toContain(token);
  });

  it("answers the Polish 404 for a malformed or unknown token", async () => {
    for (const path of ["/oferta/abc", `/oferta/${"A".repeat(32)}`, `/o2/${"B".repeat(32)}`]) {
      const res = await site.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain("Nie znaleziono strony");
    }
  });

  it("takes a consumer through the form, the SMS code, documents and their removal without JavaScript", async () => {
    const { id, token } = await sentOffer({ variantId: await firstVariant() });
    const page = `/oferta/${token}`;

    // Required consents unticked: the fields are named with them, the typed values kept.
    const noConsents = await form(page, { ...CONSENTLESS(), firstName: "", "address.city": "Kraków" });
    expect(noConsents.status).toBe(422);
    const refused = await noConsents.text();
    expect(refused).toContain("Podaj imię.");
    expect(refused).toContain("Zaznacz: „Zapoznałem się z informacją o przetwarzaniu danych osobowych”");
    expect(refused).toContain('value="Kraków"');

    // A wrong PESEL: the API's Polish message next to the field.
    const badPesel = await form(page, { ...CONSUMER, pesel: "44051401459" });
    expect(badPesel.status).toBe(422);
    const badHtml = await badPesel.text();
    expect(badHtml).toContain('id="pesel-blad"');
    expect(badHtml).toContain('value="44051401459"');

    const stored = await form(page, CONSUMER);
    expect(stored.status).toBe(303);
    expect(stored.headers.get("location")).toBe(`${page}?wynik=zapisano#krok-kod`);
    const pinPage = await (await site.request(`${ORIGIN}${page}?wynik=zapisano`)).text();
    expect(pinPage).toMatch(/autocomplete="one-time-code"/i);
    expect(pinPage).toMatch(/inputmode="numeric"/i);
    expect(pinPage).toContain("Wysłaliśmy SMS z 6-cyfrowym kodem na numer *** *** 9");

    const pin = lastPin();
    const wrong = await form(page, { intent: "confirm-pin", pin: pin === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain("Nieprawidłowy kod. Pozostało prób: 4.");

    const confirmed = await form(page, { intent: "confirm-pin", pin });
    expect(confirmed.status).toBe(303);
    expect((await view(token)).personal.confirmed).toBe(true);

    // Documents: the plain multipart form, then the script's JSON answer.
    const plain = await upload(
      `${page}?intent=upload`,
      "id_card",
      samplePdf(),
      "dowod.pdf",
      "application/pdf",
    );
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe(`${page}?wynik=plik-dodany#krok-dokumenty`);
    const scripted = await upload(
      `${page}/plik`,
      "driving_licence",
      samplePng(),
      "prawo-jazdy.png",
      "image/png",
    );
    expect(scripted.status).toBe(200);
    expect(await scripted.json()).toMatchObject({ ok: true });

    const files = (await view(token)).files;
    expect(files.map((f) => [f.kind, f.mediaType])).toEqual([
      ["id_card", "application/pdf"],
      ["driving_licence", "image/png"],
    ]);
    const listed = await (await site.request(ORIGIN + page)).text();
    expect(listed).toContain("Dowód osobisty (obie strony)");
    expect(listed).toContain("Prawo jazdy");

    const removed = await form(page, { intent: "delete", fileId: files[0]!.id });
    expect(removed.status).toBe(303);
    expect((await view(token)).files.map((f) => f.kind)).toEqual(["driving_licence"]);
    const [row] = await handle.db.select().from(offers).where(eq(offers.id, id));
    expect(row!.status).not.toBe("opened");
  });

  it("refuses a file over 10 MB before reading it, and a file that is not a document, in Polish", async () => {
    const { token } = await sentOffer({ variantId: await firstVariant() });
    await form(`/oferta/${token}`, CONSUMER);
    await form(`/oferta/${token}`, { intent: "confirm-pin", pin: lastPin() });
    // Declared too large: answered from the header alone (the body never arrives).
    const stream = new ReadableStream({ pull: () => new Promise(() => {}) });
    const tooLarge = await site.request(`${ORIGIN}/oferta/${token}/plik`, {
      method: "POST",
      headers: {
        ...SAME_SITE,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(11 * 1024 * 1024),
      },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { message: string }).message).toContain("większy niż 10 MB");

    const exe = await upload(
      `/oferta/${token}?intent=upload`,
      "other",
      Buffer.from("MZ\x90\x00fake"),
      "a.pdf",
      "application/pdf",
    );
    expect(exe.status).toBeGreaterThanOrEqual(400);
    expect(await exe.text()).toContain('id="file-blad"');
  });

  it("shows a firm's form (NIP, company) and keeps the code locked after five wrong tries", async () => {
    const { token } = await sentOffer({ variantId: await firstVariant() }, "entrepreneur");
    const page = `/oferta/${token}`;
    const html = await (await site.request(ORIGIN + page)).text();
    expect(html).toContain("NIP firmy");
    expect(html).toContain("netto");
    const stored = await form(page, {
      ...CONSENTS(),
      intent: "store",
      client: "entrepreneur",
      firstName: "Ewa",
      lastName: "Nowak",
      email: "ewa@firma.pl",
      nip: "525-447-65-42",
      companyName: "AUTO-FLOTA POLSKA sp. z o.o.",
      "address.street": "Prosta",
      "address.houseNumber": "1",
      "address.postalCode": "00-838",
      "address.city": "Warszawa",
    });
    expect(stored.status, await stored.clone().text()).toBe(303);
    const pin = lastPin();
    const wrong = pin === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) await form(page, { intent: "confirm-pin", pin: wrong });
    const locked = await (await site.request(ORIGIN + page)).text();
    expect(locked).toContain("Kod został zablokowany.");
  });

  it("sends the customer to the payment page and shows the initial fee paid on the way back", async () => {
    const { token } = await sentOffer({ variantId: await firstVariant(), payment: true });
    const page = `/oferta/${token}`;
    await form(page, CONSUMER);
    await form(page, { intent: "confirm-pin", pin: lastPin() });
    const pay = await form(page, { intent: "pay" });
    expect(pay.status, await pay.clone().text()).toBe(303);
    const target = pay.headers.get("location")!;
    expect(target).toMatch(/^\/api\/sandbox-payments\//);
    const paid = await form(target, { decision: "pay" });
    expect(paid.status, await paid.clone().text()).toBe(303);
    expect(paid.headers.get("location")).toBe(`${ORIGIN}${page}?platnosc=powrot`);
    const back = await (await site.request(`${ORIGIN}${page}?platnosc=powrot`)).text();
    expect(back).toContain("jest zapłacona");
  });

  it("says an expired offer expired, with the way to a new one", async () => {
    const { id, token } = await sentOffer({ variantId: await firstVariant() });
    await handle.db
      .update(offers)
      .set({ validUntil: new Date(Date.now() - 60_000) })
      .where(eq(offers.id, id));
    const res = await site.request(`${ORIGIN}/oferta/${token}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Ta oferta wygasła");
    expect(html).toContain('href="/kontakt"');
  });
});

describe("/o2", () => {
  it("shows an external offer, its specification, and hands it over to the online order", async () => {
    const { token } = await sentOffer({
      description: "Volvo XC60 B4 Core\nKamera cofania\nPodgrzewane fotele",
      priceNet: 180_000,
    });
    const html = await (await site.request(`${ORIGIN}/o2/${token}`)).text();
    expect(html).toContain("Volvo XC60 B4 Core");
    expect(html).toContain("Złóż wniosek online");
    const spec = await (await site.request(`${ORIGIN}/o2/${token}/specyfikacja`)).text();
    expect(spec).toContain("Podgrzewane fotele");
    // A car described in words is not in the order's dictionary: the customer is told to call.
    const apply = await form(`/o2/${token}/wniosek`, {});
    expect(apply.status).toBe(409);
    expect(await apply.text()).toContain("Zadzwoń do doradcy");
  });

  it("orders a catalogue offer's car online: one order however often it is clicked", async () => {
    const { token } = await sentOffer({ variantId: await firstVariant() }, "entrepreneur");
    const first = await form(`/o2/${token}/wniosek`, {});
    expect(first.status, await first.clone().text()).toBe(303);
    const location = first.headers.get("location")!;
    expect(location).toMatch(/^\/zamow\/[0-9a-f-]{36}$/);
    expect(first.headers.get("set-cookie")).toContain("vhs_order=");
    const again = await form(`/o2/${token}/wniosek`, {});
    expect(again.headers.get("location")).toBe(location);
  });

  it("finds a customer's offer links by phone and SMS code, without JavaScript", async () => {
    const { token } = await sentOffer({ variantId: await firstVariant() }, "consumer", "600700803");
    const entry = await (await site.request(`${ORIGIN}/o2`)).text();
    expect(entry).toContain("Wyślij kod");
    const sent = await form("/o2", { intent: "send-code", phone: "600 700 803" });
    expect(sent.status).toBe(200);
    const sentHtml = await sent.text();
    expect(sentHtml).toContain("Kod z SMS-a");
    expect(sentHtml).toContain('value="600 700 803"');
    const links = await form("/o2", { intent: "links", phone: "600 700 803", pin: lastPin() });
    expect(links.status).toBe(200);
    expect(await links.text()).toContain(`href="/oferta/${token}"`);
  });
});

function CONSENTS() {
  return { "consents.rodo": "on", "consents.bikBig": "on" };
}
function CONSENTLESS() {
  const { "consents.rodo": _r, "consents.bikBig": _b, ...rest } = CONSUMER;
  return rest;
}
