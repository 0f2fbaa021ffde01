import { describe, expect, it } from "vitest";
import { readyOrStreamed } from "./deferred.ts";

describe("readyOrStreamed", () => {
  it("gives the value when the data is already in", async () => {
    const news = Promise.resolve(["Limity leasingu 2026"]);
    await Promise.all([Promise.resolve(1), Promise.resolve(2)]);
    expect((await readyOrStreamed(news)).data).toEqual(["Limity leasingu 2026"]);
  });

  it("gives the value of a chain of answers that settles within the turn", async () => {
    const slowChain = (async () => {
      for (let i = 0; i < 50; i++) await Promise.resolve();
      return ["Nowe auta"];
    })();
    expect((await readyOrStreamed(slowChain)).data).toEqual(["Nowe auta"]);
  });

  it("gives the promise while the data is still on its way, and it resolves as it would", async () => {
    let resolve!: (v: string[]) => void;
    const pending = new Promise<string[]>((r) => {
      resolve = r;
    });
    const { data } = await readyOrStreamed(pending);
    expect(data).toBe(pending);
    resolve(["Nowe auta"]);
    await expect(data).resolves.toEqual(["Nowe auta"]);
  });

  it("gives a failed call's promise, so the section's own error handling sees it", async () => {
    const failed = Promise.reject(new Error("blog down"));
    const { data } = await readyOrStreamed(failed);
    expect(data).toBe(failed);
    await expect(data).rejects.toThrow("blog down");
  });
});
