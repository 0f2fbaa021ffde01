import { describe, expect, it } from "vitest";
import {
  containerForHost,
  loadTagManager,
  type TagManagerConfig,
  tagManagerRequested,
  updateConsentMode,
  withdrawnCookieNames,
} from "./tag-manager.ts";

const config: TagManagerConfig = {
  costingHost: "koszty.leasingowo.pl",
  toolsHost: "narzedzia.leasingowo.pl",
  embedLabel: "embed",
  containers: { default: "GTM-DEF0001", costing: "GTM-COST001", tools: "GTM-TOOL001", embed: "GTM-EMB0001" },
};

describe("the tag manager's container by host (SPEC §9)", () => {
  it("picks the costing brand's, the tools brand's, the embed host's, else the default", () => {
    expect(containerForHost("koszty.leasingowo.pl", config)).toBe("GTM-COST001");
    expect(containerForHost("KOSZTY.leasingowo.pl:443", config)).toBe("GTM-COST001");
    expect(containerForHost("narzedzia.leasingowo.pl", config)).toBe("GTM-TOOL001");
    expect(containerForHost("embed.leasingowo.pl", config)).toBe("GTM-EMB0001");
    expect(containerForHost("embed.partner.example", config)).toBe("GTM-EMB0001");
    expect(containerForHost("www.leasingowo.pl", config)).toBe("GTM-DEF0001");
    expect(containerForHost("127.0.0.1:3461", config)).toBe("GTM-DEF0001");
    expect(containerForHost("embedded.leasingowo.pl", config)).toBe("GTM-DEF0001");
  });

  it("gives none without a configuration (development) or without that host's own container", () => {
    expect(containerForHost("www.leasingowo.pl", undefined)).toBeNull();
    const onlyDefault = { ...config, containers: { default: "GTM-DEF0001" } };
    expect(containerForHost("koszty.leasingowo.pl", onlyDefault)).toBeNull();
    expect(containerForHost("embed.leasingowo.pl", onlyDefault)).toBeNull();
    expect(
      containerForHost("www.leasingowo.pl", { ...config, containers: { default: "UA-123" } }),
    ).toBeNull();
  });
});

function args(...a: unknown[]) {
  return a;
}

describe("Consent Mode updates", () => {
  const choice = { version: 1, analytics: true, marketing: false, at: 1 };
  const defaults = (function (..._a: unknown[]) {
    // biome-ignore lint/complexity/noArguments: gtag's own shape
    return arguments;
  })("consent", "default", {});

  it("before the tag manager loads, goes right after the default so queued events carry the choice", () => {
    const queue: unknown[] = [defaults, { event: "page-view", path: "/" }];
    updateConsentMode(queue, choice, false);
    expect(
      queue.map((e) => (e && typeof e === "object" && "0" in e ? Array.from(e as unknown as IArguments) : e)),
    ).toEqual([
      args("consent", "default", {}),
      args("consent", "update", {
        ad_storage: "denied",
        analytics_storage: "granted",
        ad_user_data: "denied",
        ad_personalization: "denied",
      }),
      { event: "page-view", path: "/" },
    ]);
  });

  it("once loaded (or without a default in the queue), is pushed at the end", () => {
    const queue: unknown[] = [defaults, { event: "page-view" }];
    updateConsentMode(queue, { ...choice, analytics: false }, true);
    expect(Array.from(queue[2] as IArguments)[1]).toBe("update");
    const empty: unknown[] = [];
    updateConsentMode(empty, choice, false);
    expect(empty).toHaveLength(1);
  });
});

describe("loading the tag manager", () => {
  function fakeDocument() {
    const appended: Record<string, unknown>[] = [];
    const doc = {
      getElementById: (id: string) => appended.find((s) => s.id === id) ?? null,
      querySelector: () => ({ nonce: "N0nce" }),
      createElement: () => ({}) as Record<string, unknown>,
      head: { append: (el: Record<string, unknown>) => appended.push(el) },
    };
    return { doc: doc as unknown as Document, appended };
  }

  it("adds the container's script once, with the page's nonce, after the gtm.js start event", () => {
    const { doc, appended } = fakeDocument();
    const queue: unknown[] = [];
    expect(tagManagerRequested(doc)).toBe(false);
    loadTagManager(doc, queue, "GTM-TEST123");
    loadTagManager(doc, queue, "GTM-TEST123");
    expect(appended).toEqual([
      {
        id: "tag-manager",
        async: true,
        src: "https://www.googletagmanager.com/gtm.js?id=GTM-TEST123",
        nonce: "N0nce",
      },
    ]);
    expect(queue).toEqual([{ "gtm.start": expect.any(Number), event: "gtm.js" }]);
    expect(tagManagerRequested(doc)).toBe(true);
  });
});

describe("withdrawing consent", () => {
  it("names the cookies of the withdrawn categories only", () => {
    const cookies = "vhs_f=c; _ga=GA1.1; _ga_ABC=GS1; _gid=x; _gcl_au=1; _fbp=fb; vhs_consent=v1.a0.m0.t1";
    const base = { version: 1, at: 1 };
    expect(withdrawnCookieNames(cookies, { ...base, analytics: false, marketing: false })).toEqual([
      "_ga",
      "_ga_ABC",
      "_gid",
      "_gcl_au",
      "_fbp",
    ]);
    expect(withdrawnCookieNames(cookies, { ...base, analytics: true, marketing: false })).toEqual([
      "_gcl_au",
      "_fbp",
    ]);
    expect(withdrawnCookieNames(cookies, { ...base, analytics: true, marketing: true })).toEqual([]);
  });
});
