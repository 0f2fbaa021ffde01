import { describe, expect, it } from "vitest";
import { derivedFrom } from "./derived.ts";

describe("derivedFrom", () => {
  it("makes a value once per source object and gives the same value again", () => {
    let made = 0;
    const names = derivedFrom((items: { name: string }[]) => {
      made++;
      return items.map((i) => i.name);
    });
    const answer = [{ name: "Octavia" }, { name: "Superb" }];
    const first = names(answer);
    expect(first).toEqual(["Octavia", "Superb"]);
    expect(names(answer)).toBe(first);
    expect(made).toBe(1);
    // Another answer, even of the same content, is made anew.
    expect(names([...answer])).not.toBe(first);
    expect(made).toBe(2);
  });

  it("remembers a falsy value too", () => {
    let made = 0;
    const none = derivedFrom((_: object) => {
      made++;
      return null;
    });
    const source = {};
    expect(none(source)).toBeNull();
    expect(none(source)).toBeNull();
    expect(made).toBe(1);
  });
});
