import { BRAND_NAMES } from "@vhs/db/seed/brands.ts";
import { slugify } from "@vhs/domain/labels.ts";
import { describe, expect, it } from "vitest";
import { brandMarkSvg } from "./brand-mark.ts";
import { BRAND_MARK_PATH, BRAND_MARK_VERSION, BRAND_MARK_WIDTH, brandMarkSrc } from "./brand-mark-src.ts";
import { BRAND_STYLES, brandStyleOf } from "./brand-styles.ts";
import { luminance } from "./svg-colour.ts";
import { parseXmlElements } from "./xml-check.testing.ts";

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** The badge's text and the wordmark's text elements with their content. */
function texts(svg: string) {
  const found = [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map((m) => ({
    attrs: Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])),
    text: m[2]!,
  }));
  expect(found).toHaveLength(2);
  return { badge: found[0]!, word: found[1]! };
}

describe("brand marks", () => {
  it("has a style for every brand of the catalogue, under its slug, with its name as written", () => {
    const slugs = BRAND_NAMES.map((name) => slugify(name));
    expect(Object.keys(BRAND_STYLES).sort()).toEqual([...slugs].sort());
    for (const name of BRAND_NAMES) expect(BRAND_STYLES[slugify(name)]!.name).toBe(name);
  });

  it("draws each brand as a small, well-formed, self-contained SVG with its name and initials", () => {
    const seen = new Set<string>();
    for (const slug of [...Object.keys(BRAND_STYLES), "nowa-marka"]) {
      const svg = brandMarkSvg(slug);
      expect(Buffer.byteLength(svg)).toBeLessThanOrEqual(2048);
      const elements = parseXmlElements(svg);
      expect(elements[0]!.name).toBe("svg");
      expect(elements[0]!.attrs.viewBox).toBe("0 0 160 40");
      expect(
        elements
          .map((e) => e.name)
          .filter((n) => !["svg", "defs", "linearGradient", "stop", "g", "path", "text"].includes(n)),
      ).toEqual([]);
      expect(svg).not.toMatch(/href|url\((?!#b\))|\son\w+=/);
      const style = brandStyleOf(slug);
      const { badge, word } = texts(svg);
      expect(word.text).toBe(style.upper ? style.name.toLocaleUpperCase("pl") : style.name);
      // The name fits: forced to a length that ends inside the box, once centred.
      const shift = Number(/<g transform="translate\(([\d.]+) 0\)">/.exec(svg)![1]);
      expect(shift + Number(word.attrs.x) + Number(word.attrs.textLength)).toBeLessThanOrEqual(
        BRAND_MARK_WIDTH,
      );
      // Readable: the name against the white tile (AA), the initials against the badge (large text).
      expect(contrast(word.attrs.fill!.slice(1), "ffffff")).toBeGreaterThanOrEqual(4.5);
      const ink = badge.attrs.fill === "#fff" ? "ffffff" : badge.attrs.fill!.slice(1);
      expect(contrast(ink, style.colour)).toBeGreaterThanOrEqual(3);
      seen.add(`${style.colour}/${style.badge}/${style.face}/${style.weight}/${style.upper}`);
    }
    // No two brands look alike.
    expect(seen.size).toBe(Object.keys(BRAND_STYLES).length + 1);
  });

  it("puts a brand's initials in its badge", () => {
    expect(texts(brandMarkSvg("land-rover")).badge.text).toBe("LR");
    expect(texts(brandMarkSvg("mercedes-benz")).badge.text).toBe("MB");
    expect(texts(brandMarkSvg("skoda")).badge.text).toBe("Š");
    expect(texts(brandMarkSvg("skoda")).word.text).toBe("ŠKODA");
    expect(texts(brandMarkSvg("bmw")).badge.text).toBe("B");
  });

  it("gives a brand it does not know a stable generic mark spelled from the slug", () => {
    expect(brandMarkSvg("nowa-marka")).toBe(brandMarkSvg("nowa-marka"));
    expect(texts(brandMarkSvg("nowa-marka")).word.text).toBe("NOWA MARKA");
    expect(texts(brandMarkSvg("nowa-marka")).badge.text).toBe("NM");
    expect(brandMarkSvg("inna-marka")).not.toBe(brandMarkSvg("nowa-marka"));
  });

  it("builds versioned addresses only from safe slugs", () => {
    expect(brandMarkSrc("alfa-romeo")).toBe(`${BRAND_MARK_PATH}/${BRAND_MARK_VERSION}/alfa-romeo.svg`);
    for (const bad of ["../x", "Toyota", "-x", "a/b", "", "x".repeat(41)]) {
      expect(brandMarkSrc(bad)).toBe(`${BRAND_MARK_PATH}/${BRAND_MARK_VERSION}/marka.svg`);
    }
  });
});
