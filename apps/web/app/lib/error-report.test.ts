import type { ClientErrorReport } from "@vhs/domain/client-error.ts";
import { describe, expect, it } from "vitest";
import { createErrorReporter, describeError, listenForErrors, MAX_REPORTS_PER_PAGE } from "./error-report.ts";

function reporter(path = "/kontakt") {
  const sent: ClientErrorReport[] = [];
  const r = createErrorReporter({
    send: (report) => sent.push(report),
    context: () => ({ path, version: "build-1", userAgent: "Mozilla/5.0 Test" }),
  });
  return { r, sent };
}

describe("browser error reports", () => {
  it("sends a thrown error with its stack, the page's path and build, scrubbed", () => {
    const { r, sent } = reporter("/oferta/Ab3dEf9hIjKlMn0pQrStUvWxYz012345");
    const error = new TypeError("Nie zapisano danych anna@example.pl, PESEL 44051401359");
    expect(r.report("error", error)).toBe(true);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: "error",
      message: "TypeError: Nie zapisano danych [e-mail], PESEL [number]",
      path: "/oferta/Ab3dEf…",
      version: "build-1",
      userAgent: "Mozilla/5.0 Test",
    });
    expect(sent[0]!.stack).toContain("TypeError");
    expect(JSON.stringify(sent)).not.toMatch(/anna@|44051401359|Ab3dEf9hIj/);
  });

  it("sends each distinct error once per page load", () => {
    const { r, sent } = reporter();
    const same = new Error("raz");
    expect(r.report("error", same)).toBe(true);
    expect(r.report("error", same)).toBe(false);
    expect(r.report("unhandledrejection", "odrzucone")).toBe(true);
    expect(r.report("unhandledrejection", "odrzucone")).toBe(false);
    expect(sent.map((s) => s.message)).toEqual(["Error: raz", "odrzucone"]);
  });

  it("sends at most a few reports per page load, and nothing for opaque cross-origin errors", () => {
    const { r, sent } = reporter();
    expect(r.report("error", "Script error.")).toBe(false);
    for (let i = 0; i < MAX_REPORTS_PER_PAGE + 5; i++) r.report("error", new Error(`błąd ${i}`));
    expect(sent).toHaveLength(MAX_REPORTS_PER_PAGE);
    expect(sent.at(-1)!.message).toBe(`Error: błąd ${MAX_REPORTS_PER_PAGE - 1}`);
  });

  it("describes whatever was thrown", () => {
    expect(describeError(new RangeError("za dużo"))).toMatchObject({ message: "RangeError: za dużo" });
    expect(describeError({ code: 7 })).toEqual({ message: '{"code":7}' });
    expect(describeError(undefined)).toEqual({ message: "undefined" });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(describeError(cyclic)).toEqual({ message: "[object Object]" });
  });

  it("hears window errors and unhandled rejections until stopped", () => {
    const target = new EventTarget();
    const { r, sent } = reporter();
    const stop = listenForErrors(target as unknown as Window, r);
    const error = Object.assign(new Event("error"), { error: new Error("okno"), message: "okno" });
    target.dispatchEvent(error);
    const rejection = Object.assign(new Event("unhandledrejection"), { reason: new Error("obietnica") });
    target.dispatchEvent(rejection);
    expect(sent.map((s) => [s.kind, s.message])).toEqual([
      ["error", "Error: okno"],
      ["unhandledrejection", "Error: obietnica"],
    ]);
    stop();
    target.dispatchEvent(Object.assign(new Event("error"), { error: new Error("po") }));
    expect(sent).toHaveLength(2);
  });
});
