import { DEFAULT_PARAMS, type LeasingParams } from "@vhs/domain/leasing-constants.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PARAMS_COOKIE, readCookie } from "./cookies.ts";
import {
  getParams,
  PARAMS_COOKIE_MAX_AGE,
  paramsCookie,
  paramsFromCookieHeader,
  resetParamsStore,
  sameParams,
  setParams,
  snapshotFor,
  subscribe,
  syncParamsFromServer,
} from "./leasing-params.ts";

const consumer48: LeasingParams = { client: "consumer", duration: 48, initialFee: 10, repurchase: 40 };

describe("the vhs_f cookie", () => {
  it("serialises the four parameters into one cookie that reads back the same", () => {
    const header = paramsCookie(consumer48, { secure: true });
    expect(header).toMatch(/^vhs_f=[^;]+; Path=\/; SameSite=Lax; Secure; Max-Age=31536000$/);
    expect(PARAMS_COOKIE_MAX_AGE).toBe(31_536_000);
    const pair = header.split(";")[0]!;
    expect(readCookie(`a=1; ${pair}; b=2`, PARAMS_COOKIE)).toBe(
      "client=consumer&duration=48&initialFee=10&repurchase=40",
    );
    expect(paramsFromCookieHeader(`a=1; ${pair}`)).toEqual(consumer48);
  });

  it("gives the defaults for a missing, malformed or tampered cookie", () => {
    for (const header of [
      null,
      undefined,
      "",
      "other=1",
      "vhs_f=",
      "vhs_f=%E0%A4%A",
      "vhs_f=%7B%22client%22%3A",
      "vhs_f=client%3Dhacker%26duration%3D999",
      'vhs_f={"__proto__":{"client":"consumer"}}',
    ]) {
      expect(paramsFromCookieHeader(header), String(header)).toEqual(DEFAULT_PARAMS);
    }
  });

  it("keeps the valid fields of a partly tampered cookie and caps the buy-out by the term", () => {
    expect(
      paramsFromCookieHeader("vhs_f=client%3Dconsumer%26duration%3D36%26initialFee%3D99%26repurchase%3D80"),
    ).toEqual({ client: "consumer", duration: 36, initialFee: 25, repurchase: 50 });
    expect(
      paramsFromCookieHeader(`vhs_f=${encodeURIComponent('{"duration":"60","repurchase":45}')}`),
    ).toEqual({
      ...DEFAULT_PARAMS,
      repurchase: 35,
    });
  });

  it("compares parameters field by field", () => {
    expect(sameParams(DEFAULT_PARAMS, { ...DEFAULT_PARAMS })).toBe(true);
    expect(sameParams(DEFAULT_PARAMS, { ...DEFAULT_PARAMS, initialFee: 24 })).toBe(false);
  });
});

describe("the parameters store (getParams / setParams / subscribe)", () => {
  let jar: string[];

  beforeEach(() => {
    resetParamsStore();
    jar = [];
    // A minimal document whose cookie setter records what the store writes.
    vi.stubGlobal("document", {
      get cookie() {
        return jar.map((c) => c.split(";")[0]).join("; ");
      },
      set cookie(value: string) {
        jar = [...jar.filter((c) => !c.startsWith(`${value.split("=")[0]}=`)), value];
      },
    });
    vi.stubGlobal("location", { protocol: "https:" });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetParamsStore();
  });

  it("reads the cookie on first use", () => {
    jar = [paramsCookie(consumer48)];
    expect(getParams()).toEqual(consumer48);
  });

  it("answers a hydrating page's own object while the cookie holds the same values, and the store's after", () => {
    jar = [paramsCookie(consumer48)];
    const hydratedWith = { ...consumer48 };
    const snapshot = snapshotFor(hydratedWith);
    // The same object on every call: React then has nothing to draw again after hydration.
    expect(snapshot()).toBe(hydratedWith);
    expect(snapshot()).toBe(hydratedWith);
    expect(snapshotFor({ ...DEFAULT_PARAMS })()).toBe(getParams());
    setParams({ ...consumer48, duration: 36 });
    expect(snapshot()).toBe(getParams());
    expect(snapshot().duration).toBe(36);
  });

  it("answers the defaults without a document (on the server)", () => {
    vi.unstubAllGlobals();
    expect(getParams()).toEqual(DEFAULT_PARAMS);
  });

  it("writes the cookie and calls every subscriber once with the new and previous parameters", () => {
    const first = vi.fn();
    const second = vi.fn();
    subscribe(first);
    subscribe(second);
    setParams(consumer48);
    expect(first).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledWith(consumer48, DEFAULT_PARAMS);
    expect(second).toHaveBeenCalledTimes(1);
    expect(getParams()).toEqual(consumer48);
    expect(jar).toHaveLength(1);
    expect(jar[0]).toContain("Secure");
    expect(paramsFromCookieHeader(document.cookie)).toEqual(consumer48);
  });

  it("does not call subscribers when nothing changed", () => {
    const listener = vi.fn();
    setParams(consumer48);
    subscribe(listener);
    setParams({ ...consumer48 });
    expect(listener).not.toHaveBeenCalled();
  });

  it("normalises what it stores: the buy-out is capped by the term, invalid fields fall back", () => {
    const listener = vi.fn();
    subscribe(listener);
    const stored = setParams({ client: "entrepreneur", duration: 60, initialFee: 70, repurchase: 50 });
    expect(stored).toEqual({ client: "entrepreneur", duration: 60, initialFee: 25, repurchase: 35 });
    expect(listener).not.toHaveBeenCalled(); // equal to the defaults it started from
  });

  it("unsubscribes", () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    unsubscribe();
    setParams(consumer48);
    expect(listener).not.toHaveBeenCalled();
  });

  it("a subscriber may unsubscribe another during a change without breaking the round", () => {
    const calls: string[] = [];
    let offB: () => void = () => {};
    subscribe(() => {
      calls.push("a");
      offB();
    });
    offB = subscribe(() => calls.push("b"));
    setParams(consumer48);
    expect(calls).toEqual(["a", "b"]);
    setParams(DEFAULT_PARAMS);
    expect(calls).toEqual(["a", "b", "a"]);
  });

  it("takes the server's reading without rewriting the cookie, telling subscribers only of a change", () => {
    const listener = vi.fn();
    getParams();
    subscribe(listener);
    syncParamsFromServer(DEFAULT_PARAMS);
    expect(listener).not.toHaveBeenCalled();
    syncParamsFromServer(consumer48);
    expect(listener).toHaveBeenCalledWith(consumer48, DEFAULT_PARAMS);
    expect(jar).toEqual([]);
  });
});
