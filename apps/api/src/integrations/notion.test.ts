import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { DbHandle } from "@vhs/db/client.ts";
import { leads } from "@vhs/db/schema/content.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import { LEAD_CONSENT_VERSION } from "@vhs/domain/lead-texts.ts";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiApp } from "../app.ts";
import { setLogLevel } from "../lib/log.ts";
import { createIntegrations, createNotionClient, readIntegrationsConfig } from "./config.ts";
import { createSandboxEmailSender } from "./email.ts";
import {
  createLiveNotionClient,
  createSandboxNotionClient,
  NOTION_VERSION,
  type NotionLiveOptions,
  type NotionRow,
  notionProperties,
  readNotionOutbox,
} from "./notion.ts";
import { type Stub, sleep, startStub } from "./stub-server.ts";

beforeAll(() => setLogLevel("silent"));
afterAll(() => setLogLevel("info"));

const DATABASE_ID = "0f3e6c1a9b2d4e5f8a7b6c5d4e3f2a1b";
const row: NotionRow = {
  Salon: { type: "title", value: "Auto-Salon Wiśniewski" },
  Miejscowość: { type: "rich_text", value: "Poznań" },
  Telefon: { type: "phone_number", value: "+48618203344" },
  "E-mail": { type: "email", value: "piotr@autosalon.example.pl" },
  "Sprzedaż miesięcznie": { type: "select", value: "11–30 samochodów" },
  "Zgoda na marketing": { type: "checkbox", value: false },
  "Data zgłoszenia": { type: "date", value: "2026-11-24T10:00:00.000Z" },
};

describe("Notion properties", () => {
  it("turns our row into Notion's property values", () => {
    expect(notionProperties(row)).toEqual({
      Salon: { title: [{ type: "text", text: { content: "Auto-Salon Wiśniewski" } }] },
      Miejscowość: { rich_text: [{ type: "text", text: { content: "Poznań" } }] },
      Telefon: { phone_number: "+48618203344" },
      "E-mail": { email: "piotr@autosalon.example.pl" },
      "Sprzedaż miesięcznie": { select: { name: "11–30 samochodów" } },
      "Zgoda na marketing": { checkbox: false },
      "Data zgłoszenia": { date: { start: "2026-11-24T10:00:00.000Z" } },
    });
  });

  it("splits long text into Notion's 2 000-character pieces; empty values and commas in options", () => {
    const props = notionProperties({
      Wiadomość: { type: "rich_text", value: "a".repeat(4500) },
      Pusta: { type: "rich_text", value: "" },
      Wybór: { type: "select", value: "a, b" },
      Brak: { type: "url", value: null },
    }) as Record<string, { rich_text?: { text: { content: string } }[] }>;
    expect(props.Wiadomość!.rich_text!.map((t) => t.text.content.length)).toEqual([2000, 2000, 500]);
    expect(props.Pusta).toEqual({ rich_text: [] });
    expect(props.Wybór).toEqual({ select: { name: "a  b" } });
    expect(props.Brak).toEqual({ url: null });
  });
});

describe("sandbox Notion", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), "notion-outbox-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("appends the page it would create to the outbox, once per key", async () => {
    const notion = createSandboxNotionClient({ outboxDir: dir, now: () => Date.UTC(2026, 10, 24, 10) });
    const first = await notion.createPage(row, { idempotencyKey: "lead:1:notion" });
    const again = await notion.createPage(row, { idempotencyKey: "lead:1:notion" });
    expect(first).toEqual({
      ok: true,
      value: { provider: "sandbox", id: expect.any(String), url: null, duplicate: false },
    });
    expect(again).toMatchObject({ ok: true, value: { duplicate: true } });
    const lines = await readNotionOutbox(dir);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      provider: "sandbox",
      idempotencyKey: "lead:1:notion",
      createdAt: "2026-11-24T10:00:00.000Z",
      body: { parent: { database_id: expect.any(String) }, properties: notionProperties(row) },
    });
  });
});

// ---------------------------------------------------------------------------------------------------------
// The live client against a local imitation of POST /v1/pages

type NotionCall = { auth: string; version: string; type: string; body: Record<string, unknown> };

function notionStub() {
  const calls: NotionCall[] = [];
  const app = new Hono();
  app.post("/v1/pages", async (c) => {
    const body = (await c.req.json()) as {
      parent?: { database_id?: string };
      properties?: Record<string, unknown>;
    };
    calls.push({
      auth: c.req.header("authorization") ?? "",
      version: c.req.header("notion-version") ?? "",
      type: c.req.header("content-type") ?? "",
      body,
    });
    const error = (status: number, code: string, message: string, headers: Record<string, string> = {}) =>
      c.json({ object: "error", status, code, message }, status as 400, headers);
    if (c.req.header("authorization") !== "Bearer secret_test")
      return error(401, "unauthorized", "API token is invalid.");
    if (body.parent?.database_id !== DATABASE_ID)
      return error(404, "object_not_found", "Could not find database with ID.");
    const title = JSON.stringify(body.properties?.Salon ?? "");
    if (title.includes("Brak pola"))
      return error(400, "validation_error", "Brak pola is not a property that exists.");
    if (title.includes("Tłok")) return error(429, "rate_limited", "Rate limited.", { "Retry-After": "7" });
    if (title.includes("Awaria")) return error(503, "service_unavailable", "Notion is unavailable.");
    if (title.includes("Powoli")) await sleep(500);
    const id = `page-${calls.length}`;
    return c.json({ object: "page", id, url: `https://www.notion.so/${id}`, properties: {} });
  });
  return { app, calls };
}

describe("live Notion client against a local stub", () => {
  let stub: Stub;
  let calls: NotionCall[];
  beforeAll(async () => {
    const s = notionStub();
    calls = s.calls;
    stub = await startStub(s.app);
  });
  afterAll(() => stub.close());
  beforeEach(() => {
    calls.length = 0;
  });

  const client = (extra: Partial<NotionLiveOptions> = {}) =>
    createLiveNotionClient({
      token: "secret_test",
      databaseId: DATABASE_ID,
      baseUrl: stub.url,
      timeoutMs: 300,
      ...extra,
    });
  const titled = (title: string): NotionRow => ({ ...row, Salon: { type: "title", value: title } });

  it("creates a page in the database with the documented headers and body", async () => {
    const result = await client().createPage(row, { idempotencyKey: "lead:1:notion" });
    expect(result).toEqual({
      ok: true,
      value: { provider: "live", id: "page-1", url: "https://www.notion.so/page-1", duplicate: false },
    });
    expect(calls).toEqual([
      {
        auth: "Bearer secret_test",
        version: NOTION_VERSION,
        type: "application/json",
        body: { parent: { database_id: DATABASE_ID }, properties: notionProperties(row) },
      },
    ]);
    expect(NOTION_VERSION).toBe("2022-06-28");
  });

  it("sends a key once per process", async () => {
    const notion = client();
    await notion.createPage(row, { idempotencyKey: "once" });
    expect(await notion.createPage(row, { idempotencyKey: "once" })).toMatchObject({
      ok: true,
      value: { duplicate: true },
    });
    expect(calls).toHaveLength(1);
  });

  it("maps Notion's errors: token, sharing and properties are configuration; 429 and 5xx are temporary", async () => {
    expect(await client({ token: "wrong" }).createPage(row, { idempotencyKey: "e1" })).toMatchObject({
      ok: false,
      error: { code: "CONFIGURATION", status: 401, notionCode: "unauthorized" },
    });
    expect(
      await client({ databaseId: "ffffffffffffffffffffffffffffffff" }).createPage(row, {
        idempotencyKey: "e2",
      }),
    ).toMatchObject({
      ok: false,
      error: { code: "CONFIGURATION", status: 404, notionCode: "object_not_found" },
    });
    expect(await client().createPage(titled("Brak pola"), { idempotencyKey: "e3" })).toMatchObject({
      ok: false,
      error: { code: "CONFIGURATION", status: 400, notionCode: "validation_error" },
    });
    expect(await client().createPage(titled("Tłok"), { idempotencyKey: "e4" })).toMatchObject({
      ok: false,
      error: { code: "UNAVAILABLE", status: 429, retryAfterSeconds: 7 },
    });
    expect(await client().createPage(titled("Awaria"), { idempotencyKey: "e5" })).toMatchObject({
      ok: false,
      error: { code: "UNAVAILABLE", status: 503 },
    });
    expect(await client().createPage(titled("Powoli"), { idempotencyKey: "e6" })).toMatchObject({
      ok: false,
      error: { code: "UNAVAILABLE" },
    });
    expect(
      await client({ baseUrl: "http://127.0.0.1:1" }).createPage(row, { idempotencyKey: "e7" }),
    ).toMatchObject({ ok: false, error: { code: "UNAVAILABLE" } });
  });

  it("a failure is not remembered: the same key may be sent again", async () => {
    const notion = client();
    await notion.createPage(titled("Awaria"), { idempotencyKey: "retry" });
    await notion.createPage(titled("Awaria"), { idempotencyKey: "retry" });
    expect(calls).toHaveLength(2);
  });

  describe("a dealer lead through the API, with NOTION_PROVIDER=live", () => {
    let handle: DbHandle;
    beforeAll(async () => {
      handle = await createTestDb();
    });
    afterAll(() => handle.close());

    it("becomes a page in the team's database; a refusing Notion leaves the lead failed, not lost", async () => {
      const config = readIntegrationsConfig({
        NOTION_PROVIDER: "live",
        NOTION_TOKEN: "secret_test",
        NOTION_DATABASE_ID: DATABASE_ID,
        NOTION_API_BASE: stub.url,
      });
      const tasks: Promise<void>[] = [];
      const appWith = (notion = createNotionClient(config)) =>
        createApiApp(handle, {
          leads: {
            email: createSandboxEmailSender({ outboxDir: null }),
            notion,
            teamEmail: "zespol@leasingowo.test",
            background: (task) => tasks.push(task),
            env: {},
          },
        });
      const send = (app: ReturnType<typeof appWith>, dealershipName: string) =>
        app.request("/v3/dealer-lead", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            dealershipName,
            nip: "5261040828",
            city: "Poznań",
            contactPerson: "Piotr Wiśniewski",
            phone: "618203344",
            email: "piotr@autosalon.example.pl",
            monthlySales: "31-100",
            startedAt: Date.now() - 30_000,
            consents: [{ id: "kontakt", accepted: true, version: LEAD_CONSENT_VERSION }],
          }),
        });

      const ok = await send(appWith(), "Salon Zachód");
      expect(ok.status).toBe(201);
      const { id } = (await ok.json()) as { id: string };
      await Promise.all(tasks);
      expect(calls).toHaveLength(1);
      expect(calls[0]!.body.properties).toMatchObject({
        Salon: { title: [{ text: { content: "Salon Zachód" } }] },
        "Sprzedaż miesięcznie": { select: { name: "31–100 samochodów" } },
        Zgłoszenie: { rich_text: [{ text: { content: id } }] },
      });
      const [stored] = await handle.db.select().from(leads).where(eq(leads.id, id));
      expect(stored!.forwardStatus).toBe("sent");

      const refused = await send(
        appWith(createNotionClient({ ...config, NOTION_TOKEN: "wrong" })),
        "Salon Wschód",
      );
      expect(refused.status).toBe(201);
      const second = (await refused.json()) as { id: string };
      await Promise.all(tasks);
      const [failed] = await handle.db.select().from(leads).where(eq(leads.id, second.id));
      expect(failed!.forwardStatus).toBe("failed");
    });
  });
});

describe("configuration", () => {
  it("is the sandbox by default and live by NOTION_PROVIDER, which then needs a token and a database", () => {
    expect(createIntegrations(readIntegrationsConfig({ OUTBOX_DIR: "./data/outbox" })).notion.provider).toBe(
      "sandbox",
    );
    expect(() => readIntegrationsConfig({ NOTION_PROVIDER: "live" })).toThrow(
      /NOTION_TOKEN: required when NOTION_PROVIDER=live[\s\S]*NOTION_DATABASE_ID/,
    );
    expect(() =>
      readIntegrationsConfig({ NOTION_PROVIDER: "live", NOTION_TOKEN: "t", NOTION_DATABASE_ID: "nie-id" }),
    ).toThrow(/NOTION_DATABASE_ID/);
    const live = readIntegrationsConfig({
      NOTION_PROVIDER: "live",
      NOTION_TOKEN: "secret_x",
      NOTION_DATABASE_ID: "0f3e6c1a-9b2d-4e5f-8a7b-6c5d4e3f2a1b",
    });
    expect(live.NOTION_API_BASE).toBe("https://api.notion.com");
    expect(createIntegrations({ ...live, PIN_SECRET: "x".repeat(40) }).notion.provider).toBe("live");
  });
});
