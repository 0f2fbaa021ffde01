import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Context, Hono } from "hono";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setLogLevel } from "../lib/log.ts";
import { createIntegrations, createTeamChat, readIntegrationsConfig } from "./config.ts";
import { type Stub, sleep, startStub } from "./stub-server.ts";
import {
  createSandboxTeamChat,
  createSlackWebhookTeamChat,
  readTeamChatOutbox,
  type SlackWebhookOptions,
} from "./team-chat.ts";

beforeAll(() => setLogLevel("silent"));
afterAll(() => setLogLevel("info"));

const T0 = Date.UTC(2026, 10, 25, 8, 30);
const MESSAGE = {
  text: "Klient prosi o rozmowę z doradcą: Zażółć gęślą jaźń",
  blocks: [{ type: "section", text: { type: "mrkdwn", text: "*Czat*: klient prosi o doradcę" } }],
};

describe("sandbox team chat", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "slack-outbox-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes the webhook's body to the outbox file, once per key", async () => {
    const chat = createSandboxTeamChat({ outboxDir: dir, now: () => T0 });
    const first = await chat.post(MESSAGE, { idempotencyKey: "chat:1:advisor" });
    const again = await chat.post(MESSAGE, { idempotencyKey: "chat:1:advisor" });
    expect(first).toEqual({
      ok: true,
      value: { provider: "sandbox", id: expect.stringMatching(/^sbx-slack-/), duplicate: false },
    });
    expect(again).toMatchObject({ ok: true, value: { duplicate: true } });
    expect(await readTeamChatOutbox(dir)).toEqual([
      {
        id: first.ok ? first.value.id : "",
        provider: "sandbox",
        idempotencyKey: "chat:1:advisor",
        createdAt: "2026-11-25T08:30:00.000Z",
        body: MESSAGE,
      },
    ]);
  });

  it("cuts a very long text to Slack's section limit", async () => {
    const chat = createSandboxTeamChat({ outboxDir: null });
    await chat.post({ text: "x".repeat(5000) }, { idempotencyKey: "long" });
    expect(chat.outbox.entries[0]!.body.text).toHaveLength(3000);
    expect(chat.outbox.entries[0]!.body.text.endsWith("…")).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------------------
// A local imitation of a Slack incoming webhook: 200 "ok", plain-text error words with a status.

type Call = { path: string; contentType: string | undefined; body: unknown };

function webhookStub() {
  const app = new Hono();
  const calls: Call[] = [];
  const record = async (c: Context) => {
    calls.push({
      path: c.req.path,
      contentType: c.req.header("content-type"),
      body: await c.req.json().catch(() => null),
    });
  };
  app.post("/services/T000/B000/good", async (c) => {
    await record(c);
    const body = calls.at(-1)!.body as { text?: unknown } | null;
    if (!body || typeof body.text !== "string" || !body.text) return c.text("no_text", 400);
    return c.text("ok", 200);
  });
  app.post("/services/T000/B000/gone", async (c) => {
    await record(c);
    return c.text("no_service", 404);
  });
  let flaky = 0;
  app.post("/services/T000/B000/flaky", async (c) => {
    await record(c);
    return ++flaky % 3 === 0 ? c.text("ok") : c.text("rollup_error", 500);
  });
  app.post("/services/T000/B000/busy", async (c) => {
    await record(c);
    return calls.filter((x) => x.path === c.req.path).length === 1
      ? c.text("rate_limited", 429, { "Retry-After": "1" })
      : c.text("ok");
  });
  app.post("/services/T000/B000/very-busy", async (c) => {
    await record(c);
    return c.text("rate_limited", 429, { "Retry-After": "3600" });
  });
  app.post("/services/T000/B000/slow", async (c) => {
    await record(c);
    await sleep(1000);
    return c.text("ok");
  });
  return { app, calls };
}

describe("Slack incoming webhook against a local stub", () => {
  let stub: Stub;
  let calls: Call[];
  const pauses: number[] = [];

  beforeAll(async () => {
    const s = webhookStub();
    calls = s.calls;
    stub = await startStub(s.app);
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    calls.length = 0;
    pauses.length = 0;
  });

  const chat = (hook: string, extra: Partial<SlackWebhookOptions> = {}) =>
    createSlackWebhookTeamChat({
      webhookUrl: `${stub.url}/services/T000/B000/${hook}`,
      timeoutMs: 300,
      retryDelayMs: 10,
      sleep: async (ms) => {
        pauses.push(ms);
      },
      ...extra,
    });

  it("posts {text, blocks} as JSON and reads Slack's 200 ok", async () => {
    const result = await chat("good").post(MESSAGE, { idempotencyKey: "a" });
    expect(result).toEqual({
      ok: true,
      value: { provider: "slack", id: expect.stringMatching(/^slack-/), duplicate: false },
    });
    expect(calls).toEqual([
      { path: "/services/T000/B000/good", contentType: "application/json; charset=utf-8", body: MESSAGE },
    ]);
  });

  it("posts a key once per process", async () => {
    const c = chat("good");
    await c.post({ text: "raz" }, { idempotencyKey: "once" });
    const again = await c.post({ text: "raz" }, { idempotencyKey: "once" });
    expect(again).toMatchObject({ ok: true, value: { duplicate: true } });
    expect(calls).toHaveLength(1);
  });

  it("does not retry a 4xx: a wrong webhook is a configuration problem", async () => {
    expect(await chat("gone").post({ text: "x" }, { idempotencyKey: "g" })).toEqual({
      ok: false,
      error: {
        code: "CONFIGURATION",
        message: "Nie udało się powiadomić zespołu. Spróbuj ponownie za chwilę.",
        status: 404,
        slackError: "no_service",
      },
    });
    expect(await chat("good").post({ text: "" }, { idempotencyKey: "empty" })).toMatchObject({
      ok: false,
      error: { code: "CONFIGURATION", status: 400, slackError: "no_text" },
    });
    expect(calls).toHaveLength(2);
  });

  it("retries 5xx with a doubling pause and succeeds on the third attempt", async () => {
    const result = await chat("flaky").post({ text: "x" }, { idempotencyKey: "f" });
    expect(result).toMatchObject({ ok: true, value: { provider: "slack" } });
    expect(calls).toHaveLength(3);
    expect(pauses).toEqual([10, 20]);
  });

  it("gives up after the configured retries with UNAVAILABLE", async () => {
    const result = await chat("flaky", { retries: 0 }).post({ text: "x" }, { idempotencyKey: "f0" });
    expect(result).toMatchObject({ ok: false, error: { code: "UNAVAILABLE", status: 500 } });
    expect(calls).toHaveLength(1);
  });

  it("waits Retry-After on 429, but not for longer than the cap", async () => {
    expect(await chat("busy").post({ text: "x" }, { idempotencyKey: "b" })).toMatchObject({ ok: true });
    expect(pauses).toEqual([1000]);
    expect(await chat("very-busy").post({ text: "x" }, { idempotencyKey: "vb" })).toMatchObject({
      ok: false,
      error: { code: "UNAVAILABLE", status: 429 },
    });
    expect(calls.filter((c) => c.path.endsWith("very-busy"))).toHaveLength(1);
  });

  it("times out and retries; UNAVAILABLE when every attempt times out", async () => {
    const result = await chat("slow", { retries: 1 }).post({ text: "x" }, { idempotencyKey: "s" });
    expect(result).toEqual({
      ok: false,
      error: {
        code: "UNAVAILABLE",
        message: "Nie udało się powiadomić zespołu. Spróbuj ponownie za chwilę.",
      },
    });
    expect(calls).toHaveLength(2);
  });
});

describe("team chat configuration", () => {
  it("is the sandbox by default and the webhook when TEAM_CHAT_PROVIDER=slack", () => {
    expect(createTeamChat(readIntegrationsConfig({})).provider).toBe("sandbox");
    const live = readIntegrationsConfig({
      TEAM_CHAT_PROVIDER: "slack",
      SLACK_WEBHOOK_URL: "https://hooks.slack.com/services/T000/B000/xyz",
    });
    expect(createTeamChat(live).provider).toBe("slack");
    expect(createIntegrations(live).config.SLACK_RETRIES).toBe(2);
  });

  it("names the missing webhook address", () => {
    expect(() => readIntegrationsConfig({ TEAM_CHAT_PROVIDER: "slack" })).toThrow(
      /SLACK_WEBHOOK_URL: required when TEAM_CHAT_PROVIDER=slack/,
    );
  });
});
