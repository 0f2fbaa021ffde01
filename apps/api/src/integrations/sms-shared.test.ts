// Two SMS senders on one database send each idempotency key once (what N API instances behind a load
// balancer get from the database ledger in lib/shared-stores.ts).
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DbHandle } from "@vhs/db/client.ts";
import { integrationSends } from "@vhs/db/schema/shared-state.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setLogLevel } from "../lib/log.ts";
import { createDbSharedStores } from "../lib/shared-stores.ts";
import { SEND_CLAIM_LEASE_MS } from "./shared-state.ts";
import { type SmsapiCall, smsapiStub } from "./sms.test-support.ts";
import { createSandboxSmsSender, createSmsapiSender, readSmsOutbox, type SmsSent } from "./sms.ts";
import { type Stub, startStub } from "./stub-server.ts";

const T0 = Date.UTC(2026, 2, 24, 9, 15);

let handle: DbHandle;
let clock = T0;
const now = () => clock;

beforeAll(async () => {
  setLogLevel("silent");
  handle = await createTestDb();
});
afterAll(async () => {
  setLogLevel("info");
  await handle.close();
});
beforeEach(async () => {
  clock = T0;
  await handle.db.delete(integrationSends);
});

/** The ledger one "instance" gets: its own stores object over the shared database. */
const ledger = () => createDbSharedStores(handle.db, { now }).sendLedger<SmsSent>("sms");

describe("SMSAPI senders sharing the database ledger", () => {
  let slow: Stub;
  let down: Stub;
  let slowCalls: SmsapiCall[];

  beforeAll(async () => {
    const s = smsapiStub("p", { delayMs: 200 });
    slowCalls = s.calls;
    [slow, down] = await Promise.all([startStub(s.app), startStub(smsapiStub("d", { down: true }).app)]);
  });
  afterAll(() => Promise.all([slow.close(), down.close()]));
  beforeEach(() => {
    slowCalls.length = 0;
  });

  const sender = (baseUrl = slow.url) =>
    createSmsapiSender({
      token: "token-1",
      baseUrl,
      backupUrl: null,
      timeoutMs: 2000,
      ledger: ledger(),
      now,
    });

  it("sends a key once: the second instance answers the first one's result as a duplicate", async () => {
    const first = await sender().send("600700800", "Kod 123456", { idempotencyKey: "pin-a" });
    expect(first).toEqual({
      ok: true,
      value: { provider: "smsapi", id: "p-1", status: "queued", providerStatus: "QUEUE", duplicate: false },
    });
    const second = await sender().send("600700800", "Kod 123456", { idempotencyKey: "pin-a" });
    if (!first.ok) throw new Error("expected a send");
    expect(second).toEqual({ ok: true, value: { ...first.value, duplicate: true } });
    expect(slowCalls).toHaveLength(1);
  });

  it("sends once when two instances get the same key at the same moment; the other answers IN_PROGRESS", async () => {
    const [a, b] = await Promise.all([
      sender().send("600700800", "Kod", { idempotencyKey: "pin-b" }),
      sender().send("600700800", "Kod", { idempotencyKey: "pin-b" }),
    ]);
    expect(slowCalls).toHaveLength(1);
    const values = [a, b].map((r) => (r.ok ? r.value : null));
    expect(values).toContainEqual({
      provider: "smsapi",
      id: "p-2",
      status: "queued",
      providerStatus: "QUEUE",
      duplicate: false,
    });
    expect(values).toContainEqual({
      provider: "smsapi",
      id: null,
      status: "queued",
      providerStatus: "IN_PROGRESS",
      duplicate: true,
    });
  });

  it("gives the claim up after a failure, so another instance may send the key", async () => {
    const failed = await sender(down.url).send("600700800", "Kod", { idempotencyKey: "pin-c" });
    expect(failed).toMatchObject({ ok: false, error: { code: "UNAVAILABLE" } });
    expect(await handle.db.select().from(integrationSends)).toHaveLength(0);
    const sent = await sender().send("600700800", "Kod", { idempotencyKey: "pin-c" });
    expect(sent).toMatchObject({ ok: true, value: { duplicate: false } });
    expect(slowCalls).toHaveLength(1);
  });

  it("takes over a claim left without a result only after the lease (its sender died)", async () => {
    await ledger().claim("pin-d"); // an instance claimed the key and crashed before recording a result
    clock += SEND_CLAIM_LEASE_MS - 1000;
    expect(await sender().send("600700800", "Kod", { idempotencyKey: "pin-d" })).toMatchObject({
      ok: true,
      value: { providerStatus: "IN_PROGRESS", duplicate: true },
    });
    expect(slowCalls).toHaveLength(0);
    clock += 2000;
    expect(await sender().send("600700800", "Kod", { idempotencyKey: "pin-d" })).toMatchObject({
      ok: true,
      value: { providerStatus: "QUEUE", duplicate: false },
    });
    expect(slowCalls).toHaveLength(1);
  });

  it("sends nothing when the ledger's database cannot be reached", async () => {
    const gone = await createTestDb();
    await gone.close();
    const sms = createSmsapiSender({
      token: "token-1",
      baseUrl: slow.url,
      backupUrl: null,
      ledger: createDbSharedStores(gone.db, { now }).sendLedger<SmsSent>("sms"),
      now,
    });
    expect(await sms.send("600700800", "Kod", { idempotencyKey: "pin-x" })).toEqual({
      ok: false,
      error: {
        code: "UNAVAILABLE",
        cause: "network",
        message: "Nie udało się wysłać SMS-a. Spróbuj ponownie za chwilę.",
      },
    });
    expect(slowCalls).toHaveLength(0);
  });

  it("keeps no phone number or text, only the key's hash and the provider's answer", async () => {
    await sender().send("600700800", "Kod 654321", { idempotencyKey: "pin-e" });
    const rows = await handle.db.select().from(integrationSends);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: "sms", keyHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const stored = JSON.stringify(rows[0]);
    for (const secret of ["600700800", "654321", "pin-e"]) expect(stored).not.toContain(secret);
  });
});

describe("sandbox senders sharing the database ledger", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "sms-shared-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes one outbox line for a key sent by two instances at once and again later", async () => {
    const a = createSandboxSmsSender({ outboxDir: dir, ledger: ledger(), now });
    const b = createSandboxSmsSender({ outboxDir: dir, ledger: ledger(), now });
    const results = await Promise.all([
      a.send("600700800", "Kod", { idempotencyKey: "pin-s" }),
      b.send("600700800", "Kod", { idempotencyKey: "pin-s" }),
    ]);
    expect(results.every((r) => r.ok)).toBe(true);
    const later = await b.send("600700800", "Kod", { idempotencyKey: "pin-s" });
    const outbox = await readSmsOutbox(dir);
    expect(outbox).toHaveLength(1);
    expect(later).toEqual({
      ok: true,
      value: {
        provider: "sandbox",
        id: outbox[0]!.id,
        status: "delivered",
        providerStatus: "DELIVERED",
        duplicate: true,
      },
    });
  });
});
