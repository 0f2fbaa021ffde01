import { describe, expect, it } from "vitest";
import {
  articleCoverSvg,
  COVER_BODIES,
  COVER_SCENES,
  coverPath,
  coverSpecOf,
  parseCoverPath,
} from "./article-cover.ts";
import { CAR_SHAPES } from "./car-shapes.ts";
import { parseXmlElements } from "./xml-check.testing.ts";

const SOME_BODIES = ["hatchback", "suv", "kabriolet", "pickup"] as const;
const COLOURS = ["#c1121f", "#1D4E89", "#ffffff", "#000000"];

describe("articleCoverSvg", () => {
  it("draws every scene with any body as one small, self-contained, well-formed SVG", () => {
    for (const scene of COVER_SCENES) {
      for (const [i, body] of SOME_BODIES.entries()) {
        const svg = articleCoverSvg({ scene, body, colour: COLOURS[i % COLOURS.length]! });
        const where = `${scene}/${body}`;
        expect(Buffer.byteLength(svg), where).toBeLessThanOrEqual(12 * 1024);
        const elements = parseXmlElements(svg);
        expect(elements[0], where).toEqual({
          name: "svg",
          attrs: {
            xmlns: "http://www.w3.org/2000/svg",
            viewBox: "0 0 1200 630",
            width: "1200",
            height: "630",
            preserveAspectRatio: "xMidYMid slice",
          },
        });
        const names = new Set(elements.map((e) => e.name));
        for (const banned of ["script", "image", "foreignObject", "a", "style", "text"]) {
          expect(names.has(banned), `${where} has <${banned}>`).toBe(false);
        }
        // No references outside the document: every url(#…) and href points at an id within it.
        const ids = elements.map((e) => e.attrs.id).filter(Boolean);
        expect(new Set(ids).size, `${where} repeats an id`).toBe(ids.length);
        for (const e of elements) {
          for (const [key, value] of Object.entries(e.attrs)) {
            const ref = key === "href" ? value : /url\((.*)\)/.exec(value)?.[1];
            if (ref === undefined) continue;
            expect(ref.startsWith("#") && ids.includes(ref.slice(1)), `${where}: ${key}="${value}"`).toBe(
              true,
            );
          }
        }
        // The car is there, nested as a drawing of its own.
        expect(elements.filter((e) => e.name === "svg")).toHaveLength(2);
      }
    }
  });

  it("is deterministic and differs by scene", () => {
    const covers = COVER_SCENES.map((scene) => articleCoverSvg({ scene, body: "sedan", colour: "#1d4e89" }));
    expect(COVER_SCENES.map((scene) => articleCoverSvg({ scene, body: "sedan", colour: "#1d4e89" }))).toEqual(
      covers,
    );
    expect(new Set(covers).size).toBe(COVER_SCENES.length);
  });

  it("paints the car in the cover's colour and draws the body asked for", () => {
    const red = articleCoverSvg({ scene: "city", body: "suv", colour: "#C1121F" });
    expect(red).toContain('stop-color="#c1121f"');
    expect(articleCoverSvg({ scene: "city", body: "suv", colour: "#1d4e89" })).not.toContain("#c1121f");
    const bodies = new Set(
      COVER_BODIES.map((body) => articleCoverSvg({ scene: "studio", body, colour: "#c1121f" })),
    );
    expect(bodies.size).toBe(COVER_BODIES.length);
    for (const body of COVER_BODIES) expect(CAR_SHAPES[body], body).toBeDefined();
  });

  it("sets only the document's size when asked for another", () => {
    const svg = articleCoverSvg(
      { scene: "road", body: "kombi", colour: "#3a7d44" },
      { width: 600, height: 315 },
    );
    expect(parseXmlElements(svg)[0]!.attrs).toMatchObject({
      viewBox: "0 0 1200 630",
      width: "600",
      height: "315",
    });
  });

  it("draws something sensible for a cover that does not check", () => {
    const svg = articleCoverSvg({ scene: "moon", body: "tank", colour: "red" });
    expect(() => parseXmlElements(svg)).not.toThrow();
    expect(svg).toBe(articleCoverSvg({ scene: "studio", body: "hatchback", colour: "#b8bec6" }));
  });
});

describe("cover addresses", () => {
  it("names scene, body and lowercase colour, and reads back", () => {
    const cover = { scene: "night", body: "coupe", colour: "#1D4E89" };
    expect(coverPath(cover, "svg")).toBe("/srv/moto/okladka/1/night/coupe/1d4e89.svg");
    expect(coverPath(cover, "png")).toBe("/srv/moto/okladka/1/night/coupe/1d4e89.png");
    for (const scene of COVER_SCENES) {
      for (const body of COVER_BODIES) {
        for (const ext of ["svg", "png"] as const) {
          const c = { scene, body, colour: "#0a66a8" };
          expect(parseCoverPath(coverPath(c, ext))).toEqual({ cover: c, ext });
        }
      }
    }
  });

  it("rejects addresses of unknown scenes, bodies, colours and formats", () => {
    for (const path of [
      "/srv/moto/okladka/1/moon/sedan/c1121f.svg",
      "/srv/moto/okladka/1/city/tank/c1121f.svg",
      "/srv/moto/okladka/1/city/dostawczy/c1121f.svg",
      "/srv/moto/okladka/1/city/sedan/C1121F.svg",
      "/srv/moto/okladka/1/city/sedan/c1121.svg",
      "/srv/moto/okladka/1/city/sedan/c1121fz.svg",
      "/srv/moto/okladka/1/city/sedan/c1121f.jpg",
      "/srv/moto/okladka/1/city/sedan/c1121f",
      "/srv/moto/okladka/1/city/sedan/c1121f.svg/",
      "/srv/moto/okladka/1/city/c1121f.svg",
      "/srv/auto/okladka/city/sedan/c1121f.svg",
      "",
    ]) {
      expect(parseCoverPath(path), path).toBeNull();
    }
  });

  it("gives a cover that does not check the address of a drawable one", () => {
    expect(coverPath({ scene: "moon", body: "tank", colour: "red" }, "png")).toBe(
      "/srv/moto/okladka/1/studio/hatchback/b8bec6.png",
    );
  });

  it("checks a front matter cover", () => {
    expect(coverSpecOf({ scene: "coast", body: "minivan", colour: "#0A66A8" })).toEqual({
      scene: "coast",
      body: "minivan",
      paint: "0a66a8",
    });
    expect(coverSpecOf({ scene: "coast", body: "minivan", colour: "0a66a8" })).toBeNull();
    expect(coverSpecOf({ scene: "beach", body: "minivan", colour: "#0a66a8" })).toBeNull();
    expect(coverSpecOf({ scene: "coast", body: "van", colour: "#0a66a8" })).toBeNull();
  });
});
