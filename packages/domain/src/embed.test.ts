import { describe, expect, it } from "vitest";
import { isEmbedHost, normaliseOrigin, parseEmbedMessage } from "./embed.ts";
import { isAllowedOrigin } from "./request-origin.ts";

describe("embed mode by host", () => {
  it("is on when the first label is the embed label", () => {
    expect(isEmbedHost("embed.leasingowo.pl", "embed")).toBe(true);
    expect(isEmbedHost("EMBED.localhost:3540", "embed")).toBe(true);
    expect(isEmbedHost("partnerzy.leasingowo.pl", "partnerzy")).toBe(true);
  });
  it("is off everywhere else", () => {
    expect(isEmbedHost("www.leasingowo.pl", "embed")).toBe(false);
    expect(isEmbedHost("embed", "embed")).toBe(false);
    expect(isEmbedHost("x.embed.leasingowo.pl", "embed")).toBe(false);
    expect(isEmbedHost("embedded.leasingowo.pl", "embed")).toBe(false);
  });
});

describe("origins and messages", () => {
  it("normalises origins", () => {
    expect(normaliseOrigin("https://www.auto-nowak.pl/")).toBe("https://www.auto-nowak.pl");
    expect(normaliseOrigin("javascript:alert(1)")).toBeNull();
    expect(normaliseOrigin("nie adres")).toBeNull();
  });
  it("accepts only 1 and {height, path}", () => {
    expect(parseEmbedMessage(1)).toBe(1);
    expect(parseEmbedMessage({ height: 500, path: "/wyszukaj" })).toEqual({ height: 500, path: "/wyszukaj" });
    for (const bad of ["1", 2, { height: -1, path: "/" }, { height: 5, path: "//evil" }, { height: 5 }, null])
      expect(parseEmbedMessage(bad)).toBeNull();
  });
});

describe("cross-site posts", () => {
  const h = (o: Record<string, string>) => new Headers(o);
  const policy = { ownHosts: ["www.leasingowo.pl"], allowedOrigins: ["https://www.auto-nowak.pl"] };
  it("lets our own pages, same-site pages and non-browser calls through", () => {
    expect(isAllowedOrigin(h({ "sec-fetch-site": "same-origin" }), policy)).toBe(true);
    expect(isAllowedOrigin(h({ "sec-fetch-site": "same-site" }), policy)).toBe(true);
    expect(isAllowedOrigin(h({ origin: "https://www.leasingowo.pl" }), policy)).toBe(true);
    expect(isAllowedOrigin(h({}), policy)).toBe(true);
  });
  it("lets an allowed partner origin through even cross-site", () => {
    const headers = h({ "sec-fetch-site": "cross-site", origin: "https://www.auto-nowak.pl" });
    expect(isAllowedOrigin(headers, policy)).toBe(true);
    expect(isAllowedOrigin(headers, { ownHosts: policy.ownHosts })).toBe(false);
  });
  it("refuses other sites", () => {
    expect(
      isAllowedOrigin(h({ "sec-fetch-site": "cross-site", origin: "https://evil.example" }), policy),
    ).toBe(false);
    expect(isAllowedOrigin(h({ origin: "https://www.leasingowo.pl.evil.example" }), policy)).toBe(false);
    expect(isAllowedOrigin(h({ origin: "null" }), policy)).toBe(false);
    expect(isAllowedOrigin(h({ "sec-fetch-site": "none" }), policy)).toBe(false);
  });
});
