import type { DbHandle } from "@vhs/db/client.ts";
import { contentEntries } from "@vhs/db/schema/content.ts";
import { contentRow } from "@vhs/db/seed/content.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiApp, createApiApp } from "../app.ts";
import { documentFileName } from "./content-pdf.ts";

let handle: DbHandle;
let app: ApiApp;

const ORIGIN = "https://www.leasingowo.test";

const DOCUMENT = `---
title: Regulamin składania wniosku online
description: Zasady składania wniosku leasingowego przez internet.
group: Regulaminy
version: "2.1"
validFrom: 2026-09-01
summary: Zasady wniosku online.
---

## § 1. Postanowienia ogólne

1. Wnioskodawca składa wniosek w **siedmiu krokach**.
2. Decyzja zapada zwykle w ciągu 15 minut — szczegóły w [Ogólnych warunkach](/informacje/ogolne-warunki-umowy-leasingu).
`;

beforeAll(async () => {
  handle = await createTestDb();
  await handle.db
    .insert(contentEntries)
    .values(contentRow("document", "regulamin-zamowienia-online", DOCUMENT));
  app = createApiApp(handle, { publicOrigin: ORIGIN });
});
afterAll(async () => {
  await handle.close();
});

describe("GET /document/pdf", () => {
  it("answers the document as a PDF attachment named after its slug and version", async () => {
    const res = await app.request("/document/pdf?slug=regulamin-zamowienia-online");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="regulamin-zamowienia-online-v2.1.pdf"',
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = new Uint8Array(await res.arrayBuffer());
    const raw = Buffer.from(bytes).toString("latin1");
    expect(raw.startsWith("%PDF-")).toBe(true);
    expect(raw).toContain("/StructTreeRoot");
    expect(raw).toContain("/Lang (pl-PL)");

    const pdf = await getDocumentProxy(bytes);
    const info = (await pdf.getMetadata()).info as { Title?: string; Language?: string };
    expect(info.Title).toBe("Regulamin składania wniosku online");
    const { text } = await extractText(pdf, { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("Wersja 2.1, obowiązuje od 1 września 2026 r.");
    expect(flat).toContain("Wnioskodawca składa wniosek w siedmiu krokach.");
    expect(flat).toContain("Decyzja zapada zwykle w ciągu 15 minut");
    const links = (await (await pdf.getPage(1)).getAnnotations()) as { url?: string }[];
    expect(links.map((l) => l.url)).toContain(`${ORIGIN}/informacje/ogolne-warunki-umowy-leasingu`);
  });

  it("answers 404 in Polish for a document that does not exist", async () => {
    const res = await app.request("/document/pdf?slug=nie-ma-takiego");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: true, message: "Nie znaleziono: dokument." });
  });

  it("answers 422 naming the field for a slug that breaks the rule of /document", async () => {
    for (const slug of ["../etc/passwd", "a b", "", "x".repeat(201)]) {
      const res = await app.request(`/document/pdf?slug=${encodeURIComponent(slug)}`);
      expect(res.status, slug).toBe(422);
      const body = (await res.json()) as { fields: { field: string }[] };
      expect(body.fields[0]?.field).toBe("slug");
    }
    const missing = await app.request("/document/pdf");
    expect(missing.status).toBe(422);
  });

  it("is described in the OpenAPI document as a PDF", async () => {
    const doc = (await (await app.request("/openapi.json")).json()) as {
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    const op = doc.paths["/document/pdf"]?.get;
    expect(op).toBeDefined();
    expect(Object.keys(op?.responses["200"]?.content ?? {})).toEqual(["application/pdf"]);
    expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(["200", "404", "422"]));
  });
});

describe("documentFileName", () => {
  it("keeps the name safe inside a quoted header value", () => {
    expect(documentFileName("rodo", "3.0")).toBe("rodo-v3.0.pdf");
    expect(documentFileName("a/b", 'wersja "2"')).toBe("a-b-vwersja-2-.pdf");
    expect(documentFileName("rodo", "")).toBe("rodo-v1.pdf");
  });
});
