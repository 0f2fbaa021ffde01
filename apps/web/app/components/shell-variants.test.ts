import { describe, expect, it } from "vitest";
import { shellVariantOf } from "./shell-variants.tsx";

describe("shellVariantOf", () => {
  it("uses the innermost layout handle, default otherwise", () => {
    expect(shellVariantOf([undefined, {}])).toBe("default");
    expect(shellVariantOf([undefined, { layout: "minimal" }, { openLeasingDrawer: true }])).toBe("minimal");
    expect(shellVariantOf([{ layout: "minimal" }, { layout: "digital-order" }])).toBe("digital-order");
  });
});
