import { afterEach, describe, expect, it } from "vitest";
import { dataLayerEntry, emit, on } from "./events.ts";

describe("the event bus and the tag manager's queue (SPEC §2)", () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "window");
  });

  it("gives the tag manager each event under its name, except page views with pdf=1", () => {
    const view = { path: "/samochody/skoda", search: "?sort=cena", title: "Škoda" };
    expect(dataLayerEntry("page-view", view)).toEqual({ event: "page-view", ...view });
    expect(dataLayerEntry("page-view", { ...view, search: "?pdf=1" })).toBeUndefined();
    expect(dataLayerEntry("page-view", { ...view, search: "?a=b&pdf=1" })).toBeUndefined();
    expect(dataLayerEntry("page-view", { ...view, search: "?pdf=0" })).toEqual({
      event: "page-view",
      ...view,
      search: "?pdf=0",
    });
    expect(dataLayerEntry("order-step-failed", { step: 7, orderUuid: "u-1" })).toEqual({
      event: "order-step-failed",
      step: 7,
      orderUuid: "u-1",
    });
  });

  it("emit calls the subscribers and appends to window.dataLayer, keeping what is already queued", () => {
    const queued = { event: "gtm.js" };
    Object.assign(globalThis, { window: { dataLayer: [queued] } });
    const seen: unknown[] = [];
    const off = on("order-step-failed", (payload) => seen.push(payload));
    emit("order-step-failed", { step: 7, orderUuid: "u-2" });
    emit("page-view", { path: "/oferta", search: "?pdf=1", title: "Oferta" });
    off();
    emit("order-step-failed", { step: 7, orderUuid: "u-3" });
    expect(seen).toEqual([{ step: 7, orderUuid: "u-2" }]);
    expect(window.dataLayer).toEqual([
      queued,
      { event: "order-step-failed", step: 7, orderUuid: "u-2" },
      { event: "order-step-failed", step: 7, orderUuid: "u-3" },
    ]);
  });

  it("creates the queue when the page has none, and does nothing of it outside a browser", () => {
    expect(() => emit("page-view", { path: "/", search: "", title: "" })).not.toThrow();
    Object.assign(globalThis, { window: {} });
    emit("page-view", { path: "/", search: "", title: "Start" });
    expect(window.dataLayer).toEqual([{ event: "page-view", path: "/", search: "", title: "Start" }]);
  });

  it("queues the business events with SPEC §3's fields as they are (phone and e-mail already hashed)", () => {
    Object.assign(globalThis, { window: {} });
    const fields = { brand: "Škoda", model: "Octavia", purpose: "consumer", transactionId: "u-9" };
    emit("order-step-done", { ...fields, step: 2, stepName: "leasing" });
    emit("order-submitted", fields);
    emit("offer-confirmed", { brand: "Kia", purpose: "entrepreneur", email: "a".repeat(64) });
    emit("calculator-used", { mode: "installment", purpose: "entrepreneur", duration: 48 });
    emit("contact-sent", { form: "contact", purpose: "oferta", phone: "b".repeat(64) });
    expect(window.dataLayer?.map((e) => e.event)).toEqual([
      "order-step-done",
      "order-submitted",
      "offer-confirmed",
      "calculator-used",
      "contact-sent",
    ]);
    expect(window.dataLayer?.[0]).toEqual({
      event: "order-step-done",
      ...fields,
      step: 2,
      stepName: "leasing",
    });
  });
});
