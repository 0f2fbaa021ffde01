import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type ServerContext, serverContext } from "./context.ts";
import { servedAside, useServedData } from "./served-data.ts";
import { type ServerRender, ServerRenderContext } from "./server-render.ts";

function contextFor(document: boolean | undefined) {
  const context = new RouterContextProvider();
  const served = document === undefined ? undefined : { document, data: new Map<string, unknown>() };
  context.set(serverContext, { served } as ServerContext);
  return { context, served };
}

function Shown({ value }: { value: string[] | null }) {
  const items = useServedData("k", value);
  return createElement("p", null, items === null ? "kept" : items.join(","));
}

describe("servedAside", () => {
  it("puts the data aside for a whole page's render and sends null for hydration", () => {
    const { context, served } = contextFor(true);
    expect(servedAside(context, "k", ["a", "b"])).toBeNull();
    expect(served!.data.get("k")).toEqual(["a", "b"]);
  });

  it("sends the data as usual in a client navigation's .data answer, and where nothing is set up", () => {
    const data = contextFor(false);
    expect(servedAside(data.context, "k", ["a"])).toEqual(["a"]);
    expect(data.served!.data.size).toBe(0);
    expect(servedAside(contextFor(undefined).context, "k", ["a"])).toEqual(["a"]);
  });
});

describe("useServedData", () => {
  it("draws from the data put aside on the server, from the sent data otherwise, and keeps in the browser", () => {
    const server = { served: new Map([["k", ["a", "b"]]]) } as unknown as ServerRender;
    const withServer = (value: string[] | null) =>
      renderToString(createElement(ServerRenderContext, { value: server }, createElement(Shown, { value })));
    expect(withServer(null)).toBe("<p>a,b</p>");
    expect(withServer(["c"])).toBe("<p>c</p>");
    // The browser has no server render: nothing to draw from, the served elements are kept.
    expect(renderToString(createElement(Shown, { value: null }))).toBe("<p>kept</p>");
  });
});
