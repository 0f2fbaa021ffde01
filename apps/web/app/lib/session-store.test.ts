import { describe, expect, it } from "vitest";
import {
  addCampaignField,
  captureCampaign,
  formCarriesCampaign,
  storedCampaign,
} from "./campaign-capture.ts";
import { readSession, writeSession } from "./session-store.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe("the session-storage helper (SPEC §3)", () => {
  it("reads JSON where it can, else the raw string; nothing when absent", () => {
    const s = memoryStorage({ a: '{"x":1}', b: "plain text", c: "42", d: "[1,2" });
    expect(readSession("a", s)).toEqual({ x: 1 });
    expect(readSession("b", s)).toBe("plain text");
    expect(readSession("c", s)).toBe(42);
    expect(readSession("d", s)).toBe("[1,2");
    expect(readSession("missing", s)).toBeUndefined();
  });

  it("writes JSON, and survives storage that refuses", () => {
    const s = memoryStorage();
    expect(writeSession("k", { utm_source: "x" }, s)).toBe(true);
    expect(s.data.get("k")).toBe('{"utm_source":"x"}');
    expect(writeSession("t", "42", s)).toBe(true);
    expect(readSession("t", s)).toBe("42");
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
    };
    expect(writeSession("k", 1, refusing)).toBe(false);
    expect(readSession("k", refusing)).toBeUndefined();
  });
});

describe("vhs_utm: the landing address's campaign keys", () => {
  it("stores the keys of an address that has them, keeps them across addresses without any", () => {
    const s = memoryStorage();
    expect(captureCampaign("?utm_source=x&gclid=y&token=partner123", s)).toEqual({
      utm_source: "x",
      gclid: "y",
    });
    expect(JSON.parse(s.data.get("vhs_utm")!)).toEqual({ utm_source: "x", gclid: "y" });
    expect(captureCampaign("?body=suv", s)).toEqual({ utm_source: "x", gclid: "y" });
    expect(captureCampaign("?utm_source=nowa", s)).toEqual({ utm_source: "nowa" });
    expect(storedCampaign(memoryStorage({ vhs_utm: "not json" }))).toEqual({});
    expect(storedCampaign(memoryStorage({ vhs_utm: '{"fbclid":"f","x":"y"}' }))).toEqual({ fbclid: "f" });
  });

  it("goes with the forms that make a lead or an order", () => {
    for (const path of [
      "/zamow-online",
      "/formularz/contact",
      "/srv/notion",
      "/sfinansuj-online/skoda",
      "/o2/abc/wniosek",
    ])
      expect(formCarriesCampaign(path)).toBe(true);
    for (const path of ["/srv/consent", "/ulubione/zmien", "/wyszukaj", "/zamow/uuid"])
      expect(formCarriesCampaign(path)).toBe(false);
  });

  it("puts the keys in a hidden field of such a form, once", () => {
    const appended: Record<string, string>[] = [];
    const doc = {
      baseURI: "https://www.leasingowo.pl/kontakt",
      location: { origin: "https://www.leasingowo.pl" },
      createElement: () => ({}) as Record<string, string>,
    };
    const form = {
      method: "post",
      action: "https://www.leasingowo.pl/formularz/contact",
      ownerDocument: doc,
      querySelector: () => appended[0] ?? null,
      append: (el: Record<string, string>) => appended.push(el),
    } as unknown as HTMLFormElement;
    addCampaignField(form, { utm_source: "x" });
    addCampaignField(form, { utm_source: "y" });
    expect(appended).toEqual([{ type: "hidden", name: "campaign", value: '{"utm_source":"y"}' }]);
    const other = { ...form, action: "https://inna.example/formularz/contact" } as unknown as HTMLFormElement;
    const before = appended.length;
    addCampaignField(other, { utm_source: "x" });
    addCampaignField(form, {});
    expect(appended.length).toBe(before);
  });
});
