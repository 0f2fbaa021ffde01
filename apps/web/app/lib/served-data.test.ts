import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type ServerContext, serverContext } from "./context.ts";
import { htmlAside, servedAside, useHtmlAside, useServedData } from "./served-data.ts";
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

function Markup({ html }: { html: string }) {
  const shown = useHtmlAside(html);
  return createElement("div", null, shown ?? "kept");
}

describe("htmlAside", () => {
  it("sends a short key in a whole page's data, one per markup, and the markup in a .data answer", () => {
    const { context, served } = contextFor(true);
    served!.data.set("seo", {});
    const first = htmlAside(context, "<p>Pierwszy akapit</p>");
    const second = htmlAside(context, "<p>Drugi akapit</p>");
    // A fixed key set again between them takes no number of theirs.
    served!.data.set("seo", {});
    const third = htmlAside(context, "<p>Trzeci akapit</p>");
    expect(new Set([first, second, third]).size).toBe(3);
    for (const key of [first, second, third]) expect(key.length).toBeLessThanOrEqual(21);
    expect(served!.data.get(second)).toBe("<p>Drugi akapit</p>");
    // The same markup gets the same key whatever was put aside before it, so a page's bytes do not
    // depend on which of its loaders finished first.
    const other = contextFor(true);
    other.served!.data.set("menu", {});
    expect(htmlAside(other.context, "<p>Drugi akapit</p>")).toBe(second);
    expect(htmlAside(context, "<p>Drugi akapit</p>")).toBe(second);
    expect(htmlAside(context, "")).toBe("");
    expect(htmlAside(contextFor(false).context, "<p>A</p>")).toBe("<p>A</p>");
    expect(htmlAside(contextFor(undefined).context, "<p>A</p>")).toBe("<p>A</p>");
  });

  it("is drawn from the markup put aside on the server, and kept in the browser", () => {
    const { context, served } = contextFor(true);
    const key = htmlAside(context, "akapit");
    const server = { served: served!.data } as unknown as ServerRender;
    const withServer = (html: string) =>
      renderToString(createElement(ServerRenderContext, { value: server }, createElement(Markup, { html })));
    expect(withServer(key)).toBe("<div>akapit</div>");
    expect(withServer("wysłane")).toBe("<div>wysłane</div>");
    expect(renderToString(createElement(Markup, { html: key }))).toBe("<div>kept</div>");
  });
});
