import { describe, expect, it } from "vitest";
import {
  CAMPAIGN_KEYS,
  campaignFromJson,
  campaignFromObject,
  campaignFromQuery,
  entryAddress,
  hasCampaign,
} from "./campaign.ts";

describe("campaign parameters (SPEC §3)", () => {
  it("knows the 19 keys of the specification", () => {
    expect(CAMPAIGN_KEYS).toHaveLength(19);
    expect(new Set(CAMPAIGN_KEYS).size).toBe(19);
    expect(CAMPAIGN_KEYS).toContain("gclid");
    expect(CAMPAIGN_KEYS).toContain("clickId");
    expect(CAMPAIGN_KEYS).toContain("click_id");
  });

  it("reads only the campaign keys of a query, the first value of each", () => {
    expect(
      campaignFromQuery("?utm_source=x&gclid=y&token=partner123&body=suv&utm_source=z&subid2=ś"),
    ).toEqual({ utm_source: "x", gclid: "y", subid2: "ś" });
    expect(campaignFromQuery("")).toEqual({});
    expect(hasCampaign(campaignFromQuery("?utm_medium="))).toBe(false);
    expect(campaignFromQuery(`?fbclid=${"a".repeat(501)}`)).toEqual({});
    expect(campaignFromQuery("?utm_term=a%0Ab")).toEqual({});
  });

  it("reads stored or posted JSON defensively", () => {
    expect(campaignFromObject({ utm_source: "x", other: "y", gclid: 5 })).toEqual({ utm_source: "x" });
    expect(campaignFromObject(["utm_source"])).toEqual({});
    expect(campaignFromObject(null)).toEqual({});
    expect(campaignFromJson('{"utm_campaign":"zima","token":"t"}')).toEqual({ utm_campaign: "zima" });
    expect(campaignFromJson("{not json")).toEqual({});
    expect(campaignFromJson(undefined)).toEqual({});
  });

  it("keeps the entry address's path and campaign keys only (no partner token, no filters)", () => {
    expect(entryAddress("/o-nas", "?utm_source=test")).toBe("/o-nas?utm_source=test");
    expect(entryAddress("/", "?token=partner-token-123&utm_source=x&gclid=y&body=suv")).toBe(
      "/?utm_source=x&gclid=y",
    );
    expect(entryAddress("/samochody/skoda", "?token=abcdefgh12")).toBe("/samochody/skoda");
    expect(entryAddress("/a", "")).toBe("/a");
    const long = entryAddress("/a", `?utm_source=${"x".repeat(500)}&gclid=${"y".repeat(500)}&fbclid=z`, 300);
    expect(long).toBe("/a");
  });
});
