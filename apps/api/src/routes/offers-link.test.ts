// POST /v3/get-offer-link: a PIN to a phone with active offers, the same answer for a phone without,
// and the links once the PIN checks out.
import type { DbHandle } from "@vhs/db/client.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  anyVariantId,
  eventsOf,
  jsonOf,
  lastPin,
  newOperator,
  type OfferTestApp,
  offerTestApp,
  offerTestDb,
  post,
  sentOffer,
} from "./offers.test-support.ts";

let handle: DbHandle;
let t: OfferTestApp;
let anna: Awaited<ReturnType<typeof newOperator>>;
let variantId: number;

beforeAll(async () => {
  handle = await offerTestDb();
  t = offerTestApp(handle);
  anna = await newOperator(handle);
  variantId = await anyVariantId(handle);
});
afterAll(async () => {
  await handle.close();
});

const ask = (body: Record<string, unknown>) => post(t.app, "/v3/get-offer-link", body);

describe("POST /v3/get-offer-link", () => {
  it("answers the same with and without offers, and sends a PIN only to a phone that has one", async () => {
    const first = await sentOffer(t, anna.auth, { variantId }, "600100200");
    t.clock.now += 1000;
    const second = await sentOffer(t, anna.auth, { variantId, client: "entrepreneur" }, "600100200");
    const withdrawn = await sentOffer(t, anna.auth, { variantId }, "600100200");
    expect((await post(t.app, `/v3/offers/${withdrawn.id}/withdraw`, {}, anna.auth)).status).toBe(200);

    const before = t.sms.outbox.entries.length;
    const none = await ask({ phone: "600100299" });
    expect(none.status).toBe(200);
    const noneBody = await jsonOf(none);
    expect(t.sms.outbox.entries.length).toBe(before);

    const some = await ask({ phone: "+48 600 100 200" });
    expect(some.status).toBe(200);
    expect(await jsonOf(some)).toEqual(noneBody);
    expect(t.sms.outbox.entries.length).toBe(before + 1);
    const sms = t.sms.outbox.entries.at(-1)!;
    expect(sms.to).toBe("+48600100200");
    expect(sms.message).toMatch(/^Kod \d{6} do potwierdzenia dostępu do Twoich ofert leasingu\./);

    // Limits answer alike for both phones (no hint which one has offers).
    expect((await ask({ phone: "600100299" })).status).toBe(429);
    expect((await ask({ phone: "600100200" })).status).toBe(429);

    const wrong = await ask({ phone: "600100200", pin: lastPin(t.sms) === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(422);
    expect((await jsonOf(wrong)).field).toBe("pin");

    const ok = await ask({ phone: "600100200", pin: lastPin(t.sms) });
    expect(ok.status).toBe(200);
    const body = await jsonOf<{ message: string; links: string[] }>(ok);
    expect(body.links).toEqual([first.link, second.link]);
    expect(body.message).toMatch(/Oto linki/);
    const recovered = (await eventsOf(handle, first.id)).filter((e) => e.type === "link_recovered");
    expect(recovered).toHaveLength(1);

    // Single use.
    expect((await ask({ phone: "600100200", pin: lastPin(t.sms) })).status).toBe(422);
  });

  it("refuses a PIN for a phone without offers and bad input", async () => {
    const res = await ask({ phone: "600100377", pin: "123456" });
    expect(res.status).toBe(422);
    expect(await jsonOf(res)).toMatchObject({
      field: "pin",
      message: "Nieprawidłowy lub nieaktualny kod. Wyślij nowy kod.",
    });
    const badPhone = await ask({ phone: "12" });
    expect(badPhone.status).toBe(422);
    expect((await jsonOf<{ fields: { field: string }[] }>(badPhone)).fields[0]!.field).toBe("phone");
  });
});
