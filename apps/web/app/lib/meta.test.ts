import { describe, expect, it } from "vitest";
import { pageMeta, rootMeta, withPageTags } from "./meta.ts";

const root = [
  { title: "Leasing | Leasingowo" },
  { name: "description", content: "Domyślny opis" },
  { property: "og:title", content: "Leasing | Leasingowo" },
  { property: "og:description", content: "Domyślny opis" },
  { property: "og:locale", content: "pl_PL" },
  { tagName: "link", rel: "canonical", href: "https://example.pl/samochody/skoda" },
];

describe("pageMeta", () => {
  it("replaces the title and description, keeps the rest", () => {
    const tags = pageMeta(root, { title: "Škoda | Leasingowo", description: "Opis Škody" });
    expect(tags).toEqual([
      { title: "Škoda | Leasingowo" },
      { property: "og:title", content: "Škoda | Leasingowo" },
      { property: "og:locale", content: "pl_PL" },
      { tagName: "link", rel: "canonical", href: "https://example.pl/samochody/skoda" },
      { name: "description", content: "Opis Škody" },
      { property: "og:description", content: "Opis Škody" },
    ]);
  });

  it("keeps the root's description when the page has none, and can ask for noindex", () => {
    const tags = pageMeta(root, { title: "Ulubione", noindex: true });
    expect(tags.filter((t) => "title" in t)).toEqual([{ title: "Ulubione" }]);
    expect(tags).toContainEqual({ name: "description", content: "Domyślny opis" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, follow" });
  });

  it("finds the root's tags among the matches", () => {
    expect(rootMeta([{ id: "root", meta: root }, { id: "routes/x" }])).toBe(root);
    expect(rootMeta([undefined])).toEqual([]);
  });
});

describe("withPageTags", () => {
  it("puts a loader's tags over the root's: same title, name, property or canonical replaced, the rest kept", () => {
    const page = [
      { title: "Artykuł | Leasingowo" },
      { name: "description", content: "Opis artykułu" },
      { tagName: "link", rel: "canonical", href: "https://example.pl/moto/artykul/a" },
      { tagName: "link", rel: "alternate", type: "application/rss+xml", href: "/moto/rss.xml" },
      { property: "article:tag", content: "SUV" },
      { property: "article:tag", content: "test" },
    ];
    expect(withPageTags(root, page)).toEqual([
      ...page,
      { property: "og:title", content: "Leasing | Leasingowo" },
      { property: "og:description", content: "Domyślny opis" },
      { property: "og:locale", content: "pl_PL" },
    ]);
  });

  it("keeps the root's tags when the loader gave none (an error page)", () => {
    expect(withPageTags(root, undefined)).toEqual(root);
  });
});
