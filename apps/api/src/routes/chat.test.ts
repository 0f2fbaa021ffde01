// The chat widget's API on a real database: a conversation started with a token, the visitor's messages,
// "Porozmawiaj z doradcą" notifying the team through the messaging integration (sandbox outbox) once,
// a callback request, polling "since", the team's answer through the operator calls, validation in
// Polish naming the field, and the rate limits answering 429.
import type { DbHandle } from "@vhs/db/client.ts";
import { chatConversations } from "@vhs/db/schema/chat.ts";
import { rateLimitCounters } from "@vhs/db/schema/content.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import { CHAT_ADVISOR_ANSWER, CHAT_CALLBACK_ANSWER, CHAT_MESSAGES } from "@vhs/domain/chat-texts.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ApiApp, createApiApp } from "../app.ts";
import { err } from "../integrations/support.ts";
import { createSandboxTeamChat, type SandboxTeamChat, type TeamChat } from "../integrations/team-chat.ts";
import { setLogLevel } from "../lib/log.ts";
import { createOperator } from "../lib/offer-link.ts";
import { type ChatLimits, DEFAULT_CHAT_LIMITS } from "./chat.ts";

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in tests
type Json = Record<string, any>;

const VISITOR = { clientAddress: "203.0.113.9" };
const ORIGIN = "https://www.leasingowo.test";

let handle: DbHandle;
let operatorAuth: { authorization: string };
const clock = { now: Date.parse("2026-11-25T09:00:00Z") };

function harness(options: { limits?: ChatLimits; teamChat?: TeamChat } = {}) {
  const teamChat = createSandboxTeamChat({ outboxDir: null, now: () => clock.now });
  const tasks: Promise<void>[] = [];
  const app = createApiApp(handle, {
    publicOrigin: ORIGIN,
    chat: {
      teamChat: options.teamChat ?? teamChat,
      now: () => clock.now,
      limits: options.limits ?? DEFAULT_CHAT_LIMITS,
      background: (task) => tasks.push(task),
      env: {},
    },
  });
  return { app, teamChat, settle: async () => void (await Promise.all(tasks)) };
}

let t: { app: ApiApp; teamChat: SandboxTeamChat; settle: () => Promise<void> };

beforeAll(async () => {
  setLogLevel("silent");
  handle = await createTestDb();
  const { token } = await createOperator(handle.db, { name: "Marta Nowak", email: "m.nowak@leasingowo.pl" });
  operatorAuth = { authorization: `Bearer ${token}` };
});
afterAll(async () => {
  setLogLevel("info");
  await handle.close();
});
beforeEach(async () => {
  clock.now += 60 * 60 * 1000;
  await handle.db.delete(rateLimitCounters);
  t = harness();
});

function call(
  app: ApiApp,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return app.request(
    path,
    {
      method,
      headers: { "content-type": "application/json", ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    VISITOR,
  );
}

async function start(app: ApiApp = t.app, sourcePath = "/samochody/skoda/octavia"): Promise<string> {
  const res = await call(app, "POST", "/v3/chat/conversations", { sourcePath });
  expect(res.status).toBe(201);
  const { token } = (await res.json()) as Json;
  return token as string;
}

const as = (token: string) => ({ "x-chat-token": token });
const poll = async (token: string, since = 0, app = t.app) =>
  (await (await call(app, "GET", `/v3/chat/messages?since=${since}`, undefined, as(token))).json()) as Json;

describe("a visitor's conversation", () => {
  it("starts with an unguessable token, stores only its hash, and keeps the messages in order", async () => {
    const token = await start();
    expect(token).toMatch(/^ch_[A-Za-z0-9_-]{32}$/);
    const [row] = await handle.db.select().from(chatConversations);
    expect(JSON.stringify(row)).not.toContain(token);

    const sent = await call(
      t.app,
      "POST",
      "/v3/chat/messages",
      { text: "  Szukam kombi do 150 tys. zł  " },
      as(token),
    );
    expect(sent.status).toBe(201);
    expect(sent.headers.get("cache-control")).toBe("no-store, private");
    const message = (await sent.json()) as Json;
    expect(message).toMatchObject({
      author: "visitor",
      text: "Szukam kombi do 150 tys. zł",
      authorName: null,
    });

    await call(t.app, "POST", "/v3/chat/messages", { text: "Najlepiej hybryda" }, as(token));
    const all = await poll(token);
    expect(all).toMatchObject({ status: "open", advisorRequested: false });
    expect(all.messages.map((m: Json) => m.text)).toEqual([
      "Szukam kombi do 150 tys. zł",
      "Najlepiej hybryda",
    ]);
    const after = await poll(token, message.id);
    expect(after.messages.map((m: Json) => m.text)).toEqual(["Najlepiej hybryda"]);
    expect((await poll(token, all.messages[1].id)).messages).toEqual([]);
  });

  it("answers 404 for a missing, malformed or unknown token", async () => {
    for (const headers of [{}, as("nie-token"), as(`ch_${"A".repeat(32)}`)]) {
      const res = await call(t.app, "GET", "/v3/chat/messages", undefined, headers);
      expect(res.status).toBe(404);
      expect(((await res.json()) as Json).message).toBe(CHAT_MESSAGES.token);
    }
  });

  it("asks for an advisor: the choice and the site's answer are stored, the team is notified once", async () => {
    const token = await start();
    await call(
      t.app,
      "POST",
      "/v3/chat/messages",
      { text: "Czy mogę wziąć leasing na <b>JDG</b> od miesiąca?" },
      as(token),
    );
    const res = await call(t.app, "POST", "/v3/chat/advisor", {}, as(token));
    expect(res.status).toBe(201);
    const body = (await res.json()) as Json;
    expect(body.advisorRequested).toBe(true);
    expect(body.messages.map((m: Json) => [m.author, m.text])).toEqual([
      ["visitor", "Porozmawiaj z doradcą"],
      ["bot", CHAT_ADVISOR_ANSWER],
    ]);
    await t.settle();
    expect(t.teamChat.outbox.entries).toHaveLength(1);
    const [entry] = t.teamChat.outbox.entries;
    const [conversation] = await handle.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.topic, "advisor"));
    expect(entry!.body.text).toContain("Czat na stronie: klient prosi o rozmowę z doradcą");
    expect(entry!.body.text).toContain(`Strona: ${ORIGIN}/samochody/skoda/octavia`);
    expect(entry!.body.text).toContain(`Rozmowa: ${conversation!.id}`);
    // The visitor's words are escaped for Slack's mrkdwn.
    expect(entry!.body.text).toContain("&lt;b&gt;JDG&lt;/b&gt;");
    expect(entry!.body.blocks?.[0]).toMatchObject({ type: "header" });
    expect(conversation!.notifyStatus).toBe("sent");

    // A second click does not notify again.
    const again = await call(t.app, "POST", "/v3/chat/advisor", {}, as(token));
    expect(((await again.json()) as Json).messages).toEqual([]);
    await t.settle();
    expect(t.teamChat.outbox.entries).toHaveLength(1);
    const [after] = await handle.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, conversation!.id));
    expect(after!.notifyStatus).toBe("sent");
  });

  it("takes a callback request with a name and a phone, and notifies the team with it", async () => {
    const token = await start();
    await call(t.app, "POST", "/v3/chat/advisor", {}, as(token));
    const res = await call(
      t.app,
      "POST",
      "/v3/chat/advisor",
      { name: "Anna", phone: "600 700 800", email: "" },
      as(token),
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as Json;
    expect(body.messages.map((m: Json) => m.text)).toEqual([
      "Proszę o kontakt: Anna, 600700800",
      CHAT_CALLBACK_ANSWER,
    ]);
    await t.settle();
    expect(t.teamChat.outbox.entries).toHaveLength(2);
    expect(t.teamChat.outbox.entries[1]!.body.text).toContain("Telefon: +48600700800");
  });

  it("records a failed notification and still answers the visitor", async () => {
    const failing: TeamChat = {
      provider: "slack",
      post: async () => err({ code: "UNAVAILABLE", message: "x" }),
    };
    const h = harness({ teamChat: failing });
    const token = await start(h.app);
    expect((await call(h.app, "POST", "/v3/chat/advisor", {}, as(token))).status).toBe(201);
    await h.settle();
    const rows = await handle.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.notifyStatus, "failed"));
    expect(rows).toHaveLength(1);
  });
});

describe("validation in Polish, naming the field", () => {
  it.each([
    ["/v3/chat/messages", { text: "   " }, "text", CHAT_MESSAGES.text],
    ["/v3/chat/messages", { text: "x".repeat(1001) }, "text", CHAT_MESSAGES.text],
    ["/v3/chat/advisor", { name: "Anna", phone: "123" }, "phone", CHAT_MESSAGES.phone],
    ["/v3/chat/advisor", { name: "Anna", email: "anna@" }, "email", CHAT_MESSAGES.email],
    ["/v3/chat/advisor", { name: "Anna" }, "phone", CHAT_MESSAGES.contact],
    ["/v3/chat/advisor", { phone: "600700800" }, "name", CHAT_MESSAGES.name],
  ])("%s %j → 422 %s", async (path, body, field, message) => {
    const token = await start();
    const res = await call(t.app, "POST", path, body, as(token));
    expect(res.status).toBe(422);
    const json = (await res.json()) as Json;
    expect(json.fields).toContainEqual({ field, message });
    expect(json.message).toBe(`Nieprawidłowe pole „${field}”: ${message}`);
  });

  it("refuses a source path that is not a path, and a bad `since`", async () => {
    const res = await call(t.app, "POST", "/v3/chat/conversations", { sourcePath: "https://evil.example" });
    expect(res.status).toBe(422);
    expect(((await res.json()) as Json).fields[0]).toEqual({
      field: "sourcePath",
      message: CHAT_MESSAGES.sourcePath,
    });
    const token = await start();
    const bad = await call(t.app, "GET", "/v3/chat/messages?since=-1", undefined, as(token));
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as Json).fields[0].field).toBe("since");
  });
});

describe("the team's answer", () => {
  it("lists conversations and posts a reply the visitor's poll shows with the advisor's first name", async () => {
    const token = await start();
    await call(t.app, "POST", "/v3/chat/advisor", {}, as(token));
    const seen = await poll(token);
    const lastId = seen.messages.at(-1).id;

    const list = await call(t.app, "GET", "/v3/chat/operator/conversations", undefined, operatorAuth);
    expect(list.status).toBe(200);
    const conversations = ((await list.json()) as Json).conversations as Json[];
    const mine = conversations[0]!;
    expect(mine).toMatchObject({
      topic: "advisor",
      lastMessage: CHAT_ADVISOR_ANSWER,
      sourcePath: "/samochody/skoda/octavia",
    });

    const reply = await call(
      t.app,
      "POST",
      `/v3/chat/operator/conversations/${mine.id}/messages`,
      { text: "Dzień dobry, tu Marta. Jak mogę pomóc?" },
      operatorAuth,
    );
    expect(reply.status).toBe(201);
    const next = await poll(token, lastId);
    expect(next.messages).toEqual([
      expect.objectContaining({
        author: "team",
        authorName: "Marta",
        text: "Dzień dobry, tu Marta. Jak mogę pomóc?",
      }),
    ]);

    const history = await call(
      t.app,
      "GET",
      `/v3/chat/operator/conversations/${mine.id}/messages`,
      undefined,
      operatorAuth,
    );
    expect(((await history.json()) as Json).messages).toHaveLength(3);
  });

  it("answers 401 without an operator token and 404 for an unknown conversation", async () => {
    const list = await call(t.app, "GET", "/v3/chat/operator/conversations");
    expect(list.status).toBe(401);
    const reply = await call(
      t.app,
      "POST",
      "/v3/chat/operator/conversations/00000000-0000-4000-8000-000000000000/messages",
      { text: "x" },
      operatorAuth,
    );
    expect(reply.status).toBe(404);
    const forged = await call(
      t.app,
      "POST",
      "/v3/chat/operator/conversations/00000000-0000-4000-8000-000000000000/messages",
      { text: "x" },
      { authorization: `Bearer op_${"x".repeat(43)}` },
    );
    expect(forged.status).toBe(401);
  });
});

describe("rate limits", () => {
  const tight: ChatLimits = {
    startPerAddress: { limit: 3, windowMs: 60_000 },
    messagesPerConversation: { limit: 2, windowMs: 60_000 },
    messagesPerAddress: { limit: 100, windowMs: 60_000 },
    advisorPerConversation: { limit: 2, windowMs: 60_000 },
    pollsPerConversation: { limit: 3, windowMs: 60_000 },
  };

  it("limits starts per address, messages and polls per conversation, with Retry-After", async () => {
    const h = harness({ limits: tight });
    const tokens = [await start(h.app), await start(h.app), await start(h.app)];
    const fourth = await call(h.app, "POST", "/v3/chat/conversations", {});
    expect(fourth.status).toBe(429);
    expect(Number(fourth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await fourth.json()) as Json).message).toMatch(
      /^Za dużo wiadomości naraz\. Spróbuj ponownie za \d+ (s|min)\.$/,
    );

    const token = tokens[0]!;
    for (let i = 0; i < 2; i++)
      expect((await call(h.app, "POST", "/v3/chat/messages", { text: `m${i}` }, as(token))).status).toBe(201);
    expect((await call(h.app, "POST", "/v3/chat/messages", { text: "m3" }, as(token))).status).toBe(429);
    // Another conversation has its own budget.
    expect((await call(h.app, "POST", "/v3/chat/messages", { text: "m" }, as(tokens[1]!))).status).toBe(201);

    for (let i = 0; i < 3; i++)
      expect((await call(h.app, "GET", "/v3/chat/messages", undefined, as(token))).status).toBe(200);
    expect((await call(h.app, "GET", "/v3/chat/messages", undefined, as(token))).status).toBe(429);

    clock.now += 60_000;
    expect((await call(h.app, "GET", "/v3/chat/messages", undefined, as(token))).status).toBe(200);
  });
});
