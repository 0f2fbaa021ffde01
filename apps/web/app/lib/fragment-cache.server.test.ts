import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FragmentCache, propsKey, staticMarkup } from "./fragment-cache.server.ts";

function Card({ name, price }: { name: string; price: number }) {
  return createElement(
    "article",
    null,
    createElement("h3", null, name),
    createElement("p", null, `${price} zł`),
  );
}

/** Bytes one entry takes in the cache's count (the key as UTF-16, the HTML's UTF-8 bytes). */
const sizeOf = (name: string, props: object) =>
  2 * propsKey(name, props).length +
  Buffer.byteLength(renderToStaticMarkup(createElement(Card, props as never)));

describe("FragmentCache", () => {
  it("draws a part once for each name and props, and the same HTML React's static renderer gives", () => {
    const cache = new FragmentCache(1024 * 1024);
    const a = { name: "Škoda Octavia", price: 1200 };
    const html = cache.draw("card", Card, a);
    expect(html.toString()).toBe("<article><h3>Škoda Octavia</h3><p>1200 zł</p></article>");
    expect(cache.draw("card", Card, { ...a })).toBe(html);
    expect([cache.hits, cache.misses]).toEqual([1, 1]);
    // Other props, or the same props under another name, are other parts.
    expect(cache.draw("card", Card, { ...a, price: 1300 }).toString()).toContain("1300 zł");
    expect(cache.draw("other", Card, a)).toEqual(html);
    expect([cache.hits, cache.misses, cache.size]).toEqual([1, 3, 3]);
  });

  it("finds a part drawn from the same object again without serialising its props", () => {
    const cache = new FragmentCache(1024 * 1024);
    let serialised = 0;
    const car = {
      name: "Kia Ceed",
      toJSON() {
        serialised++;
        return { name: this.name };
      },
    };
    const props = (price: number) => ({ name: car.name, price, car });
    const first = cache.drawFrom("card", Card, props(900), { object: car, rest: "900" });
    expect(first.toString()).toBe("<article><h3>Kia Ceed</h3><p>900 zł</p></article>");
    expect(serialised).toBe(1);
    for (let i = 0; i < 5; i++) {
      expect(cache.drawFrom("card", Card, props(900), { object: car, rest: "900" })).toBe(first);
    }
    expect(serialised).toBe(1);
    expect([cache.hits, cache.misses]).toEqual([5, 1]);
    // Other props of the same object: another part.
    expect(cache.drawFrom("card", Card, props(950), { object: car, rest: "950" }).toString()).toContain(
      "950 zł",
    );
    // Another object with the same content: found in the cache by its serialised props, not drawn again.
    const twin = { ...car };
    expect(cache.drawFrom("card", Card, props(900), { object: twin, rest: "900" })).toBe(first);
    expect(cache.misses).toBe(2);
    // With room for nothing, every part is drawn.
    const none = new FragmentCache(0);
    none.drawFrom("card", Card, props(900), { object: car, rest: "900" });
    none.drawFrom("card", Card, props(900), { object: car, rest: "900" });
    expect([none.hits, none.misses]).toEqual([0, 2]);
  });

  it("keeps the most recently used parts within its bytes, and nothing with room for none", () => {
    const props = (i: number) => ({ name: `Auto ${i}`, price: 1000 + i });
    const one = sizeOf("card", props(0));
    const cache = new FragmentCache(3 * one);
    for (const i of [0, 1, 2]) cache.draw("card", Card, props(i));
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBe(3 * one);
    cache.draw("card", Card, props(0)); // used again: now the newest
    cache.draw("card", Card, props(3)); // pushes out the least recently used, 1
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBeLessThanOrEqual(3 * one);
    const misses = cache.misses;
    cache.draw("card", Card, props(0));
    cache.draw("card", Card, props(2));
    expect(cache.misses).toBe(misses);
    cache.draw("card", Card, props(1));
    expect(cache.misses).toBe(misses + 1);

    const none = new FragmentCache(0);
    expect(none.draw("card", Card, props(0))).toEqual(cache.draw("card", Card, props(0)));
    none.draw("card", Card, props(0));
    expect([none.size, none.bytes, none.hits, none.misses]).toEqual([0, 0, 0, 2]);
  });

  it("leaves out the preload links React's static renderer puts first for images", () => {
    const picture = createElement("img", {
      src: "/srv/auto/2/suv/ffffff.svg",
      alt: "",
      width: 240,
      height: 110,
    });
    expect(renderToStaticMarkup(picture)).toMatch(/^<link rel="preload"/);
    expect(staticMarkup(picture)).toBe(
      '<img src="/srv/auto/2/suv/ffffff.svg" alt="" width="240" height="110"/>',
    );
  });

  it("keys a part by its name and the content of its props, a big object's by a short name", () => {
    const key = (props: object) => propsKey("filters", props);
    expect(key({ a: 1, b: "x" })).toBe(key({ a: 1, b: "x" }));
    for (const other of [
      { a: 2, b: "x" },
      { b: "x", a: 1, c: null },
      { a: "1", b: "x" },
      { ab: 1, b: "x" },
    ])
      expect(key(other)).not.toBe(key({ a: 1, b: "x" }));
    expect(propsKey("footer", { a: 1 })).not.toBe(propsKey("filters", { a: 1 }));

    // Two objects of the same content are one key; a big one's JSON is made once and then known by the
    // object, so the props of a part must never change (as React's props never do).
    const big = { counts: Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`m${i}`, i])) };
    const copy = structuredClone(big);
    expect(key({ facets: big })).toBe(key({ facets: copy }));
    expect(key({ facets: big }).length).toBeLessThan(40);
    expect(key({ facets: { ...big, more: 1 } })).not.toBe(key({ facets: big }));
    big.counts.m0 = 999;
    expect(key({ facets: big })).toBe(key({ facets: copy }));
    // A small object is serialised afresh every time: cheaper than remembering it.
    const small = { n: 1 };
    const before = key({ small });
    small.n = 2;
    expect(key({ small })).not.toBe(before);
  });
});
