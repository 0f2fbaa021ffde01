import type { DbHandle } from "@vhs/db/client.ts";
import { contentEntries } from "@vhs/db/schema/content.ts";
import { redirects } from "@vhs/db/schema/site.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from "@vhs/domain/site.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiApp, createApiApp } from "./app.ts";

let handle: DbHandle;
let app: ApiApp;

beforeAll(async () => {
  handle = await createTestDb({ seed: true });
  app = createApiApp(handle, { bodyLimitBytes: 4096 });
});
afterAll(async () => {
  await handle.close();
});

const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

describe("system endpoints", () => {
  it("answers healthz and readyz while the database is up", async () => {
    expect(await json(await app.request("/healthz"))).toEqual({ status: "ok" });
    const ready = await app.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await json(ready)).toEqual({ status: "ok" });
  });

  it("serves a generated OpenAPI 3.1 document listing every operation", async () => {
    const res = await app.request("/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/healthz",
        "/readyz",
        "/v3/meta-tags",
        "/v3/footer",
        "/footer-links",
        "/v3/menu-brands",
        "/v3/opinions",
        "/v3/redirect",
      ]),
    );
    expect(doc.paths["/v3/meta-tags"]).toHaveProperty("post");
  });

  it("serves a readable Polish reference page", async () => {
    const res = await app.request("/docs");
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain('lang="pl"');
    expect(html).toContain("/v3/meta-tags");
    expect(html).toContain("Operacje API");
  });
});

describe("meta tags", () => {
  it("returns stored meta tags for a known path, ignoring query and trailing slash", async () => {
    const res = await app.request("/v3/meta-tags?url=%2Fkalkulator-leasingowy%2F%3Fa%3D1", {
      method: "POST",
    });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.title).toContain("Kalkulator leasingowy");
    expect(body.h1).toBe("Kalkulator leasingowy");
  });

  it("falls back to the defaults: leasing of new and used cars, decision in 15 minutes", async () => {
    const body = await json(await app.request("/v3/meta-tags?url=/nie-ma-takiej-strony", { method: "POST" }));
    expect(body.title).toBe(DEFAULT_TITLE);
    expect(body.description).toBe(DEFAULT_DESCRIPTION);
    expect(String(body.title)).toMatch(/Leasing samochodów nowych i używanych/);
    expect(String(body.description)).toMatch(/decyzja w 15 minut/);
  });

  it("rejects a missing or malformed url with 422 naming the field in Polish", async () => {
    for (const q of ["", "?url=", "?url=http%3A%2F%2Fevil", "?url=%2F%2Fevil"]) {
      const res = await app.request(`/v3/meta-tags${q}`, { method: "POST" });
      expect(res.status).toBe(422);
      const body = (await res.json()) as { error: boolean; message: string; fields: { field: string }[] };
      expect(body.error).toBe(true);
      expect(body.fields[0]?.field).toBe("url");
      expect(body.message).toContain("„url”");
      expect(body.message).toMatch(/[ąćęłńóśźż]|Nieprawidłow/);
    }
  });
});

describe("site content", () => {
  it("lists the menu brands in menu order", async () => {
    const brands = (await (await app.request("/v3/menu-brands")).json()) as { name: string; slug: string }[];
    expect(brands.length).toBe(12);
    expect(brands[0]).toMatchObject({ name: "Toyota", slug: "toyota" });
    expect(brands[1]).toMatchObject({ name: "Škoda", slug: "skoda" });
  });

  it("serves the footer and footer links", async () => {
    const footer = (await (await app.request("/v3/footer")).json()) as {
      columns: { links: unknown[] }[];
      copyright: string;
    };
    expect(footer.columns.length).toBeGreaterThanOrEqual(3);
    expect(footer.copyright).toContain("Wszelkie prawa zastrzeżone");
    const links = (await (await app.request("/footer-links")).json()) as { href: string }[];
    expect(links.map((l) => l.href)).toContain("/dokumenty-do-pobrania");
  });

  it("serves the customer opinions, marked as examples only in the sandbox", async () => {
    type Answer = { examples: boolean; items: { author: string; rating: number; text: string }[] };
    const sandbox = (await (await app.request("/v3/opinions")).json()) as Answer;
    expect(sandbox.examples).toBe(true);
    expect(sandbox.items.length).toBeGreaterThanOrEqual(3);
    expect(sandbox.items[0]).toMatchObject({ author: expect.stringMatching(/^\p{Lu}\p{L}+ \p{Lu}\.$/u) });
    const live = createApiApp(handle, { sandbox: false });
    const answer = (await (await live.request("/v3/opinions")).json()) as Answer;
    expect(answer.examples).toBe(false);
    expect(answer.items).toEqual(sandbox.items);
  });

  it("looks up stored redirects by path", async () => {
    await handle.db
      .insert(redirects)
      .values({ fromPath: "/stary-adres", target: "/nowy-adres", status: 301 });
    expect(await json(await app.request("/v3/redirect?path=/stary-adres/"))).toEqual({
      redirect: { target: "/nowy-adres", status: 301 },
    });
    expect(await json(await app.request("/v3/redirect?path=/inny"))).toEqual({ redirect: null });
  });

  it("lists the paths that have a landing page, a redirect or meta tags of their own, and no others", async () => {
    await handle.db
      .insert(redirects)
      .values({ fromPath: "/stara-promocja", target: "/oferta", status: 301 })
      .onConflictDoNothing();
    const known = (await json(await app.request("/v3/known-paths"))) as {
      landings: string[];
      redirects: string[];
      meta: string[];
    };
    expect(known.meta).toEqual(expect.arrayContaining(["/", "/kalkulator-leasingowy"]));
    expect(known.meta).not.toContain("/inny");
    expect(known.redirects).toContain("/stara-promocja");
    expect(known.redirects).not.toContain("/inny");
    // Every published landing page of content/landings is there, drafts are not.
    const published = await handle.db
      .select({ slug: contentEntries.slug, published: contentEntries.published })
      .from(contentEntries)
      .where(eq(contentEntries.kind, "landing"));
    expect(published.length).toBeGreaterThan(0);
    for (const row of published) expect(known.landings.includes(row.slug), row.slug).toBe(row.published);
  });
});

describe("errors", () => {
  it("answers unknown paths with 404 JSON in Polish", async () => {
    const res = await app.request("/v3/nie-istnieje");
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ error: true, message: "Nie znaleziono zasobu." });
  });

  it("answers malformed JSON with 400, never 500", async () => {
    const res = await app.request("/v3/meta-tags?url=/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nie json",
    });
    expect(res.status).toBeLessThan(500);
  });

  it("rejects an oversized body with 413 before handling it", async () => {
    const res = await app.request("/v3/meta-tags?url=/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ x: "a".repeat(10_000) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toContain("zbyt duża");
  });

  it("puts security headers and a request id on every answer", async () => {
    for (const path of ["/healthz", "/nie-ma", "/v3/meta-tags"]) {
      const res = await app.request(path);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("strict-transport-security")).toContain("max-age=");
      expect(res.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
    }
  });

  it("reports not ready once the database is gone", async () => {
    const other = await createTestDb();
    const otherApp = createApiApp(other);
    await other.close();
    const res = await otherApp.request("/readyz");
    expect(res.status).toBe(503);
  });
});
