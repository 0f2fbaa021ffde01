import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./api.server.ts";
import { apiErrorFields, orderParams, positiveId, startOrder } from "./order-entry.server.ts";

const UUID = "0b6d3f7e-8c1a-4f7e-9a51-2d3c4b5a6978";
const SECRET = "q5R0abcdefghijklmnopqrstuvwxyz0123456789ABC";
const created = { uuid: UUID, secret: SECRET, status: "draft", replayed: false, formPath: `/zamow/${UUID}` };

function apiWith(fetch: (r: Request) => Promise<Response>) {
  return createApiClient({ fetch, baseUrl: "http://api.test", timeoutMs: 500 });
}
const request = new Request("http://site.test/zamow-online", { method: "POST" });

describe("startOrder", () => {
  it("sends the key, remembers the secret in an httpOnly cookie and goes to /zamow/{uuid}", async () => {
    const fetch = vi.fn(async (_r: Request) => Response.json(created, { status: 201 }));
    const r = await startOrder(apiWith(fetch), request, { variantId: 5 }, "abcdefgh-1234");
    expect(r).toMatchObject({ ok: true, uuid: UUID, location: `/zamow/${UUID}` });
    expect(r.ok && r.cookie).toMatch(new RegExp(`^vhs_order=${UUID}~${SECRET};.*HttpOnly`));
    const sent = fetch.mock.calls[0]![0];
    expect(sent.headers.get("idempotency-key")).toBe("abcdefgh-1234");
    expect(await sent.json()).toEqual({ variantId: 5 });
  });

  it("repeats without the key when the same key came with another body", async () => {
    const fetch = vi
      .fn(async (_r: Request) => Response.json(created, { status: 201 }))
      .mockImplementationOnce(async () =>
        Response.json({ error: true, message: "Klucz użyty", field: "idempotency-key" }, { status: 422 }),
      );
    const r = await startOrder(apiWith(fetch), request, { variantId: 5 }, "abcdefgh-1234");
    expect(r.ok).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]![0].headers.get("idempotency-key")).toBeNull();
  });

  it("turns API errors into codes: a car gone, bad parameters, anything else", async () => {
    const answer = (status: number, body: unknown) => apiWith(async () => Response.json(body, { status }));
    const gone = await startOrder(
      answer(422, { message: "x", field: "variantId" }),
      request,
      { variantId: 5 },
      null,
    );
    expect(gone).toMatchObject({ ok: false, code: "niedostepny" });
    const params = await startOrder(
      answer(422, { message: "x", fields: [{ field: "repurchase", message: "Wykup za wysoki" }] }),
      request,
      { variantId: 5 },
      null,
    );
    expect(params).toMatchObject({ ok: false, code: "parametry", fields: [{ field: "repurchase" }] });
    const down = await startOrder(
      apiWith(async () => Promise.reject(new Error("down"))),
      request,
      { variantId: 5 },
      null,
    );
    expect(down).toMatchObject({ ok: false, code: "blad", status: 503 });
  });
});

describe("form helpers", () => {
  it("reads the API's field errors", () => {
    expect(apiErrorFields({ message: "Rok", field: "year" })).toEqual([{ field: "year", message: "Rok" }]);
    expect(apiErrorFields("oops")).toEqual([]);
  });

  it("takes ids only when they are positive 32-bit integers", () => {
    expect(positiveId("12885")).toBe(12885);
    expect(positiveId("0")).toBeNull();
    expect(positiveId("1e3")).toBeNull();
    expect(positiveId("99999999999")).toBeNull();
  });

  it("uses the form's parameters when it has them (strictly), else the cookie's", () => {
    expect(
      orderParams({}, "vhs_f=client%3Dconsumer%26duration%3D48%26initialFee%3D10%26repurchase%3D20"),
    ).toEqual({
      ok: true,
      fromForm: false,
      params: { client: "consumer", duration: 48, initialFee: 10, repurchase: 20 },
    });
    const bad = orderParams(
      { client: "entrepreneur", duration: "60", initialFee: "99", repurchase: "35" },
      null,
    );
    expect(bad.ok).toBe(false);
  });
});
