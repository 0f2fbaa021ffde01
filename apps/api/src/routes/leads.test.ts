// The four lead forms through the API on a real database: stored with their consents, acknowledged in
// Polish, forwarded to the team (e-mail; dealers also Notion) without ever losing a lead, every bad field
// named in Polish, bots refused, and the per-visitor and per-e-mail limits answering 429.
import type { DbHandle } from "@vhs/db/client.ts";
import { leads, rateLimitCounters } from "@vhs/db/schema/content.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import { LEAD_CONSENT_VERSION, LEAD_THANKS } from "@vhs/domain/lead-texts.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ApiApp, createApiApp } from "../app.ts";
import {
  createSandboxEmailSender,
  type EmailSender,
  type SandboxEmailSender,
} from "../integrations/email.ts";
import {
  createSandboxNotionClient,
  type NotionClient,
  type SandboxNotionClient,
} from "../integrations/notion.ts";
import { err } from "../integrations/support.ts";
import { setLogLevel } from "../lib/log.ts";
import { DEFAULT_LEAD_LIMITS, type LeadLimits } from "./leads.ts";

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in tests
type Json = Record<string, any>;

const TEAM = "zespol@leasingowo.test";
const VISITOR = { clientAddress: "203.0.113.7" };

let handle: DbHandle;
const clock = { now: Date.parse("2026-11-24T10:00:00Z") };

interface Harness {
  app: ApiApp;
  email: SandboxEmailSender;
  notion: SandboxNotionClient;
  settle: () => Promise<void>;
}

function harness(
  options: { limits?: LeadLimits; email?: EmailSender; notion?: NotionClient } = {},
): Harness & { tasks: Promise<void>[] } {
  const email = createSandboxEmailSender({ outboxDir: null, now: () => clock.now });
  const notion = createSandboxNotionClient({ outboxDir: null, now: () => clock.now });
  const tasks: Promise<void>[] = [];
  const app = createApiApp(handle, {
    leads: {
      email: options.email ?? email,
      notion: options.notion ?? notion,
      teamEmail: TEAM,
      now: () => clock.now,
      limits: options.limits ?? DEFAULT_LEAD_LIMITS,
      background: (task) => tasks.push(task),
      env: {},
    },
  });
  return { app, email, notion, tasks, settle: async () => void (await Promise.all(tasks)) };
}

let t: Harness;

beforeAll(async () => {
  setLogLevel("silent");
  handle = await createTestDb();
});
afterAll(async () => {
  setLogLevel("info");
  await handle.close();
});
beforeEach(async () => {
  // Each test starts with fresh counters and an hour later, so earlier windows do not count.
  clock.now += 60 * 60 * 1000;
  await handle.db.delete(rateLimitCounters);
  t = harness();
});

const consents = (required = "kontakt", marketing = false) => [
  { id: required, accepted: true, version: LEAD_CONSENT_VERSION },
  { id: "marketing", accepted: marketing, version: LEAD_CONSENT_VERSION },
];

const contact = (extra: Json = {}): Json => ({
  name: "Anna Nowak",
  email: "anna.nowak@example.pl",
  phone: "+48 600 700 800",
  topic: "oferta",
  message: "Dzień dobry, proszę o ofertę leasingu na Skodę Octavię kombi.",
  sourcePath: "/kontakt",
  website: "",
  startedAt: clock.now - 20_000,
  consents: consents(),
  ...extra,
});

const dealer = (extra: Json = {}): Json => ({
  dealershipName: "Auto-Salon Wiśniewski",
  nip: "526-104-08-28",
  city: "Poznań",
  contactPerson: "Piotr Wiśniewski",
  phone: "61 820 33 44",
  email: "piotr@autosalon.example.pl",
  monthlySales: "11-30",
  message: "Chcemy oferować leasing klientom salonu.",
  startedAt: clock.now - 60_000,
  consents: consents("kontakt", true),
  ...extra,
});

const partner = (extra: Json = {}): Json => ({
  name: "Moto Blog Sp. z o.o.",
  partnerType: "portal",
  channelUrl: "motoblog.example.pl",
  email: "redakcja@motoblog.example.pl",
  phone: "600100200",
  startedAt: clock.now - 60_000,
  consents: consents(),
  ...extra,
});

const notify = (extra: Json = {}): Json => ({
  email: "czekam@example.pl",
  subject: "toyota/corolla",
  startedAt: clock.now - 5000,
  consents: consents("powiadomienia"),
  ...extra,
});

function post(app: ApiApp, path: string, body: unknown, bindings: Json | undefined = VISITOR, headers = {}) {
  return app.request(
    path,
    {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    },
    bindings,
  );
}

async function storedLead(id: string) {
  const [row] = await handle.db.select().from(leads).where(eq(leads.id, id));
  return row!;
}

describe("POST /contact-form", () => {
  it("stores the lead with its consents, answers in Polish with its id and e-mails the team", async () => {
    const res = await post(
      t.app,
      "/contact-form",
      contact({ nip: "PL 526-104-08-28", carRef: "skoda/octavia" }),
    );
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const body = (await res.json()) as Json;
    expect(body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), message: LEAD_THANKS.contact });

    const row = await storedLead(body.id);
    expect(row).toMatchObject({
      kind: "contact",
      site: "leasingowo.pl",
      name: "Anna Nowak",
      email: "anna.nowak@example.pl",
      phone: "600700800",
      sourcePath: "/kontakt",
      fields: {
        topic: "oferta",
        message: "Dzień dobry, proszę o ofertę leasingu na Skodę Octavię kombi.",
        nip: "5261040828",
        carRef: "skoda/octavia",
      },
      consents: [
        { id: "kontakt", accepted: true, version: LEAD_CONSENT_VERSION },
        { id: "marketing", accepted: false, version: LEAD_CONSENT_VERSION },
      ],
    });

    await t.settle();
    expect((await storedLead(body.id)).forwardStatus).toBe("sent");
    expect(t.email.outbox.entries).toHaveLength(1);
    const mail = t.email.outbox.entries[0]!;
    expect(mail.to).toBe(TEAM);
    expect(mail.subject).toBe("[Leasingowo] Nowe zgłoszenie: formularz kontaktowy – Anna Nowak");
    expect(mail.text).toContain("Telefon: +48600700800");
    expect(mail.text).toContain("Temat: Oferta leasingu");
    expect(mail.text).toContain("NIP: 526-104-08-28");
    expect(mail.text).toContain(`kontakt — tak (wersja ${LEAD_CONSENT_VERSION})`);
    expect(mail.text).toContain(body.id);
    expect(t.notion.outbox.entries).toHaveLength(0);
  });

  it("takes the site from the payload (another brand's site)", async () => {
    const res = await post(t.app, "/contact-form", contact({ site: "kalkulator.leasingowo.pl" }));
    expect(res.status).toBe(201);
    expect((await storedLead(((await res.json()) as Json).id)).site).toBe("kalkulator.leasingowo.pl");
  });

  it.each([
    ["name", "", /imię i nazwisko/i],
    ["email", "anna.nowak@", /adres e-mail/i],
    ["phone", "12345", /numer telefonu/i],
    ["topic", "reklamacja", /temat/i],
    ["message", "Za krótko", /Wiadomość/],
    ["message", "x".repeat(2001), /Wiadomość/],
    ["nip", "5261040827", /NIP/],
    ["site", "nie domena", /Serwis/],
    ["sourcePath", "//evil.example", /adres strony/i],
    ["startedAt", "wczoraj", /czas otwarcia formularza/i],
    ["consents", consents("marketing"), /zgodę na przetwarzanie danych kontaktowych/],
  ])("a bad %s is refused with 422 naming the field in Polish", async (field, value, text) => {
    const res = await post(t.app, "/contact-form", contact({ [field]: value }));
    expect(res.status).toBe(422);
    const body = (await res.json()) as Json;
    expect(body.error).toBe(true);
    expect(body.fields[0].field).toBe(field);
    expect(body.fields[0].message).toMatch(text);
    expect(body.message).toContain(`„${field}”`);
  });

  it("refuses a missing required field and a body that is not JSON", async () => {
    const { phone: _, ...withoutPhone } = contact();
    const missing = (await (await post(t.app, "/contact-form", withoutPhone)).json()) as Json;
    expect(missing.fields[0]).toMatchObject({
      field: "phone",
      message: expect.stringMatching(/numer telefonu/),
    });
    const broken = await t.app.request("/contact-form", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nie json",
    });
    expect(broken.status).toBe(400);
  });

  it("refuses bots: the hidden field filled, sent within 3 s, or a form older than 24 h; nothing stored", async () => {
    const before = (await handle.db.select().from(leads)).length;
    const cases: [Json, RegExp][] = [
      [{ website: "http://spam.example" }, /Odśwież stronę i spróbuj ponownie/],
      [{ startedAt: clock.now - 1500 }, /zbyt szybko/],
      [{ startedAt: clock.now + 60_000 }, /zbyt szybko/],
      [{ startedAt: clock.now - 25 * 60 * 60 * 1000 }, /otwarty zbyt długo/],
    ];
    for (const [extra, text] of cases) {
      const res = await post(t.app, "/contact-form", contact(extra));
      expect(res.status).toBe(422);
      expect(((await res.json()) as Json).message).toMatch(text);
    }
    expect((await handle.db.select().from(leads)).length).toBe(before);
    expect(t.email.outbox.entries).toHaveLength(0);
  });

  it("allows 5 submissions per 10 minutes per visitor and form, then 429 with Retry-After", async () => {
    for (let k = 0; k < 5; k++) {
      const res = await post(t.app, "/contact-form", contact({ email: `osoba${k}@example.pl` }));
      expect(res.status).toBe(201);
    }
    const refused = await post(t.app, "/contact-form", contact({ email: "szosta@example.pl" }));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(((await refused.json()) as Json).message).toMatch(
      /^Wysłano zbyt wiele formularzy\. Spróbuj ponownie za \d+ (s|min)\.$/,
    );

    // Another form, another visitor: counted apart.
    expect((await post(t.app, "/v3/partner-signup", partner())).status).toBe(201);
    expect((await post(t.app, "/contact-form", contact(), { clientAddress: "198.51.100.9" })).status).toBe(
      201,
    );
    // The next window opens again.
    clock.now += 10 * 60 * 1000;
    expect((await post(t.app, "/contact-form", contact({ startedAt: clock.now - 9000 }))).status).toBe(201);
  });

  it("a rotated X-Forwarded-For gains nothing: only the address the server passes counts", async () => {
    for (let k = 0; k < 6; k++) {
      const res = await post(t.app, "/contact-form", contact({ email: `xff${k}@example.pl` }), VISITOR, {
        "x-forwarded-for": `192.0.2.${k}`,
        "x-client-address": `192.0.2.${k}`,
      });
      expect(res.status).toBe(k < 5 ? 201 : 429);
    }
  });

  it("limits one e-mail address across forms and visitors (10 a day by default)", async () => {
    const h = harness({
      limits: { ...DEFAULT_LEAD_LIMITS, perEmail: { limit: 2, windowMs: 24 * 60 * 60 * 1000 } },
    });
    const same = "ta-sama@example.pl";
    expect(
      (await post(h.app, "/contact-form", contact({ email: same }), { clientAddress: "192.0.2.1" })).status,
    ).toBe(201);
    expect(
      (await post(h.app, "/notify/", notify({ email: same }), { clientAddress: "192.0.2.2" })).status,
    ).toBe(201);
    const refused = await post(
      h.app,
      "/v3/partner-signup",
      partner({ email: same.toUpperCase() }),
      undefined,
    );
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as Json).message).toMatch(
      /Z tego adresu e-mail wysłano już zbyt wiele zgłoszeń/,
    );
  });

  it("never loses a lead when forwarding fails: stored, acknowledged, marked failed", async () => {
    const failing: EmailSender = {
      provider: "sandbox",
      send: async () => err({ code: "INVALID_MESSAGE", message: "Nieprawidłowa treść wiadomości." }),
    };
    const h = harness({ email: failing });
    const res = await post(h.app, "/contact-form", contact());
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as Json;
    await h.settle();
    expect(await storedLead(id)).toMatchObject({ forwardStatus: "failed", forwardedAt: null });

    const crashing: EmailSender = {
      provider: "sandbox",
      send: () => Promise.reject(new Error("smtp down")),
    };
    const c = harness({ email: crashing });
    const second = (await (
      await post(c.app, "/contact-form", contact({ email: "druga@example.pl" }))
    ).json()) as Json;
    await c.settle();
    expect((await storedLead(second.id)).forwardStatus).toBe("pending");
  });
});

describe("POST /notify/", () => {
  it("stores what to notify about and e-mails the team", async () => {
    const res = await post(t.app, "/notify/", notify({ phone: "600 100 200" }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as Json;
    expect(body.message).toBe(LEAD_THANKS.notify);
    expect(await storedLead(body.id)).toMatchObject({
      kind: "notify",
      name: null,
      phone: "600100200",
      fields: { subject: "toyota/corolla" },
    });
    await t.settle();
    expect(t.email.outbox.entries[0]!.text).toContain("Powiadomienie o: toyota/corolla");
    expect((await post(t.app, "/notify/", notify({ subject: "promocje", phone: "" }))).status).toBe(201);
  });

  it.each([
    ["subject", "Toyota Corolla!", /o czym mamy Cię powiadomić/],
    ["email", "", /adres e-mail/],
    ["phone", "000", /numer telefonu/],
    ["consents", consents("kontakt"), /zgodę na otrzymywanie powiadomień/],
  ])("a bad %s is refused naming it", async (field, value, text) => {
    const body = (await (await post(t.app, "/notify/", notify({ [field]: value }))).json()) as Json;
    expect(body.fields[0]).toMatchObject({ field, message: expect.stringMatching(text) });
  });
});

describe("POST /v3/dealer-lead", () => {
  it("stores the dealer, e-mails the team and adds a page to the Notion database", async () => {
    const res = await post(t.app, "/v3/dealer-lead", dealer());
    expect(res.status).toBe(201);
    const body = (await res.json()) as Json;
    expect(body.message).toBe(LEAD_THANKS.dealer);
    expect(await storedLead(body.id)).toMatchObject({
      kind: "dealer",
      name: "Piotr Wiśniewski",
      phone: "618203344",
      fields: {
        dealershipName: "Auto-Salon Wiśniewski",
        nip: "5261040828",
        city: "Poznań",
        monthlySales: "11-30",
      },
    });
    await t.settle();
    expect((await storedLead(body.id)).forwardStatus).toBe("sent");
    expect(t.email.outbox.entries[0]!.subject).toContain("kontakt od dealera – Auto-Salon Wiśniewski");
    expect(t.email.outbox.entries[0]!.text).toContain("Sprzedaż miesięcznie: 11–30 samochodów");
    const page = t.notion.outbox.entries[0]!;
    expect(page.idempotencyKey).toBe(`lead:${body.id}:notion`);
    expect(page.body.properties).toMatchObject({
      Salon: { title: [{ type: "text", text: { content: "Auto-Salon Wiśniewski" } }] },
      NIP: { rich_text: [{ type: "text", text: { content: "526-104-08-28" } }] },
      Telefon: { phone_number: "+48618203344" },
      "E-mail": { email: "piotr@autosalon.example.pl" },
      "Sprzedaż miesięcznie": { select: { name: "11–30 samochodów" } },
      "Zgoda na marketing": { checkbox: true },
      Zgłoszenie: { rich_text: [{ type: "text", text: { content: body.id } }] },
    });
  });

  it.each([
    ["nip", "526-104-08-29", /NIP/],
    ["nip", "", /NIP/],
    ["dealershipName", "A", /nazwę salonu/],
    ["city", "", /miejscowość/],
    ["contactPerson", "", /osoby do kontaktu/],
    ["monthlySales", "1000", /sprzedaje miesięcznie/],
    ["message", "x".repeat(2001), /Wiadomość/],
  ])("a bad %s is refused naming it", async (field, value, text) => {
    const res = await post(t.app, "/v3/dealer-lead", dealer({ [field]: value }));
    expect(res.status).toBe(422);
    expect(((await res.json()) as Json).fields[0]).toMatchObject({
      field,
      message: expect.stringMatching(text),
    });
  });

  it("a failing Notion leaves the lead stored and marked failed (the e-mail still goes)", async () => {
    const notion: NotionClient = {
      provider: "live",
      createPage: async () => err({ code: "UNAVAILABLE", message: "Notion jest chwilowo niedostępny." }),
    };
    const h = harness({ notion });
    const { id } = (await (await post(h.app, "/v3/dealer-lead", dealer())).json()) as Json;
    await h.settle();
    expect((await storedLead(id)).forwardStatus).toBe("failed");
    expect(h.email.outbox.entries).toHaveLength(1);
  });
});

describe("POST /v3/partner-signup", () => {
  it("stores the partner with a normalised address and e-mails the team", async () => {
    const res = await post(t.app, "/v3/partner-signup", partner({ nip: "5261040828" }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as Json;
    expect(body.message).toBe(LEAD_THANKS.partner);
    expect(await storedLead(body.id)).toMatchObject({
      kind: "partner",
      name: "Moto Blog Sp. z o.o.",
      fields: { partnerType: "portal", channelUrl: "https://motoblog.example.pl/", nip: "5261040828" },
    });
    await t.settle();
    expect(t.email.outbox.entries[0]!.text).toContain("Rodzaj partnera: Portal internetowy");
  });

  it("an accounting office may sign up without a web site; a portal may not", async () => {
    expect(
      (await post(t.app, "/v3/partner-signup", partner({ partnerType: "biuro-rachunkowe", channelUrl: "" })))
        .status,
    ).toBe(201);
    const body = (await (
      await post(t.app, "/v3/partner-signup", partner({ channelUrl: "" }))
    ).json()) as Json;
    expect(body.fields[0]).toMatchObject({
      field: "channelUrl",
      message: expect.stringMatching(/adres strony lub profilu/),
    });
  });

  it.each([
    ["partnerType", "sponsor", /rodzaj partnera/],
    ["channelUrl", "javascript:alert(1)", /Adres strony lub profilu/],
    ["name", "", /nazwę firmy/],
    ["nip", "123", /NIP/],
  ])("a bad %s (%j) is refused naming it", async (field, value, text) => {
    const res = await post(t.app, "/v3/partner-signup", partner({ [field]: value }));
    expect(res.status).toBe(422);
    expect(((await res.json()) as Json).fields[0]).toMatchObject({
      field,
      message: expect.stringMatching(text),
    });
  });
});

describe("OpenAPI", () => {
  it("documents the four operations", async () => {
    const doc = (await (await t.app.request("/openapi.json")).json()) as Json;
    for (const path of ["/contact-form", "/notify/", "/v3/dealer-lead", "/v3/partner-signup"]) {
      expect(doc.paths[path].post.responses).toHaveProperty("201");
      expect(doc.paths[path].post.responses).toHaveProperty("429");
    }
  });
});
