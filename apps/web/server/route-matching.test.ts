import { createStaticHandler, type StaticHandlerContext } from "react-router";
import { describe, expect, it } from "vitest";
import { rememberMatches, rememberRouteMatches, routeMatchCounts } from "./route-matching.ts";

/** A matcher like React Router's, counting how often it really matches. */
function countingMatcher() {
  class Matcher {
    routes: string[] = [];
    calls = 0;
    update(routes: string[]) {
      this.routes = routes;
    }
    match(location: unknown, _allowPartial = false) {
      this.calls++;
      const path =
        typeof location === "string"
          ? location.split(/[?#]/)[0]!
          : (location as { pathname: string }).pathname;
      const route = this.routes.find((r) => path.startsWith(r));
      return route ? [{ params: { path }, pathname: path, pathnameBase: route, route }] : null;
    }
  }
  rememberMatches(Matcher.prototype);
  return Matcher;
}

describe("remembered route matches", () => {
  it("matches a path once per matcher, whatever its query or fragment, and forgets on new routes", () => {
    const Matcher = countingMatcher();
    const m = new Matcher();
    m.update(["/samochody", "/"]);
    expect(m.match("/samochody/skoda")?.[0]?.pathnameBase).toBe("/samochody");
    expect(m.match("/samochody/skoda?body=suv#top")?.[0]?.pathnameBase).toBe("/samochody");
    expect(m.match({ pathname: "/samochody/skoda", search: "?x=1" })?.[0]?.pathnameBase).toBe("/samochody");
    expect(m.calls).toBe(1);
    // Partial matches are another question.
    m.match("/samochody/skoda", true);
    expect(m.calls).toBe(2);
    // Another matcher has its own routes.
    const other = new Matcher();
    other.update(["/moto"]);
    expect(other.match("/samochody/skoda")).toBeNull();
    expect(other.match("/samochody/skoda")).toBeNull();
    expect(other.calls).toBe(1);
    m.update(["/moto"]);
    expect(m.match("/samochody/skoda")).toBeNull();
    expect(m.calls).toBe(3);
  });

  it("gives every caller its own matches, so one caller's changes never reach the next", () => {
    const Matcher = countingMatcher();
    const m = new Matcher();
    m.update(["/"]);
    const first = m.match("/kalkulator-leasingowy")!;
    first[0]!.params.path = "/changed";
    first[0]!.pathname = "/changed";
    first.pop();
    const second = m.match("/kalkulator-leasingowy")!;
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({
      pathname: "/kalkulator-leasingowy",
      params: { path: "/kalkulator-leasingowy" },
    });
    expect(m.calls).toBe(1);
  });

  it("does not keep an address longer than a real one", () => {
    const Matcher = countingMatcher();
    const m = new Matcher();
    m.update(["/"]);
    const long = `/${"a".repeat(600)}`;
    m.match(long);
    m.match(long);
    expect(m.calls).toBe(2);
  });

  it("is installed on React Router's own matcher, whose answers stay right path after path", async () => {
    // Fails when a React Router release moves its matcher: the site would run without the memory.
    expect(await rememberRouteMatches()).toBe(true);
    const handler = createStaticHandler([
      {
        id: "root",
        path: "/",
        children: [
          { id: "home", index: true, loader: () => "home" },
          { id: "brand", path: "samochody/:brand", loader: () => "brand" },
          { id: "model", path: "samochody/:brand/:model", loader: () => "model" },
          { id: "article", path: "moto/artykul/:slug?", loader: () => "article" },
          { id: "rest", path: "*", loader: () => "rest" },
        ],
      },
    ]);
    const ids = async (path: string) => {
      const context = (await handler.query(new Request(`http://localhost${path}`))) as StaticHandlerContext;
      return context.matches.map((m) => [m.route.id, m.params]);
    };
    const before = routeMatchCounts();
    for (let round = 0; round < 2; round++) {
      expect(await ids("/samochody/skoda/octavia")).toEqual([
        ["root", { brand: "skoda", model: "octavia" }],
        ["model", { brand: "skoda", model: "octavia" }],
      ]);
      expect(await ids("/samochody/kia")).toEqual([
        ["root", { brand: "kia" }],
        ["brand", { brand: "kia" }],
      ]);
      expect(await ids("/moto/artykul")).toEqual([
        ["root", {}],
        ["article", {}],
      ]);
      expect(await ids("/nie/ma/takiej")).toEqual([
        ["root", { "*": "nie/ma/takiej" }],
        ["rest", { "*": "nie/ma/takiej" }],
      ]);
      expect(await ids("/")).toEqual([
        ["root", {}],
        ["home", {}],
      ]);
    }
    // The second round came from memory: the handler's matcher is the one that was wrapped.
    const after = routeMatchCounts();
    expect(after.matched - before.matched).toBe(5);
    expect(after.remembered - before.remembered).toBe(5);
  });
});
