import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { keptLater, keptLaterLoaded } from "./kept-later.ts";

function Steps({ count }: { count: number }) {
  return createElement("ol", null, `${count} kroki`);
}

describe("keptLater on the server", () => {
  it("starts the import at once, says when it has arrived, then draws the part synchronously", async () => {
    let release: (() => void) | undefined;
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    let imports = 0;
    const Part = keptLater(async () => {
      imports++;
      await arrived;
      return Steps;
    });
    expect(imports).toBe(1);
    // Drawn before the code is here: a clear error, not an empty part.
    expect(() => renderToStaticMarkup(createElement(Part, { count: 3 }))).toThrow(/before its code arrived/);
    const waiting = keptLaterLoaded();
    expect(waiting).not.toBeNull();
    release?.();
    await waiting;
    expect(keptLaterLoaded()).toBeNull();
    expect(renderToStaticMarkup(createElement(Part, { count: 3 }))).toBe("<ol>3 kroki</ol>");
    // The same component for every render: the fragment cache keys parts by it.
    expect(imports).toBe(1);
  });
});
