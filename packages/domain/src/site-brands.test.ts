import { describe, expect, it } from "vitest";
import { SITE_NAME } from "./site.ts";
import { bareHost, brandTitle, SITE_BRAND_KEYS, SITE_BRANDS, siteBrandOf } from "./site-brands.ts";

const HOSTS = { costing: "koszty.leasingowo.pl", tools: "narzedzia.leasingowo.pl:8443" };

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe("site brands", () => {
  it("choose the brand by host, whatever the port, case, trailing dot or www", () => {
    expect(siteBrandOf("koszty.leasingowo.pl", HOSTS)).toBe("costing");
    expect(siteBrandOf("KOSZTY.leasingowo.pl.:443", HOSTS)).toBe("costing");
    expect(siteBrandOf("www.koszty.leasingowo.pl", HOSTS)).toBe("costing");
    expect(siteBrandOf("narzedzia.leasingowo.pl", HOSTS)).toBe("tools");
    expect(siteBrandOf("www.leasingowo.pl", HOSTS)).toBe("default");
    expect(siteBrandOf("koszty.leasingowo.pl.evil.example", HOSTS)).toBe("default");
    expect(siteBrandOf("koszty.leasingowo.pl", undefined)).toBe("default");
    expect(bareHost(" Embed.Leasingowo.pl:3000 ")).toBe("embed.leasingowo.pl");
  });

  it("name titles after the brand, and leave the default site's as they are", () => {
    expect(brandTitle(`Toyota Corolla w leasingu | ${SITE_NAME}`, SITE_BRANDS.costing)).toBe(
      "Toyota Corolla w leasingu | Koszt Auta",
    );
    expect(brandTitle(`Kontakt | ${SITE_NAME}`, SITE_BRANDS.default)).toBe(`Kontakt | ${SITE_NAME}`);
    expect(brandTitle("Bez przyrostka", SITE_BRANDS.tools)).toBe("Bez przyrostka");
  });

  it("give every brand its own name, colours, menu, meta and container, with readable colours", () => {
    const names = new Set(SITE_BRAND_KEYS.map((k) => SITE_BRANDS[k].name));
    expect(names.size).toBe(3);
    expect(new Set(SITE_BRAND_KEYS.map((k) => SITE_BRANDS[k].colours[700])).size).toBe(3);
    expect(new Set(SITE_BRAND_KEYS.map((k) => SITE_BRANDS[k].analytics)).size).toBe(3);
    for (const key of SITE_BRAND_KEYS) {
      const brand = SITE_BRANDS[key];
      expect(brand.key).toBe(key);
      // Text and buttons use 600–800 on white (and white on them): WCAG AA for normal text.
      for (const shade of [600, 700, 800] as const)
        expect(contrast(brand.colours[shade], "#ffffff")).toBeGreaterThanOrEqual(4.5);
      expect(contrast(brand.colours[700], brand.colours[50])).toBeGreaterThanOrEqual(4.5);
      expect(brand.menu.length).toBeGreaterThanOrEqual(4);
      for (const item of brand.menu) expect(item.to).toMatch(/^\/[a-z0-9/-]*$/);
      expect(brand.meta.title).toContain(brand.name);
      expect(brand.meta.description.length).toBeGreaterThan(80);
      expect(brand.meta.description.length).toBeLessThanOrEqual(170);
    }
  });
});
