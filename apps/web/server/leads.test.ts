import { existsSync } from "node:fs";
import { createApiApp } from "@vhs/api/app.ts";
import { createSandboxEmailSender } from "@vhs/api/integrations/email.ts";
import { createSandboxNotionClient } from "@vhs/api/integrations/notion.ts";
import { inProcessFetch } from "@vhs/api/lib/client-address.ts";
import { setLogLevel } from "@vhs/api/lib/log.ts";
import type { DbHandle } from "@vhs/db/client.ts";
import { leads } from "@vhs/db/schema/content.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import { LEAD_THANKS } from "@vhs/domain/lead-texts.ts";
import { desc } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSiteApp } from "./app.ts";
import { isSameSitePost, visitorAddress } from "./visitor.ts";

// The lead forms through the whole site (production build, real API, real database): the form pages'
// action, /srv/notion, the visitor's address reaching the API's limits, and cross-site posts refused.
const buildPath = new URL("../build/server/index.js", import.meta.url);
if (!existsSync(buildPath))
  throw new Error("Run `npm run build` first: these tests use the production build.");

let handle: DbHandle;
let site: ReturnType<typeof createSiteApp>;
const email = createSandboxEmailSender({ outboxDir: null });
const notion = createSandboxNotionClient({ outboxDir: null });
const tasks: Promise<void>[] = [];

beforeAll(async () => {
  setLogLevel("silent");
  const build = (await import(buildPath.href)) as ServerBuild;
  // Seeded: the notify page names brands and models from the catalogue.
  handle = await createTestDb({ seed: true, catalogVariants: 300 });
  const api = createApiApp(handle, {
    basePath: "/api",
    leads: { email, notion, teamEmail: "zespol@leasingowo.test", background: (t) => tasks.push(t), env: {} },
  });
  site = createSiteApp({
    build,
    api,
    transport: { fetch: inProcessFetch(api), baseUrl: "http://api.internal", timeoutMs: 2000 },
    publicOrigin: "https://www.leasingowo.pl",
    redirectHosts: [],
    pageCacheTtlMs: 0,
    trustedProxyHops: 1,
  });
}, 120_000);
afterAll(async () => {
  setLogLevel("info");
  await handle.close();
});

const SAME_SITE = { "sec-fetch-site": "same-origin", origin: "https://www.leasingowo.pl" };

const dealerValues = (extra: Record<string, string> = {}) => ({
  dealershipName: "Auto-Salon Wiśniewski",
  nip: "5261040828",
  city: "Poznań",
  contactPerson: "Piotr Wiśniewski",
  phone: "618203344",
  email: "piotr@autosalon.example.pl",
  monthlySales: "11-30",
  message: "",
  consents: "on",
  consentVersion: "2026-11-1",
  sourcePath: "/dla-dealera",
  website: "",
  startedAt: String(Date.now() - 30_000),
  ...extra,
});

const contactValues = (extra: Record<string, string> = {}) => ({
  name: "Anna Nowak",
  email: "anna.nowak@example.pl",
  phone: "600 700 800",
  topic: "oferta",
  message: "Proszę o ofertę leasingu dla firmy.",
  consents: "on",
  sourcePath: "/kontakt",
  website: "",
  startedAt: String(Date.now() - 30_000),
  ...extra,
});

const formPost = (
  path: string,
  values: Record<string, string>,
  headers: Record<string, string> = SAME_SITE,
) =>
  site.request(`https://www.leasingowo.pl${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(values).toString(),
  });

async function lastLead() {
  const [row] = await handle.db.select().from(leads).orderBy(desc(leads.createdAt)).limit(1);
  return row!;
}

describe("POST /srv/notion (dealer contact)", () => {
  it("without JavaScript: forwards to the API and sends the visitor back to the page with ?wyslano=1", async () => {
    const res = await formPost("/srv/notion", dealerValues());
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/dla-dealera?wyslano=1#formularz");
    expect(await lastLead()).toMatchObject({
      kind: "dealer",
      sourcePath: "/dla-dealera",
      name: "Piotr Wiśniewski",
    });
    await Promise.all(tasks);
    expect(notion.outbox.entries.at(-1)!.body.properties).toMatchObject({
      Salon: { title: [{ text: { content: "Auto-Salon Wiśniewski" } }] },
    });
  });

  it("with JavaScript: JSON in, the acknowledgement as JSON out", async () => {
    const res = await site.request("https://www.leasingowo.pl/srv/notion", {
      method: "POST",
      headers: { "content-type": "application/json", ...SAME_SITE },
      body: JSON.stringify({ ...dealerValues({ email: "json@autosalon.example.pl" }), filledMs: "12000" }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      form: "dealer",
      ok: true,
      id: expect.any(String),
      message: LEAD_THANKS.dealer,
    });
  });

  it("refused fields: JSON names them; without JavaScript the same body goes to the form's page (307)", async () => {
    const json = await site.request("https://www.leasingowo.pl/srv/notion", {
      method: "POST",
      headers: { "content-type": "application/json", ...SAME_SITE },
      body: JSON.stringify(dealerValues({ nip: "5261040829", consents: "" })),
    });
    expect(json.status).toBe(422);
    const body = (await json.json()) as {
      ok: boolean;
      errors: Record<string, string>;
      values: Record<string, string>;
    };
    expect(body.ok).toBe(false);
    expect(Object.keys(body.errors).sort()).toEqual(["consents", "nip"]);
    expect(body.values.nip).toBe("5261040829");

    const form = await formPost("/srv/notion", dealerValues({ nip: "123" }));
    expect(form.status).toBe(307);
    expect(form.headers.get("location")).toBe("/formularz/dealer");
  });

  it("refuses posts from other sites (403) and takes none from them", async () => {
    const before = await lastLead();
    const crossSite: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      { origin: "https://evil.example" },
      { origin: "null" },
    ];
    for (const headers of crossSite) {
      const res = await formPost("/srv/notion", dealerValues(), headers);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { message: string }).message).toMatch(/tylko z naszej strony/);
    }
    expect((await lastLead()).id).toBe(before.id);
  });
});

describe("/formularz/:form", () => {
  it("shows each form on a page of its own; an unknown form is the Polish 404", async () => {
    const page = await site.request("https://www.leasingowo.pl/formularz/partner");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Dołącz do programu partnerskiego</h1>");
    expect(html).toContain('action="/formularz/partner"');
    const dealer = await (await site.request("https://www.leasingowo.pl/formularz/dealer")).text();
    expect(dealer).toContain('action="/srv/notion"');
    expect((await site.request("https://www.leasingowo.pl/formularz/reklamacja")).status).toBe(404);
  });

  it("without JavaScript: a sent form goes back to its page (303), a refused one shows errors and the typed values", async () => {
    const sent = await formPost("/formularz/contact", contactValues());
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/kontakt?wyslano=1#formularz");

    const refused = await formPost(
      "/formularz/contact",
      contactValues({ email: "anna@", message: "Krótko" }),
    );
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('id="email-blad"');
    expect(html).toContain("Podaj poprawny adres e-mail");
    expect(html).toContain('value="anna@"');
    expect(html).toContain("Krótko</textarea>");
    expect(html).toContain('aria-describedby="email-blad"');
  });

  it("stores the visit's campaign keys with the lead: the form's field, else the entry cookie's", async () => {
    const fromForm = await formPost(
      "/formularz/contact",
      contactValues({
        email: "kampania1@example.pl",
        campaign: JSON.stringify({ utm_source: "x", gclid: "y", token: "partner-token-123" }),
      }),
    );
    expect(fromForm.status).toBe(303);
    expect((await lastLead()).fields).toMatchObject({ utm_source: "x", gclid: "y" });
    expect((await lastLead()).fields).not.toHaveProperty("token");

    const fromCookie = await formPost(
      "/formularz/contact",
      contactValues({ email: "kampania2@example.pl" }),
      {
        ...SAME_SITE,
        cookie: `vhs_entry=${encodeURIComponent("/o-nas?utm_campaign=zima&fbclid=f1")}`,
      },
    );
    expect(fromCookie.status).toBe(303);
    expect((await lastLead()).fields).toMatchObject({ utm_campaign: "zima", fbclid: "f1" });
  });

  it("a sourcePath outside the site is refused: nobody is sent away", async () => {
    const sent = await formPost(
      "/formularz/contact",
      contactValues({ email: "x@example.pl", sourcePath: "//evil.example" }),
    );
    expect(sent.status).toBe(422);
  });

  it("the visitor's address reaches the API's limits; a rotated X-Forwarded-For does not help", async () => {
    const statuses: number[] = [];
    for (let k = 0; k < 6; k++) {
      const res = await formPost(
        "/formularz/partner",
        {
          name: "Biuro Rachunkowe Liczydło",
          partnerType: "biuro-rachunkowe",
          email: `biuro${k}@example.pl`,
          phone: "600100200",
          consents: "on",
          startedAt: String(Date.now() - 30_000),
          sourcePath: "/zarabiaj",
        },
        { ...SAME_SITE, "x-forwarded-for": `192.0.2.${k}, 203.0.113.50` },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    const other = await formPost(
      "/formularz/partner",
      {
        name: "Biuro Rachunkowe Liczydło",
        partnerType: "biuro-rachunkowe",
        email: "inne-biuro@example.pl",
        phone: "600100200",
        consents: "on",
        startedAt: String(Date.now() - 30_000),
      },
      { ...SAME_SITE, "x-forwarded-for": "203.0.113.51" },
    );
    expect(other.status).toBe(303);
  });
});

describe("/formularz/notify (powiadom mnie)", () => {
  const notifyValues = (extra: Record<string, string> = {}) => ({
    email: "ewa.kowalczyk@example.pl",
    phone: "",
    subject: "toyota/corolla",
    consents: "on",
    sourcePath: "/formularz/notify",
    website: "",
    startedAt: String(Date.now() - 30_000),
    ...extra,
  });

  it("names what it watches from the catalogue; an unknown subject watches the promotions", async () => {
    const corolla = await (
      await site.request("https://www.leasingowo.pl/formularz/notify?o=toyota/corolla")
    ).text();
    expect(corolla).toContain("Powiadom mnie o nowych ofertach Toyota Corolla</h1>");
    expect(corolla).toContain('name="subject" value="toyota/corolla"');
    expect(corolla).toContain('action="/formularz/notify?o=toyota%2Fcorolla"');
    const brand = await (await site.request("https://www.leasingowo.pl/formularz/notify?o=toyota")).text();
    expect(brand).toContain("Powiadom mnie o nowych ofertach Toyota</h1>");
    for (const o of ["nieznana-marka", "../../etc", ""]) {
      const html = await (await site.request(`https://www.leasingowo.pl/formularz/notify?o=${o}`)).text();
      expect(html).toContain("Powiadom mnie o nowych promocjach</h1>");
      expect(html).toContain('name="subject" value="promocje"');
    }
  });

  it("without JavaScript: stored with the notifications consent, then its page shows the confirmation", async () => {
    const sent = await formPost("/formularz/notify?o=toyota%2Fcorolla", notifyValues());
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/formularz/notify?o=toyota%2Fcorolla&wyslano=1#powiadom");
    const lead = await lastLead();
    expect(lead).toMatchObject({ kind: "notify", email: "ewa.kowalczyk@example.pl" });
    expect(lead.fields).toMatchObject({ subject: "toyota/corolla" });
    expect(lead.consents).toContainEqual({ id: "powiadomienia", accepted: true, version: "2026-11-1" });

    const back = await (
      await site.request(`https://www.leasingowo.pl${sent.headers.get("location")}`)
    ).text();
    expect(back).toContain(LEAD_THANKS.notify);
    expect(back).not.toContain('name="email"');
  });

  it("refused: the page names the fields, keeps what was typed and what it watches", async () => {
    const refused = await formPost(
      "/formularz/notify?o=toyota%2Fcorolla",
      notifyValues({ email: "ewa@", consents: "" }),
    );
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain("Podaj poprawny adres e-mail");
    expect(html).toContain("Zaznacz zgodę na otrzymywanie powiadomień");
    expect(html).toContain('value="ewa@"');
    expect(html).toContain("Powiadom mnie o nowych ofertach Toyota Corolla</h1>");
  });

  it("with JavaScript: the answer comes back as data, the fill time measured in the browser", async () => {
    const res = await formPost("/formularz/notify.data?o=toyota", {
      ...notifyValues({ subject: "toyota", email: "js@example.pl", startedAt: "1" }),
      js: "1",
      filledMs: "9000",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(LEAD_THANKS.notify);
    expect((await lastLead()).fields).toMatchObject({ subject: "toyota" });
  });
});

describe("the visitor's address and same-site posts", () => {
  it("believes only the X-Forwarded-For entry our own proxies wrote", () => {
    expect(visitorAddress("10.0.0.5", undefined, 0)).toBe("10.0.0.5");
    expect(visitorAddress("10.0.0.5", "203.0.113.7", 0)).toBe("10.0.0.5");
    expect(visitorAddress("10.0.0.5", "203.0.113.7", 1)).toBe("203.0.113.7");
    expect(visitorAddress("10.0.0.5", "6.6.6.6, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(visitorAddress("::ffff:127.0.0.1", undefined, 0)).toBe("127.0.0.1");
    expect(visitorAddress("10.0.0.5", undefined, 2)).toBe("10.0.0.5");
    expect(visitorAddress(undefined, undefined, 0)).toBeUndefined();
  });

  it("tells our own form posts from other sites'", () => {
    const h = (init: Record<string, string>) => new Headers(init);
    const own = ["www.leasingowo.pl"];
    expect(isSameSitePost(h({ "sec-fetch-site": "same-origin" }), own)).toBe(true);
    expect(isSameSitePost(h({ "sec-fetch-site": "same-site" }), own)).toBe(true);
    expect(
      isSameSitePost(h({ "sec-fetch-site": "cross-site", origin: "https://www.leasingowo.pl" }), own),
    ).toBe(false);
    expect(isSameSitePost(h({ "sec-fetch-site": "none" }), own)).toBe(false);
    expect(isSameSitePost(h({ origin: "https://www.leasingowo.pl" }), own)).toBe(true);
    expect(isSameSitePost(h({ origin: "https://www.leasingowo.pl.evil.example" }), own)).toBe(false);
    expect(isSameSitePost(h({}), own)).toBe(true);
  });
});
