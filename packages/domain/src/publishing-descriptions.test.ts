import { describe, expect, it } from "vitest";
import { BLOG_CATEGORIES, PRESS_CATEGORIES } from "./publishing.ts";
import { CATEGORY_DESCRIPTIONS } from "./publishing-descriptions.ts";

describe("category descriptions", () => {
  it("describe every category of both channels, and nothing else", () => {
    const slugs = [...BLOG_CATEGORIES, ...PRESS_CATEGORIES].map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(Object.keys(CATEGORY_DESCRIPTIONS).sort()).toEqual([...slugs].sort());
    for (const slug of slugs) expect(CATEGORY_DESCRIPTIONS[slug]).toMatch(/^\p{Lu}.{10,}\.$/u);
  });
});
