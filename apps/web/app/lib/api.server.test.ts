import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUrl, createApiClient, renameFilters } from "./api.server.ts";

// A real HTTP upstream on loopback: echoes the request, or answers an error, or hangs.
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    if (url.pathname === "/hang") return; // never answers
    let body = "";
    req.on("data", (c) => {
      body += c;
    });
    req.on("end", () => {
      if (url.pathname === "/fail") {
        res.writeHead(422, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: true, message: "Nieprawidłowy NIP" }));
        return;
      }
      if (url.pathname === "/text") {
        res.writeHead(500, { "content-type": "text/plain" });
        res.end("upstream broke");
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          method: req.method,
          path: url.pathname,
          query: url.search,
          body: body ? JSON.parse(body) : null,
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const transport = () => ({ fetch: (r: Request) => fetch(r), baseUrl: base, timeoutMs: 300 });

describe("API client (SPEC §7)", () => {
  it("sends and parses JSON", async () => {
    const api = createApiClient(transport());
    const res = await api.post<{ method: string; body: unknown }>("/contact-form", { site: "leasingowo" });
    expect(res).toMatchObject({
      error: false,
      status: 200,
      data: { method: "POST", body: { site: "leasingowo" } },
    });
  });

  it("turns a non-2xx answer into { error: true, status, body } without throwing", async () => {
    const api = createApiClient(transport());
    expect(await api.get("/fail")).toEqual({
      error: true,
      status: 422,
      body: { error: true, message: "Nieprawidłowy NIP" },
    });
    expect(await api.get("/text")).toEqual({ error: true, status: 500, body: "upstream broke" });
  });

  it("turns a timeout and a refused connection into error results", async () => {
    const api = createApiClient(transport());
    const started = Date.now();
    const hung = await api.get("/hang");
    expect(hung).toMatchObject({ error: true, status: 504 });
    expect(Date.now() - started).toBeLessThan(2000);
    const refused = createApiClient({
      fetch: (r) => fetch(r),
      baseUrl: "http://127.0.0.1:1",
      timeoutMs: 500,
    });
    expect(await refused.get("/v3/setup")).toMatchObject({ error: true, status: 503 });
  });

  it("renames filters for models, popular models and search only", async () => {
    const query = { body: "suv", brands: "toyota", filter: "x", mode: "y", fuel: "diesel" };
    for (const path of ["/v3/models/", "/v3/popular-models/", "/v3/search/"]) {
      expect(renameFilters(path, query)).toEqual({ bodyType: "suv", brand: "toyota", fuel: "diesel" });
    }
    expect(renameFilters("/v3/cars/", query)).toEqual(query);
    const api = createApiClient(transport());
    const res = await api.get<{ query: string }>("/v3/models/", query);
    expect(res.error).toBe(false);
    if (!res.error)
      expect(new URLSearchParams(res.data.query).toString()).toBe("bodyType=suv&brand=toyota&fuel=diesel");
  });

  it("appends the embed client token to every request when present", async () => {
    expect(buildUrl("http://a/api/", "/v3/setup", {}, "partner_token_1")).toBe(
      "http://a/api/v3/setup?token=partner_token_1",
    );
    expect(buildUrl("http://a", "/v3/setup", { a: [1, 2], b: undefined, c: "" })).toBe(
      "http://a/v3/setup?a=1&a=2",
    );
    const api = createApiClient(transport(), { embedToken: "partner_token_1" });
    const res = await api.get<{ query: string }>("/v3/brands");
    if (res.error) throw new Error("expected success");
    expect(res.data.query).toBe("?token=partner_token_1");
  });
});
