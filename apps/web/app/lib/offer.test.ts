import type { OfferView } from "@vhs/domain/offer-contract.ts";
import { describe, expect, it } from "vitest";
import { checkFile } from "../components/offer/documents-step.tsx";
import { amountsOf, offerStep } from "./offer.ts";
import { offerLinksOf, orderBodyOf, orderKeyOf } from "./offer-external.server.ts";
import { missingConsents, personalBody, storedValues } from "./offer-form.ts";
import { isOfferPath, isPrivatePagePath, redactOfferPath } from "./offer-path.ts";
import { forwardUpload, MAX_UPLOAD_BODY } from "./offer-upload.server.ts";

const TOKEN = "AbCdEf0123456789_-AbCdEf01234567";

function offer(over: Partial<OfferView> = {}): OfferView {
  return {
    status: "opened",
    expired: false,
    withdrawn: false,
    external: false,
    car: {
      source: "catalog",
      name: "Škoda Octavia 1.5 TSI Style",
      brand: "Škoda",
      model: "Octavia",
      version: "1.5 TSI Style",
      year: 2026,
      isNew: true,
      mileageKm: null,
      bodyType: "liftback",
      fuel: "benzyna",
      gearbox: "automatyczna",
      powerKm: 150,
      colour: null,
      variantId: 42,
      dictionaryVersionId: null,
      equipment: [],
      priceNet: 100_000,
      priceGross: 123_000,
    },
    client: "consumer",
    duration: 48,
    initialFee: 10,
    repurchase: 20,
    quote: {
      priceNet: 100_000,
      priceGross: 123_000,
      initialFeeNet: 10_000,
      initialFeeGross: 12_300,
      installmentNet: 1500,
      installmentGross: 1845,
      repurchaseNet: 20_000,
      repurchaseGross: 24_600,
      totalPaidNet: 102_000,
      totalPaidGross: 125_460,
      annualRatePct: 7,
      rrsoPct: 8,
      included: [],
      schedule: [],
    },
    validUntil: "2026-12-08T10:00:00.000Z",
    createdAt: "2026-11-24T10:00:00.000Z",
    note: null,
    operator: { name: "Anna", email: "anna@example.pl", phone: null },
    phoneMasked: "*** *** 800",
    personal: { stored: false, summary: null, confirmed: false, confirmedAt: null },
    pin: { pending: false, locked: false, resendAt: null },
    files: [],
    payment: { enabled: false, status: "none", amountGross: 12_300 },
    ...over,
  };
}

describe("the offer's link in what is written down", () => {
  it("cuts the token to 6 characters in offer paths only", () => {
    expect(redactOfferPath(`/oferta/${TOKEN}`)).toBe("/oferta/AbCdEf…");
    expect(redactOfferPath(`/oferta/${TOKEN}/plik`)).toBe("/oferta/AbCdEf…/plik");
    expect(redactOfferPath(`/o2/${TOKEN}/wniosek`)).toBe("/o2/AbCdEf…/wniosek");
    expect(redactOfferPath(`/oferta/${TOKEN}.data`)).toBe("/oferta/AbCdEf….data");
    expect(redactOfferPath("/oferta/dla-konsumenta")).toBe("/oferta/dla-konsumenta");
    expect(isOfferPath("/oferta/portale")).toBe(false);
    expect(isOfferPath(`/oferta/${TOKEN}`)).toBe(true);
  });

  it("tells one visitor's own pages (an offer's, an order's) from the site's", () => {
    const uuid = "43c2b0f9-3310-489f-85a0-1a9794d7888f";
    for (const path of [
      `/oferta/${TOKEN}`,
      `/zamow/${uuid}`,
      `/zamow/${uuid}.data`,
      `/powrot/${uuid}/sekret`,
    ])
      expect(isPrivatePagePath(path), path).toBe(true);
    for (const path of ["/zamow-online", "/zamow/nie-uuid", "/oferta/portale", "/wybierz/skoda/octavia", "/"])
      expect(isPrivatePagePath(path), path).toBe(false);
  });
});

describe("the page's steps and amounts", () => {
  it("goes form → PIN → documents → done, and closed for expired or withdrawn offers", () => {
    expect(offerStep(offer())).toBe("form");
    const stored = { stored: true, summary: null, confirmed: false, confirmedAt: null };
    expect(offerStep(offer({ personal: stored }))).toBe("pin");
    expect(offerStep(offer({ status: "confirmed", personal: { ...stored, confirmed: true } }))).toBe(
      "documents",
    );
    expect(offerStep(offer({ status: "documents_complete", personal: { ...stored, confirmed: true } }))).toBe(
      "done",
    );
    expect(offerStep(offer({ status: "expired", expired: true }))).toBe("closed");
    expect(offerStep(offer({ status: "withdrawn", withdrawn: true }))).toBe("closed");
  });

  it("shows consumers gross amounts and firms net ones", () => {
    expect(amountsOf(offer())).toMatchObject({ gross: true, suffix: "brutto", installment: 1845 });
    expect(amountsOf(offer({ client: "entrepreneur" }))).toMatchObject({ gross: false, installment: 1500 });
  });
});

describe("the personal form", () => {
  const values = {
    firstName: " Jan ",
    lastName: "Kowalski",
    email: "jan@example.pl",
    pesel: "44051401458",
    idCard: "ABA 300000",
    nip: "5254476542",
    companyName: "Firma",
    "address.street": "Długa",
    "address.houseNumber": "1",
    "address.flatNumber": "",
    "address.postalCode": "80-831",
    "address.city": "Gdańsk",
    "consents.rodo": "on",
    "consents.bikBig": "on",
  };

  it("sends a consumer's identifiers, not a firm's, with every consent and its version", () => {
    const body = personalBody("consumer", values);
    expect(body).toMatchObject({ firstName: "Jan", pesel: "44051401458", idCard: "ABA 300000" });
    expect(body.nip).toBeUndefined();
    expect(body.address).not.toHaveProperty("flatNumber");
    expect(body.consents.map((c) => [c.id, c.accepted])).toEqual([
      ["rodo", true],
      ["bikBig", true],
      ["marketing", false],
    ]);
    const firm = personalBody("entrepreneur", values);
    expect(firm).toMatchObject({ nip: "5254476542", companyName: "Firma" });
    expect(firm.pesel).toBeUndefined();
  });

  it("asks for the required consents, naming the empty fields with them", () => {
    expect(missingConsents("consumer", values)).toEqual({});
    const errors = missingConsents("consumer", { ...values, "consents.bikBig": "", firstName: "" });
    expect(Object.keys(errors).sort()).toEqual(["consents.bikBig", "firstName"]);
  });

  it("puts back only unmasked summary values", () => {
    const o = offer({
      personal: {
        stored: true,
        confirmed: false,
        confirmedAt: null,
        summary: { firstName: "Jan", pesel: "*******1458", address: "Długa 1, 80-831 Gdańsk" },
      },
    });
    expect(storedValues(o)).toEqual({ firstName: "Jan", address: "Długa 1, 80-831 Gdańsk" });
  });
});

describe("the external offer", () => {
  it("orders a catalogue car by its variant and a dictionary car by its version, not a described one", () => {
    expect(orderBodyOf(offer())).toEqual({
      variantId: 42,
      client: "consumer",
      duration: 48,
      initialFee: 10,
      repurchase: 20,
    });
    const dictionary = offer({
      car: { ...offer().car, source: "dictionary", variantId: null, mileageKm: 12_000 },
    });
    expect(orderBodyOf(dictionary), "a dictionary car without its version").toBeNull();
    const versioned = offer({ car: { ...dictionary.car, dictionaryVersionId: 77 } });
    expect(orderBodyOf(versioned)).toMatchObject({
      dictionaryVersionId: 77,
      year: 2026,
      price: 100_000,
      priceType: "net",
      mileageKm: 12_000,
    });
    const described = offer({ car: { ...offer().car, source: "description", variantId: null } });
    expect(orderBodyOf(described)).toBeNull();
  });

  it("derives one order key per offer that is not the token's hash", () => {
    expect(orderKeyOf(TOKEN)).toBe(orderKeyOf(TOKEN));
    expect(orderKeyOf(TOKEN)).not.toContain(TOKEN);
    expect(orderKeyOf(TOKEN)).toMatch(/^o2-[A-Za-z0-9_-]{43}$/);
  });

  it("keeps only this site's offer paths from the recovered links", () => {
    expect(
      offerLinksOf({
        message: "ok",
        links: [
          `/oferta/${TOKEN}`,
          "https://evil.example/x",
          `https://www.leasingowo.pl/o2/${TOKEN}`,
          "//evil",
        ],
      }).map((l) => l.path),
    ).toEqual([`/oferta/${TOKEN}`, `/o2/${TOKEN}`]);
  });
});

describe("uploads", () => {
  it("checks size and type in the browser before sending", () => {
    expect(checkFile({ name: "a.pdf", size: 11 * 1024 * 1024, type: "application/pdf" })).toContain("10 MB");
    expect(checkFile({ name: "a.exe", size: 10, type: "application/x-msdownload" })).toContain("PDF, JPG");
    expect(checkFile({ name: "skan.HEIC", size: 10, type: "" })).toBeNull();
  });

  const server = (fetch: (r: Request) => Promise<Response>) => ({
    transport: { fetch, baseUrl: "http://api.internal", timeoutMs: 1000 },
    requestId: "test-request",
    clientAddress: undefined,
  });

  it("cuts off a body without a length once it passes the limit, before the API has it all", async () => {
    let received = 0;
    const api = async (request: Request) => {
      try {
        for await (const chunk of request.body!) received += (chunk as Uint8Array).byteLength;
      } catch {
        return Response.json({ error: true, message: "przerwane" }, { status: 400 });
      }
      return Response.json({ id: "x", name: "a.pdf" });
    };
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 12) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const request = new Request("http://site/oferta/x/plik", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=b" },
      body,
      duplex: "half",
    } as RequestInit);
    const result = await forwardUpload(server(api), TOKEN, request);
    expect(result).toMatchObject({ ok: false, status: 413 });
    expect(received).toBeLessThanOrEqual(MAX_UPLOAD_BODY);
  });

  it("passes the API's answer on: the file's name, or its Polish refusal", async () => {
    const ok = await forwardUpload(
      server(async () => Response.json({ id: "x", name: "dowod.pdf" })),
      TOKEN,
      new Request("http://site/", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=b" },
        body: "--b--",
      }),
    );
    expect(ok).toEqual({ ok: true, status: 200, name: "dowod.pdf" });
    const refused = await forwardUpload(
      server(async () => Response.json({ error: true, message: "Plik nie jest PDF-em." }, { status: 415 })),
      TOKEN,
      new Request("http://site/", {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=b" },
        body: "--b--",
      }),
    );
    expect(refused).toEqual({ ok: false, status: 415, message: "Plik nie jest PDF-em." });
  });
});
