import { describe, expect, it } from "vitest";
import {
  allowsTagManager,
  CONSENT_MODE_DEFAULT,
  CONSENT_VERSION,
  choiceFromForm,
  consentCacheKey,
  consentModeScript,
  consentModeState,
  currentConsent,
  decodeConsent,
  encodeConsent,
} from "./consent.ts";

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);

describe("the consent cookie", () => {
  it("encodes version, categories and time, and reads them back", () => {
    const choice = { version: CONSENT_VERSION, analytics: true, marketing: false, at: 1795000000 };
    expect(encodeConsent(choice)).toBe("v1.a1.m0.t1795000000");
    expect(decodeConsent("v1.a1.m0.t1795000000")).toEqual(choice);
    expect(decodeConsent(encodeConsent({ ...choice, marketing: true, at: 1795000000.9 }))).toEqual({
      ...choice,
      marketing: true,
    });
  });

  it("refuses malformed values, and a choice under another version does not count", () => {
    for (const bad of [null, undefined, "", "yes", "v1.a2.m0.t1", "v1.a1.m0", "v1.a1.m0.t1;x", "a1.m1.t1"])
      expect(decodeConsent(bad)).toBeNull();
    expect(decodeConsent("v0.a1.m1.t1")).not.toBeNull();
    expect(currentConsent("v0.a1.m1.t1")).toBeNull();
    expect(currentConsent("v1.a0.m0.t1")).toMatchObject({ analytics: false, marketing: false });
  });

  it("reads a form's answer: all, none, or only what is ticked (nothing ticked by default)", () => {
    const at = NOW / 1000;
    expect(choiceFromForm({ choice: "all" }, NOW)).toEqual({
      version: 1,
      analytics: true,
      marketing: true,
      at,
    });
    expect(choiceFromForm({ choice: "none", analytics: "on" }, NOW)).toEqual({
      version: 1,
      analytics: false,
      marketing: false,
      at,
    });
    expect(choiceFromForm({ choice: "custom" }, NOW)).toMatchObject({ analytics: false, marketing: false });
    expect(choiceFromForm({ choice: "custom", analytics: "on" }, NOW)).toMatchObject({
      analytics: true,
      marketing: false,
    });
    expect(choiceFromForm({ choice: "custom", marketing: "on" }, NOW)).toMatchObject({
      analytics: false,
      marketing: true,
    });
    expect(choiceFromForm({ choice: "maybe" }, NOW)).toBeNull();
    expect(choiceFromForm({}, NOW)).toBeNull();
  });

  it("shares one cached page among all who decided, whatever they chose", () => {
    expect(consentCacheKey(undefined)).toBe("");
    expect(consentCacheKey("garbage")).toBe("");
    expect(consentCacheKey("v0.a1.m1.t5")).toBe("");
    expect(consentCacheKey("v1.a1.m1.t5")).toBe(consentCacheKey("v1.a0.m0.t9"));
  });
});

describe("Google Consent Mode v2", () => {
  it("denies everything by default and maps categories to signals", () => {
    expect(consentModeState(null)).toEqual({
      ad_storage: "denied",
      analytics_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
    const c = { version: 1, at: 1 };
    expect(consentModeState({ ...c, analytics: true, marketing: false })).toEqual({
      ...CONSENT_MODE_DEFAULT,
      analytics_storage: "granted",
    });
    expect(consentModeState({ ...c, analytics: false, marketing: true })).toEqual({
      analytics_storage: "denied",
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
    });
    expect(allowsTagManager(null)).toBe(false);
    expect(allowsTagManager({ ...c, analytics: false, marketing: false })).toBe(false);
    expect(allowsTagManager({ ...c, analytics: false, marketing: true })).toBe(true);
  });

  /** Runs the inline script against a fake page with `cookie`; what it queued, as plain arrays. */
  function run(cookie: string): unknown[][] {
    const window: { dataLayer?: IArguments[]; gtag?: unknown } = {};
    const document = { cookie };
    const script = new Function(
      "window",
      "document",
      `var dataLayer;${consentModeScript().replaceAll("dataLayer.push", "window.dataLayer.push")}`,
    );
    script(window, document);
    return (window.dataLayer ?? []).map((args) => Array.from(args));
  }

  it("the head script sets the defaults before anything else, and applies a stored choice at once", () => {
    const defaults = [
      "consent",
      "default",
      { ...CONSENT_MODE_DEFAULT, functionality_storage: "granted", security_storage: "granted" },
    ];
    expect(run("")).toEqual([defaults]);
    expect(run("vhs_consent=garbage")).toEqual([defaults]);
    expect(run("vhs_consent=v0.a1.m1.t5")).toEqual([defaults]);
    for (const [a, m] of [
      [true, false],
      [false, true],
      [true, true],
      [false, false],
    ] as const) {
      const value = encodeConsent({ version: 1, analytics: a, marketing: m, at: 1795000000 });
      expect(run(`vhs_f=x; vhs_consent=${value}; other=1`)).toEqual([
        defaults,
        ["consent", "update", consentModeState(decodeConsent(value))],
      ]);
    }
    expect(run("xvhs_consent=v1.a1.m1.t1")).toEqual([defaults]);
  });
});
