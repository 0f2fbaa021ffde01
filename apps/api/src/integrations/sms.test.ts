import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setLogLevel } from "../lib/log.ts";
import { type SmsapiCall, smsapiStub } from "./sms.test-support.ts";
import {
  createSandboxSmsSender,
  createSmsapiSender,
  readSmsOutbox,
  type SmsapiOptions,
  smsapiIdx,
} from "./sms.ts";
import { type Stub, startStub } from "./stub-server.ts";

beforeAll(() => setLogLevel("silent"));
afterAll(() => setLogLevel("info"));

const T0 = Date.UTC(2026, 2, 24, 9, 15);

describe("sandbox SMS", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "sms-outbox-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes each message to the outbox file and keeps it in memory", async () => {
    const sms = createSandboxSmsSender({ outboxDir: dir, now: () => T0 });
    const sent = await sms.send("+48 600 700 800", "Kod 123456 do potwierdzenia.", { idempotencyKey: "k-1" });
    expect(sent).toEqual({
      ok: true,
      value: {
        provider: "sandbox",
        id: expect.stringMatching(/^sbx-sms-/),
        status: "delivered",
        providerStatus: "DELIVERED",
        duplicate: false,
      },
    });
    const expected = {
      id: sent.ok ? sent.value.id : "",
      provider: "sandbox",
      to: "+48600700800",
      message: "Kod 123456 do potwierdzenia.",
      idempotencyKey: "k-1",
      createdAt: "2026-03-24T09:15:00.000Z",
      status: "delivered",
    };
    expect(sms.outbox.entries).toEqual([expected]);
    expect(await readSmsOutbox(dir)).toEqual([expected]);
    const raw = await readFile(join(dir, "sms.jsonl"), "utf8");
    expect(raw.endsWith("\n")).toBe(true);
    expect(raw.trim().split("\n")).toHaveLength(1);
  });

  it("is idempotent: the same key is sent once, also concurrently and after a restart", async () => {
    const sms = createSandboxSmsSender({ outboxDir: dir });
    const [a, b, c] = await Promise.all([
      sms.send("600700800", "Treść", { idempotencyKey: "same" }),
      sms.send("600700800", "Treść", { idempotencyKey: "same" }),
      sms.send("600700800", "Treść", { idempotencyKey: "same" }),
    ]);
    if (!a.ok || !b.ok || !c.ok) throw new Error("expected sends");
    expect(b.value.id).toBe(a.value.id);
    expect(c.value.id).toBe(a.value.id);
    expect([a.value.duplicate, b.value.duplicate, c.value.duplicate].filter(Boolean)).toHaveLength(2);
    expect(sms.outbox.entries).toHaveLength(1);

    const restarted = createSandboxSmsSender({ outboxDir: dir });
    const again = await restarted.send("600700800", "Treść", { idempotencyKey: "same" });
    expect(again).toMatchObject({ ok: true, value: { id: a.value.id, duplicate: true } });
    expect(await readSmsOutbox(dir)).toHaveLength(1);

    await restarted.send("600700800", "Treść", { idempotencyKey: "other" });
    expect(await readSmsOutbox(dir)).toHaveLength(2);
  });

  it("keeps messages in memory only when the folder is null", async () => {
    const sms = createSandboxSmsSender({ outboxDir: null });
    await sms.send("600700800", "x", { idempotencyKey: "m" });
    expect(sms.outbox.file).toBeNull();
    expect(sms.outbox.entries).toHaveLength(1);
  });

  it("refuses landlines, wrong numbers and empty texts with Polish messages, sending nothing", async () => {
    const sms = createSandboxSmsSender({ outboxDir: null });
    expect(await sms.send("22 123 45 67", "x", { idempotencyKey: "a" })).toEqual({
      ok: false,
      error: { code: "INVALID_PHONE", field: "phone", message: "Podaj numer telefonu komórkowego" },
    });
    expect(await sms.send("123", "x", { idempotencyKey: "b" })).toMatchObject({
      ok: false,
      error: { code: "INVALID_PHONE", message: "Nieprawidłowy numer telefonu" },
    });
    expect(await sms.send("600700800", "", { idempotencyKey: "c" })).toMatchObject({
      ok: false,
      error: { code: "INVALID_MESSAGE" },
    });
    expect(sms.outbox.entries).toHaveLength(0);
  });

  it("reads a missing outbox as empty", async () => {
    expect(await readSmsOutbox(join(dir, "nothing-here"))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------
// SMSAPI.pl against a local imitation of POST /sms.do (DOMAIN §6.1)

describe("SMSAPI client against a local stub", () => {
  let primary: Stub;
  let backup: Stub;
  let down: Stub;
  let slow: Stub;
  let primaryCalls: SmsapiCall[];
  let backupCalls: SmsapiCall[];

  beforeAll(async () => {
    const p = smsapiStub("p");
    const b = smsapiStub("b");
    const d = smsapiStub("d", { down: true });
    const s = smsapiStub("s", { slow: true });
    primaryCalls = p.calls;
    backupCalls = b.calls;
    [primary, backup, down, slow] = await Promise.all([
      startStub(p.app),
      startStub(b.app),
      startStub(d.app),
      startStub(s.app),
    ]);
  });
  afterAll(() => Promise.all([primary, backup, down, slow].map((s) => s.close())));
  beforeEach(() => {
    primaryCalls.length = 0;
    backupCalls.length = 0;
  });

  const sender = (extra: Partial<SmsapiOptions> = {}) =>
    createSmsapiSender({
      token: "token-1",
      from: "Leasingowo",
      baseUrl: primary.url,
      backupUrl: null,
      timeoutMs: 300,
      ...extra,
    });

  it("posts the documented form with a Bearer token and parses the 201 answer", async () => {
    const result = await sender().send("+48 600 700 800", "Kod 123456. Zażółć gęślą jaźń.", {
      idempotencyKey: "pin-1",
    });
    expect(result).toEqual({
      ok: true,
      value: { provider: "smsapi", id: "p-1", status: "queued", providerStatus: "QUEUE", duplicate: false },
    });
    expect(primaryCalls).toEqual([
      {
        auth: "Bearer token-1",
        form: {
          to: "48600700800",
          message: "Kod 123456. Zażółć gęślą jaźń.",
          from: "Leasingowo",
          format: "json",
          encoding: "utf-8",
          idx: "pin-1",
          check_idx: "1",
        },
      },
    ]);
  });

  it("sends test=1 when configured", async () => {
    const result = await sender({ test: true }).send("600700800", "x", { idempotencyKey: "t-1" });
    expect(result).toMatchObject({ ok: true, value: { status: "queued", providerStatus: "ACCEPTED" } });
    expect(primaryCalls[0]!.form.test).toBe("1");
  });

  it("is idempotent in-process (one request) and across restarts (SMSAPI's check_idx)", async () => {
    const sms = sender();
    const a = await sms.send("600700800", "x", { idempotencyKey: "once" });
    const b = await sms.send("600700800", "x", { idempotencyKey: "once" });
    expect(primaryCalls).toHaveLength(1);
    expect(b).toEqual(a.ok ? { ok: true, value: { ...a.value, duplicate: true } } : a);
    const afterRestart = await sender().send("600700800", "x", { idempotencyKey: "once" });
    expect(afterRestart).toEqual({
      ok: true,
      value: {
        provider: "smsapi",
        id: null,
        status: "queued",
        providerStatus: "DUPLICATE_IDX",
        duplicate: true,
      },
    });
    expect(primaryCalls).toHaveLength(2);
  });

  it("passes safe keys as idx and hashes the others", () => {
    expect(smsapiIdx("pin-0b1c:2")).toBe("pin-0b1c:2");
    expect(smsapiIdx("oferta 12/600700800")).toMatch(/^[0-9a-f]{64}$/);
    expect(smsapiIdx("x".repeat(300))).toMatch(/^[0-9a-f]{64}$/);
  });

  it("maps error bodies {error, message}: 13 → INVALID_NUMBER, 101 → CONFIGURATION, others → REJECTED", async () => {
    expect(await sender().send("600000013", "x", { idempotencyKey: "e13" })).toEqual({
      ok: false,
      error: {
        code: "INVALID_NUMBER",
        providerCode: 13,
        message: "Na ten numer nie można wysłać SMS-a. Sprawdź numer telefonu komórkowego.",
      },
    });
    expect(await sender({ token: "wrong" }).send("600700800", "x", { idempotencyKey: "e101" })).toMatchObject(
      {
        ok: false,
        error: { code: "CONFIGURATION", providerCode: 101 },
      },
    );
    expect(await sender().send("600000008", "x", { idempotencyKey: "e8" })).toMatchObject({
      ok: false,
      error: { code: "REJECTED", providerCode: 8 },
    });
  });

  it("does not remember failures: the same key may be tried again", async () => {
    const sms = sender();
    await sms.send("600000013", "x", { idempotencyKey: "retry" });
    await sms.send("600000013", "x", { idempotencyKey: "retry" });
    expect(primaryCalls).toHaveLength(2);
  });

  it("fails over to the backup host on 5xx, with the same idx", async () => {
    const result = await sender({ baseUrl: down.url, backupUrl: backup.url }).send("600700800", "x", {
      idempotencyKey: "fo-1",
    });
    expect(result).toMatchObject({ ok: true, value: { id: "b-1" } });
    expect(backupCalls[0]!.form.idx).toBe("fo-1");
  });

  it("fails over on a timeout; UNAVAILABLE when every host is down", async () => {
    const result = await sender({ baseUrl: slow.url, backupUrl: backup.url }).send("600700800", "x", {
      idempotencyKey: "fo-2",
    });
    expect(result).toMatchObject({ ok: true, value: { provider: "smsapi" } });
    expect(
      await sender({ baseUrl: down.url, backupUrl: slow.url }).send("600700800", "x", {
        idempotencyKey: "fo-3",
      }),
    ).toEqual({
      ok: false,
      error: {
        code: "UNAVAILABLE",
        cause: "timeout",
        message: "Nie udało się wysłać SMS-a. Spróbuj ponownie za chwilę.",
      },
    });
  });

  it("checks the number before calling", async () => {
    expect(await sender().send("221234567", "x", { idempotencyKey: "land" })).toMatchObject({
      ok: false,
      error: { code: "INVALID_PHONE" },
    });
    expect(primaryCalls).toHaveLength(0);
  });
});
