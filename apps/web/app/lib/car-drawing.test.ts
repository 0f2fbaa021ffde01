import { BODY_TYPE_LABELS } from "@vhs/domain/labels.ts";
import { describe, expect, it } from "vitest";
import { carDrawingSvg } from "./car-drawing.ts";
import { DEFAULT_PAINT } from "./car-picture-src.ts";
import { CAR_SHAPES } from "./car-shapes.ts";
import { luminance } from "./svg-colour.ts";
import { parseXmlElements } from "./xml-check.testing.ts";

const BODIES = Object.keys(BODY_TYPE_LABELS);
const PAINTS = ["c1121f", "000000", "ffffff", "b8bec6", "1d4e89", "f4f4f2"];

/** WCAG contrast ratio of two "#rrggbb" colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a.slice(1)), luminance(b.slice(1))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The body outline: the one path painted with the paint gradient and a stroke. */
function body(svg: string) {
  const el = parseXmlElements(svg).find((e) => e.name === "path" && e.attrs.fill === "url(#p)");
  if (!el) throw new Error("no body path");
  return el.attrs;
}

describe("carDrawingSvg", () => {
  it("has a drawing of its own for every body type of the catalogue", () => {
    expect(Object.keys(CAR_SHAPES).sort()).toEqual([...BODIES].sort());
    const outlines = new Set(BODIES.map((b) => body(carDrawingSvg(b, "c1121f")).d));
    expect(outlines.size).toBe(BODIES.length);
    // The windows differ too (a cabriolet's is only its windscreen).
    const windows = new Set(
      BODIES.map((b) => /<clipPath id="c"><path d="([^"]+)"/.exec(carDrawingSvg(b, "c1121f"))?.[1]),
    );
    expect(windows.size).toBe(BODIES.length);
  });

  it("draws one small, self-contained, well-formed SVG document per body and paint", () => {
    for (const b of BODIES) {
      for (const p of PAINTS) {
        const svg = carDrawingSvg(b, p);
        expect(Buffer.byteLength(svg), `${b}/${p}`).toBeLessThanOrEqual(4096);
        const elements = parseXmlElements(svg);
        expect(elements[0]).toEqual({
          name: "svg",
          attrs: { xmlns: "http://www.w3.org/2000/svg", viewBox: "0 0 240 110", width: "240", height: "110" },
        });
        const names = new Set(elements.map((e) => e.name));
        expect([...names].every((n) => !["script", "image", "foreignObject", "a", "style"].includes(n))).toBe(
          true,
        );
        for (const e of elements) {
          for (const [key, value] of Object.entries(e.attrs)) {
            expect(key.startsWith("on"), `${b}: ${key}`).toBe(false);
            // Only references to this document's own ids.
            for (const ref of value.matchAll(/url\(([^)]*)\)/g)) expect(ref[1]).toMatch(/^#\w+$/);
            if (key === "href" || key === "xlink:href") expect(value).toMatch(/^#/);
          }
        }
        const ids = elements.flatMap((e) => (e.attrs.id ? [e.attrs.id] : []));
        expect(new Set(ids).size).toBe(ids.length);
        for (const ref of svg.matchAll(/url\(#(\w+)\)/g)) expect(ids).toContain(ref[1]);
      }
    }
  });

  it("paints the car in its colour: lighter above, darker at the sills", () => {
    const svg = carDrawingSvg("kombi", "1d4e89");
    expect(svg).toContain('stop-color="#1d4e89"');
    const stops = [...svg.matchAll(/<stop offset="[^"]+" stop-color="#(\w{6})"/g)]
      .slice(0, 4)
      .map((m) => m[1]!);
    expect(luminance(stops[0]!)).toBeGreaterThan(luminance("1d4e89"));
    expect(luminance(stops[3]!)).toBeLessThan(luminance("1d4e89"));
  });

  it("keeps white cars visible on a white card and the lines of black cars visible on the paint", () => {
    for (const b of BODIES) {
      expect(contrast(body(carDrawingSvg(b, "ffffff")).stroke!, "#ffffff")).toBeGreaterThanOrEqual(3);
      const black = carDrawingSvg(b, "000000");
      const doors = parseXmlElements(black).find((e) => e.attrs.d === CAR_SHAPES[b]!.doors);
      expect(contrast(doors!.attrs.stroke!, "#000000")).toBeGreaterThanOrEqual(3);
    }
  });

  it("draws an unknown body type as a hatchback and an invalid paint as the default silver", () => {
    expect(carDrawingSvg("rakieta", "112233")).toBe(carDrawingSvg("hatchback", "112233"));
    for (const bad of ["zzzzzz", "#112233", "FFF", "", "12345", "1234567", '"/><script>'])
      expect(carDrawingSvg("suv", bad)).toBe(carDrawingSvg("suv", DEFAULT_PAINT));
    expect(carDrawingSvg("suv", "nope")).toContain(`stop-color="#${DEFAULT_PAINT}"`);
  });
});
