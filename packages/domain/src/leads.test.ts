import { describe, expect, it } from "vitest";
import { BOT_MESSAGES, LEAD_CONSENT_VERSION, MESSAGES } from "./lead-texts.ts";
import { botRefusal, leadFormSchema, leadRequestFromForm, normalizeUrl } from "./leads.ts";

const T0 = Date.parse("2026-11-24T10:00:00Z");

const contactForm = {
  name: "  Anna Nowak ",
  email: "anna@example.pl",
  phone: "600-700-800",
  topic: "umowa",
  message: "Proszę o kontakt w sprawie umowy.",
  nip: "",
  carRef: "",
  sourcePath: "/kontakt",
  website: "",
  startedAt: String(T0),
  consents: "on",
  consentVersion: "2026-10-1",
  js: "1",
};

describe("a form's values as a request", () => {
  it("turns the checkboxes into consents with the version the page showed", () => {
    const { consents: _, consentVersion: __, js: ___, ...typed } = contactForm;
    expect(leadRequestFromForm(contactForm)).toEqual({
      ...typed,
      startedAt: T0,
      consents: [
        { id: "kontakt", accepted: true, version: "2026-10-1" },
        { id: "marketing", accepted: false, version: "2026-10-1" },
      ],
    });
    expect(leadRequestFromForm({}).consents).toEqual([
      { id: "kontakt", accepted: false, version: LEAD_CONSENT_VERSION },
      { id: "marketing", accepted: false, version: LEAD_CONSENT_VERSION },
    ]);
  });

  it("sends the campaign keys of the form's JSON field as an object, and nothing for bad JSON", () => {
    const campaign = JSON.stringify({ utm_source: "x", gclid: "y", token: "t" });
    expect(leadRequestFromForm({ ...contactForm, campaign }).campaign).toEqual({
      utm_source: "x",
      gclid: "y",
    });
    expect(leadRequestFromForm({ ...contactForm, campaign: "{nie" })).not.toHaveProperty("campaign");
    expect(leadFormSchema("contact").parse({ ...contactForm, campaign }).campaign).toEqual({
      utm_source: "x",
      gclid: "y",
    });
  });

  it("validates like the API: trimmed and normalised, empty optional fields absent", () => {
    const parsed = leadFormSchema("contact").parse(contactForm);
    expect(parsed).toMatchObject({ name: "Anna Nowak", phone: "600700800", site: "leasingowo.pl" });
    expect(parsed.nip).toBeUndefined();
    expect(parsed.carRef).toBeUndefined();
  });

  it("names each wrong field, the missing consent at `consents`", () => {
    const result = leadFormSchema("contact").safeParse({
      ...contactForm,
      email: "anna@",
      consents: "",
      startedAt: "",
    });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(issues).toEqual({
      email: MESSAGES.email,
      consents: MESSAGES.consentContact,
      startedAt: MESSAGES.startedAt,
    });
  });

  it("on the notify form the required checkbox is the consent to notifications", () => {
    const notify = {
      email: "anna@example.pl",
      subject: "toyota/corolla",
      consents: "1",
      startedAt: String(T0),
    };
    expect(leadRequestFromForm(notify, "notify").consents).toEqual([
      { id: "powiadomienia", accepted: true, version: LEAD_CONSENT_VERSION },
      { id: "marketing", accepted: false, version: LEAD_CONSENT_VERSION },
    ]);
    expect(leadFormSchema("notify").parse(notify)).toMatchObject({ subject: "toyota/corolla" });
    const refused = leadFormSchema("notify").safeParse({ ...notify, consents: "", subject: "../x" });
    const issues = Object.fromEntries(refused.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(issues).toEqual({ consents: MESSAGES.consentNotify, subject: MESSAGES.subject });
  });
});

describe("addresses of partners' sites", () => {
  it("accepts http(s) addresses with a dotted host, adding https:// when missing", () => {
    expect(normalizeUrl("twojastrona.pl")).toBe("https://twojastrona.pl/");
    expect(normalizeUrl(" http://blog.example.pl/o-mnie ")).toBe("http://blog.example.pl/o-mnie");
    for (const bad of [
      "javascript:alert(1)",
      "localhost",
      "ftp://example.pl",
      "https://a:b@example.pl",
      "http://",
    ])
      expect(normalizeUrl(bad), bad).toBeNull();
  });
});

describe("bot checks", () => {
  it("refuses the filled honeypot, under 3 s and over 24 h", () => {
    expect(botRefusal({ startedAt: T0 - 3000 }, T0)).toBeNull();
    expect(botRefusal({ startedAt: T0 - 24 * 60 * 60 * 1000 }, T0)).toBeNull();
    expect(botRefusal({ website: "x", startedAt: T0 - 10_000 }, T0)).toBe(BOT_MESSAGES.honeypot);
    expect(botRefusal({ startedAt: T0 - 2999 }, T0)).toBe(BOT_MESSAGES.tooFast);
    expect(botRefusal({ startedAt: T0 - 24 * 60 * 60 * 1000 - 1 }, T0)).toBe(BOT_MESSAGES.tooOld);
  });
});
