import type { DbHandle } from "@vhs/db/client.ts";
import { readPublishing } from "@vhs/db/seed/publishing.ts";
import { createTestDb } from "@vhs/db/testing.ts";
import type { CurrentReport, InvestorPage, PeriodicReport } from "@vhs/domain/publishing.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiApp, createApiApp } from "../app.ts";
import { renderContent } from "../lib/content-render.ts";
import { type PublishingFixture, syncFixture } from "./publishing.test-support.ts";

// The investor calls on the known fixture: reports newest first with their regulatory numbers, filters by
// year, system and type, attachments with the size of the PDF the site serves, and the PDF itself.

let handle: DbHandle;
let app: ApiApp;
let fixture: PublishingFixture;

beforeAll(async () => {
  handle = await createTestDb();
  fixture = await syncFixture(handle.db);
  app = createApiApp(handle, { publicOrigin: "https://www.leasingowo.pl" });
});
afterAll(async () => {
  fixture.remove();
  await handle.close();
});

async function get<T>(path: string) {
  const res = await app.request(path);
  return { status: res.status, body: (await res.json()) as T & { message?: string } };
}

describe("current reports", () => {
  it("lists every report newest first with its number, system, date and attachments", async () => {
    const { status, body } = await get<{ years: number[]; items: CurrentReport[] }>(
      "/v3/communicates-current",
    );
    expect(status).toBe(200);
    expect(body.years).toEqual([2026, 2025]);
    expect(body.items.map((r) => [r.number, r.system, r.date])).toEqual([
      ["2/2026", "EBI", "2026-06-15"],
      ["1/2026", "ESPI", "2026-02-10"],
      ["1/2025", "EBI", "2025-03-04"],
    ]);
    const first = body.items[2]!;
    expect(first).toMatchObject({
      time: "17:05",
      title: "Przydział obligacji serii E",
      legalBasis: "§ 17 ust. 1 Załącznika nr 3 do Regulaminu ASO",
      html: "<p>Zarząd Leasingowo sp. z\u00a0o.o. informuje: Przydział obligacji serii E.</p>\n",
    });
    expect(first.attachments).toEqual([
      {
        slug: "warunki-emisji-e",
        title: "Warunki emisji obligacji serii E",
        date: "2026-05-20",
        href: "/dokumenty/inwestorzy/warunki-emisji-e.pdf",
        mediaType: "application/pdf",
        size: expect.any(Number),
      },
    ]);
    // The size is the PDF's, as downloaded.
    const pdf = await app.request("/investor-document/pdf?slug=warunki-emisji-e");
    expect((await pdf.arrayBuffer()).byteLength).toBe(first.attachments[0]!.size);
  });

  it("filters by year and by system", async () => {
    const y = await get<{ items: CurrentReport[] }>("/v3/communicates-current?year=2026");
    expect(y.body.items.map((r) => r.number)).toEqual(["2/2026", "1/2026"]);
    const s = await get<{ items: CurrentReport[] }>("/v3/communicates-current?year=2026&system=ESPI");
    expect(s.body.items.map((r) => r.number)).toEqual(["1/2026"]);
    expect((await get<{ items: unknown[] }>("/v3/communicates-current?year=2019")).body.items).toEqual([]);
  });

  it("refuses a malformed filter naming the field", async () => {
    const bad = await get<{ fields: { field: string; message: string }[] }>(
      "/v3/communicates-current?year=26",
    );
    expect(bad.status).toBe(422);
    expect(bad.body.fields[0]).toEqual({ field: "year", message: "Rok w postaci RRRR" });
    expect((await get("/v3/communicates-current?system=GPW")).status).toBe(422);
  });
});

describe("periodic reports", () => {
  it("lists them with type, period and number, filtered by year and type", async () => {
    const all = await get<{ years: number[]; items: PeriodicReport[] }>("/v3/communicates-periodic");
    expect(all.body.years).toEqual([2026, 2025]);
    expect(all.body.items.map((r) => [r.number, r.type.name, r.period])).toEqual([
      ["3/2026", "Raport kwartalny", "I kwartał 2026"],
      ["2/2026", "Raport roczny", "2025"],
    ]);
    const annual = await get<{ items: PeriodicReport[] }>("/v3/communicates-periodic?type=roczny");
    expect(annual.body.items.map((r) => r.year)).toEqual([2025]);
    const q = await get<{ items: PeriodicReport[] }>("/v3/communicates-periodic?year=2025&type=kwartalny");
    expect(q.body.items).toEqual([]);
    expect((await get("/v3/communicates-periodic?type=miesieczny")).status).toBe(422);
  });
});

describe("investor pages and documents", () => {
  it("gives the securitisation page with its documents and 404 for the prospectus the fixture lacks", async () => {
    const { status, body } = await get<InvestorPage>("/v3/securitizations");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      h1: "Sekurytyzacja",
      headings: [{ id: "transakcja", text: "Transakcja", level: 2 }],
    });
    expect(body.documents.map((d) => d.href)).toEqual(["/dokumenty/inwestorzy/raport-2026-q1.pdf"]);
    expect((await get("/v3/prospects")).status).toBe(404);
  });

  it("serves a document as a tagged PDF to download, 404 for an unknown one, 422 for a bad name", async () => {
    const res = await app.request("/investor-document/pdf?slug=raport-2026-q1");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="raport-2026-q1.pdf"');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.includes(Buffer.from("/StructTreeRoot"))).toBe(true);
    expect((await app.request("/investor-document/pdf?slug=nie-ma")).status).toBe(404);
    expect((await app.request("/investor-document/pdf?slug=..%2Fetc")).status).toBe(422);
  });
});

describe("the repository's investor files", () => {
  const rows = readPublishing();

  it("render, and number each year's reports without gaps", () => {
    for (const row of [...rows.investor, ...rows.attachments])
      expect(() => renderContent(row.body), row.slug).not.toThrow();
    for (const kind of ["current", "periodic"] as const) {
      const byYear = new Map<string, number[]>();
      for (const r of rows.investor.filter((x) => x.kind === kind)) {
        const [n, year] = r.number!.split("/");
        byYear.set(year!, [...(byYear.get(year!) ?? []), Number(n)]);
      }
      for (const [year, numbers] of byYear) {
        const sorted = [...numbers].sort((a, b) => a - b);
        expect(sorted, `${kind} ${year}`).toEqual(sorted.map((_, i) => i + 1));
      }
    }
  });
});
