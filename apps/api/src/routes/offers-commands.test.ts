// npm run operator:create and npm run offer:create (offer-commands.ts) on the test database.
import type { DbHandle } from "@vhs/db/client.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSandboxSmsSender } from "../integrations/sms.ts";
import { operatorFromHeader } from "../lib/offer-link.ts";
import { createDbPinStore } from "../lib/order-stores.ts";
import { runOfferCommand, runOperatorCommand } from "../offer-commands.ts";
import { testKeyring } from "./digital-order.test-support.ts";
import { anyVariantId, ORIGIN, offerTestDb, PIN_SECRET, rowOf } from "./offers.test-support.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await offerTestDb();
});
afterAll(async () => {
  await handle.close();
});

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) }, out, err };
}

describe("offer commands", () => {
  it("creates an operator, prints the token once, and makes and sends an offer with it", async () => {
    const op = capture();
    const code = await runOperatorCommand(
      handle.db,
      ["--name", "Anna Nowak", "--email", "anna@leasingowo.test", "--phone", "600 700 800"],
      op.io,
    );
    expect(code).toBe(0);
    const token = op.out.at(-1)!;
    expect(token).toMatch(/^op_[A-Za-z0-9_-]{43}$/);
    const operator = await operatorFromHeader(handle.db, `Bearer ${token}`);
    expect(operator).toMatchObject({ name: "Anna Nowak", phone: "600700800" });

    const now = () => Date.parse("2026-11-20T10:00:00Z");
    const sms = createSandboxSmsSender({ outboxDir: null, now });
    const options = {
      keyring: testKeyring(),
      now,
      sms,
      pin: { store: createDbPinStore(handle.db), secret: PIN_SECRET, sms, now },
      publicOrigin: ORIGIN,
      env: {},
    };
    const variantId = await anyVariantId(handle);
    const run = capture();
    const offerCode = await runOfferCommand(
      handle.db,
      [
        "--operator-token",
        token,
        "--variant",
        String(variantId),
        "--client",
        "consumer",
        "--duration",
        "48",
        "--initial-fee",
        "10",
        "--repurchase",
        "20",
        "--phone",
        "600100300",
        "--payment",
      ],
      run.io,
      options,
    );
    expect(run.err).toEqual([]);
    expect(offerCode).toBe(0);
    const link = run.out.at(-1)!;
    expect(link).toMatch(/^Link: https:\/\/www\.leasingowo\.test\/oferta\/[A-Za-z0-9_-]{32}$/);
    expect(sms.outbox.entries).toHaveLength(1);
    expect(sms.outbox.entries[0]!.message).toBe(`Twoja oferta leasingu od Leasingowo: ${link.slice(6)}`);
    const id = /ofertę ([0-9a-f-]{36})/.exec(run.out[0]!)![1]!;
    const row = await rowOf(handle, id);
    expect(row).toMatchObject({ status: "sent", paymentEnabled: true, duration: 48, client: "consumer" });

    const draft = capture();
    expect(
      await runOfferCommand(
        handle.db,
        ["--operator-token", token, "--description", "Toyota Corolla", "--price-net", "90000"].concat([
          "--client",
          "entrepreneur",
          "--duration",
          "36",
          "--initial-fee",
          "0",
          "--repurchase",
          "50",
        ]),
        draft.io,
        options,
      ),
    ).toBe(0);
    expect(sms.outbox.entries).toHaveLength(1);
  });

  it("refuses bad input in Polish with the usage, and an unknown token", async () => {
    const bad = capture();
    expect(await runOperatorCommand(handle.db, ["--name", "A", "--email", "nie-email"], bad.io)).toBe(2);
    expect(bad.err[0]).toMatch(
      /name: Podaj imię i nazwisko[\s\S]*email: Podaj poprawny adres e-mail[\s\S]*użycie/,
    );

    const unknown = capture();
    const env = { keyring: testKeyring(), env: {}, sms: createSandboxSmsSender({ outboxDir: null }) };
    expect(await runOfferCommand(handle.db, ["--operator-token", "op_nope"], unknown.io, env)).toBe(2);
    expect(unknown.err[0]).toMatch(/Nieznany lub unieważniony token/);
  });
});
