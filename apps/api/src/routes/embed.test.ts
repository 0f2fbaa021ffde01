// Embed mode through the API on a real database (the partners of content/partners.yaml): the public
// config without the partner's e-mail, unknown and revoked tokens refused on every call, the embed lead
// stored with its partner and sent to the partner's lead address, and cross-site writes refused.
import type { DbHandle } from "@vhs/db/client.ts";
import { leads } from "@vhs/db/schema/content.ts";
import { partners } from "@vhs/db/schema/partners.ts";
import { syncPartners } from "@vhs/db/seed/partners.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import { EMBED_TOKEN_REFUSED } from "@vhs/domain/embed.ts";
import { LEAD_CONSENT_VERSION } from "@vhs/domain/lead-texts.ts";
import { CROSS_SITE_REFUSED } from "@vhs/domain/request-origin.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiApp, createApiApp } from "../app.ts";
import { createSandboxEmailSender, type SandboxEmailSender } from "../integrations/email.ts";
import { createSandboxNotionClient } from "../integrations/notion.ts";
import { setLogLevel } from "../lib/log.ts";

// biome-ignore lint/suspicious/noExplicitAny: JSON answers are read loosely in tests
type Json = Record<string, any>;

const TOKEN = "an-demo-7Kq2vX9pLm4RtY8w";
const REVOKED = "sk-demo-3Hn8cW5zQa1JdF6e";
const DEMO_ORIGIN = "http://127.0.0.1:3541";
const VISITOR = { clientAddress: "203.0.113.9" };

let handle: DbHandle;
let app: ApiApp;
let email: SandboxEmailSender;
const tasks: Promise<void>[] = [];

beforeAll(async () => {
  setLogLevel("silent");
  handle = await createTestDb();
  await syncPartners(handle.db, { demoOrigins: DEMO_ORIGIN });
  email = createSandboxEmailSender({ outboxDir: null });
  app = createApiApp(handle, {
    publicOrigin: "https://www.leasingowo.pl",
    leads: {
      email,
      notion: createSandboxNotionClient({ outboxDir: null }),
      teamEmail: "zespol@leasingowo.test",
      background: (task) => tasks.push(task),
      env: {},
    },
  });
});
afterAll(async () => {
  setLogLevel("info");
  await handle.close();
});

const lead = (extra: Json = {}): Json => ({
  name: "Jan Kowalski",
  email: "jan.kowalski@example.pl",
  phone: "600 100 200",
  topic: "oferta",
  message: "Proszę o kontakt w sprawie leasingu Toyoty Corolli.",
  sourcePath: "/formularz/contact",
  website: "",
  startedAt: Date.now() - 20_000,
  consents: [
    { id: "kontakt", accepted: true, version: LEAD_CONSENT_VERSION },
    { id: "marketing", accepted: false, version: LEAD_CONSENT_VERSION },
  ],
  ...extra,
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(
    path,
    {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify(body),
    },
    VISITOR,
  );

describe("GET /v3/embed-config", () => {
  it("gives the partner's look, screens and origins, never its lead e-mail or token", async () => {
    const res = await app.request(`/v3/embed-config?token=${TOKEN}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body).toEqual({
      partner: "auto-nowak",
      name: "Auto Nowak Sp. z o.o.",
      origins: ["https://www.auto-nowak.pl", DEMO_ORIGIN],
      look: { primary: "#14532d", onPrimary: "#ffffff" },
      screens: ["catalogue", "calculator", "contact"],
    });
    expect(JSON.stringify(body)).not.toContain("leady@auto-nowak.pl");
    expect(JSON.stringify(body)).not.toContain(TOKEN);
  });

  it("answers 422 naming the field without a token", async () => {
    const res = await app.request("/v3/embed-config");
    expect(res.status).toBe(422);
    expect(((await res.json()) as Json).message).toContain("token");
  });
});

describe("the embed token on every call", () => {
  it.each([
    ["an unknown token", "nieznany-token-123456"],
    ["a revoked partner's token", REVOKED],
  ])("refuses %s with 403 and a Polish message, on any path", async (_what, token) => {
    for (const path of ["/v3/embed-config", "/v3/setup", "/v3/faq"]) {
      const res = await app.request(`${path}?token=${encodeURIComponent(token)}`);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: true, message: EMBED_TOKEN_REFUSED });
    }
  });

  it("answers 422 naming the field for a token that cannot be one", async () => {
    for (const token of ["<script>", "", "krótki"]) {
      const res = await app.request(`/v3/faq?token=${encodeURIComponent(token)}`);
      expect(res.status).toBe(422);
      expect(((await res.json()) as Json).fields).toEqual([{ field: "token", message: expect.any(String) }]);
    }
  });

  it("lets an active partner's calls through", async () => {
    const res = await app.request(`/v3/setup?token=${TOKEN}`);
    expect(res.status).toBe(200);
  });

  it("refuses a partner revoked since (the file no longer lists it as active)", async () => {
    await handle.db.update(partners).set({ active: false }).where(eq(partners.id, "auto-nowak"));
    try {
      expect((await app.request(`/v3/embed-config?token=${TOKEN}`)).status).toBe(403);
    } finally {
      await handle.db.update(partners).set({ active: true }).where(eq(partners.id, "auto-nowak"));
    }
  });
});

describe("POST /v3/embed-contact-lead", () => {
  it("stores the lead with its partner and e-mails the team and the partner", async () => {
    const res = await post(`/v3/embed-contact-lead?token=${TOKEN}`, lead());
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as Json;
    await Promise.all(tasks);
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({ kind: "contact", partner: "auto-nowak", forwardStatus: "sent" });
    const mails = email.outbox.entries.filter((m) => m.text.includes(id));
    expect(mails.map((m) => m.to).sort()).toEqual(["leady@auto-nowak.pl", "zespol@leasingowo.test"]);
    expect(mails[0]!.text).toContain("Partner: Auto Nowak Sp. z o.o. (auto-nowak)");
  });

  it("refuses it without a partner's token (403) or with a revoked one", async () => {
    const none = await post("/v3/embed-contact-lead", lead());
    expect(none.status).toBe(422);
    const revoked = await post(`/v3/embed-contact-lead?token=${REVOKED}`, lead());
    expect(revoked.status).toBe(403);
  });

  it("names a bad field in Polish", async () => {
    const res = await post(`/v3/embed-contact-lead?token=${TOKEN}`, lead({ email: "nie-email" }));
    expect(res.status).toBe(422);
    expect(((await res.json()) as Json).fields[0].field).toBe("email");
  });
});

describe("cross-site writes", () => {
  it("refuses a browser's post from another site with 403", async () => {
    const res = await post("/contact-form", lead(), {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: true, message: CROSS_SITE_REFUSED });
  });

  it("lets same-origin, same-site and server-side posts through", async () => {
    const cases: Record<string, string>[] = [
      { "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "same-site", origin: "https://embed.leasingowo.pl" },
      {},
    ];
    for (const headers of cases) {
      const res = await post("/contact-form", lead({ email: `a${Math.random()}@example.pl` }), headers);
      expect(res.status).toBe(201);
    }
  });

  it("lets a partner's own page post with its token, and no other page", async () => {
    const ok = await post(`/v3/embed-contact-lead?token=${TOKEN}`, lead({ email: "b@example.pl" }), {
      origin: DEMO_ORIGIN,
      "sec-fetch-site": "cross-site",
    });
    expect(ok.status).toBe(201);
    const other = await post(`/v3/embed-contact-lead?token=${TOKEN}`, lead({ email: "c@example.pl" }), {
      origin: "https://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(other.status).toBe(403);
  });
});
