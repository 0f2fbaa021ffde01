import { afterEach, describe, expect, it } from "vitest";
import { emitWithContact, newlyDone } from "./business-events.ts";

describe("business events from page state", () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "window");
  });

  it("counts only what became done since the last render", () => {
    expect(newlyDone([], ["contact"])).toEqual(["contact"]);
    expect(newlyDone(["contact"], ["contact", "leasing", "client"])).toEqual(["leasing", "client"]);
    expect(newlyDone(["contact", "leasing"], ["contact", "leasing"])).toEqual([]);
  });

  it("never lets a plain phone number or e-mail address reach the tag manager's queue", async () => {
    Object.assign(globalThis, { window: {} });
    await emitWithContact(
      "contact-sent",
      { form: "contact", purpose: "oferta" },
      { phone: "600 100 200", email: "Jan@Example.pl" },
    );
    const [entry] = window.dataLayer ?? [];
    expect(entry).toMatchObject({ event: "contact-sent", form: "contact", purpose: "oferta" });
    expect(entry?.phone).toMatch(/^[0-9a-f]{64}$/);
    expect(entry?.email).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/600 100 200|jan@example/i);
  });
});
