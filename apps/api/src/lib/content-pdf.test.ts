import { readContent } from "@vhs/db/seed/content.ts";
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { type PdfSource, renderDocumentPdf } from "./content-pdf.ts";
import { documentPdfCached } from "./content-pdf-cache.ts";

// The PDFs are read back with pdf.js (through unpdf): the text a reader extracts, the structure tree a
// screen reader walks, the link annotations and the document information.

const ORIGIN = "https://www.leasingowo.test";

const body = `## § 1. Postanowienia ogólne

Zażółć gęślą jaźń: to zdanie ma **pogrubienie** i odnośnik do [klauzuli RODO](/informacje/rodo).

1. Pierwszy punkt z kwotą 25 000 000 zł.
2. Drugi punkt:
   - podpunkt ą,
   - podpunkt ę.

#### Szczegóły (poziom niżej)

| Czynność | Opłata netto |
|---|---:|
| Zmiana harmonogramu | 300,00 zł |
| Duplikat faktury | 30,00 zł |

::: faq
## Czy mogę odstąpić od umowy?
Tak, w ciągu 14 dni.
:::

::: cta href="/kalkulator-leasingowy" label="Policz ratę"
Sprawdź, ile wyniesie rata.
:::

::: cars body="suv" title="SUV-y od ręki"
:::
`;

function source(overrides: Partial<PdfSource> = {}): PdfSource {
  return {
    slug: "regulamin-testowy",
    title: "Regulamin „Rata & Wykup” – próbny",
    h1: "Regulamin próbny",
    lead: "Krótki wstęp do dokumentu.",
    description: "Opis dokumentu do metadanych.",
    version: "2.0",
    validFrom: "2026-06-01",
    body,
    contentHash: "test-hash",
    ...overrides,
  };
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

interface StructNode {
  role?: string;
  type?: string;
  id?: string;
  children?: StructNode[];
}
function roles(node: StructNode, out = new Set<string>()): Set<string> {
  if (node.role) out.add(node.role);
  for (const child of node.children ?? []) roles(child, out);
  return out;
}
function countRole(node: StructNode, role: string): number {
  return (node.role === role ? 1 : 0) + (node.children ?? []).reduce((n, c) => n + countRole(c, role), 0);
}
/** Marked-content pieces on this page inside elements of the role. */
function contentIn(node: StructNode, role: string, inside = false): number {
  if (node.type === "content") return inside ? 1 : 0;
  const now = inside || node.role === role;
  return (node.children ?? []).reduce((n, c) => n + contentIn(c, role, now), 0);
}

describe("renderDocumentPdf", () => {
  it("is a tagged PDF in Polish with the title in its metadata, shown by viewers", async () => {
    const bytes = await renderDocumentPdf(source(), { publicOrigin: ORIGIN });
    const raw = latin1(bytes);
    expect(raw.startsWith("%PDF-1.7")).toBe(true);
    expect(raw).toContain("/StructTreeRoot");
    expect(raw).toContain("/Lang (pl-PL)");
    expect(raw).toMatch(/\/DisplayDocTitle true/);
    // The catalog's MarkInfo is an indirect object: << /Marked true >>.
    const markInfo = /\/MarkInfo (\d+) 0 R/.exec(raw)?.[1];
    expect(markInfo).toBeDefined();
    expect(raw).toMatch(new RegExp(`\\n${markInfo} 0 obj\\s*<<\\s*/Marked true\\s*>>`));
    // XMP: the title (escaped for XML) and the PDF/UA identifier.
    const xmp = Buffer.from(bytes).toString("utf8");
    expect(xmp).toContain("Regulamin „Rata &#38; Wykup” – próbny</rdf:li>");
    expect(xmp).toContain("<pdfuaid:part>1</pdfuaid:part>");

    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const info = (await pdf.getMetadata()).info as { Title?: string; Language?: string };
    expect(info.Title).toBe("Regulamin „Rata & Wykup” – próbny");
    expect(info.Language).toBe("pl-PL");
  });

  it("carries the source's text, Polish letters included, with the version line and the page furniture", async () => {
    const bytes = await renderDocumentPdf(source(), { publicOrigin: ORIGIN });
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(pdf, { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("Regulamin próbny");
    expect(flat).toContain("Wersja 2.0, obowiązuje od 1 czerwca 2026 r.");
    expect(flat).toContain("Zażółć gęślą jaźń: to zdanie ma pogrubienie i odnośnik do klauzuli RODO.");
    expect(flat).toContain("25 000 000 zł");
    expect(flat).toContain("podpunkt ą");
    expect(flat).toContain("Zmiana harmonogramu");
    expect(flat).toContain("Czy mogę odstąpić od umowy?");
    expect(flat).toContain(`Policz ratę: ${ORIGIN}/kalkulator-leasingowy`);
    expect(flat).toContain(`SUV-y od ręki: ${ORIGIN}/informacje/regulamin-testowy`);
    expect(flat).toContain(
      "Leasingowo sp. z o.o., ul. Prosta 49, 00-838 Warszawa · KRS 0000891234 · NIP 527-298-10-49",
    );
    expect(flat).toContain(`Strona 1 z ${pdf.numPages}`);
  });

  it("has a structure tree with headings, lists, a table and links; headings never skip a level", async () => {
    const bytes = await renderDocumentPdf(source(), { publicOrigin: ORIGIN });
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const tree = (await (await pdf.getPage(1)).getStructTree()) as StructNode;
    const found = roles(tree);
    for (const role of [
      "Document",
      "H1",
      "H2",
      "H3",
      "P",
      "L",
      "LI",
      "Lbl",
      "LBody",
      "Table",
      "TR",
      "TH",
      "TD",
      "Link",
    ])
      expect(found, role).toContain(role);
    expect(found).not.toContain("H4");
    expect(countRole(tree, "H1")).toBe(1);
  });

  it("marks the running header, the footer and the page numbers as artifacts", async () => {
    const bytes = await renderDocumentPdf(source(), { publicOrigin: ORIGIN });
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const content = await (await pdf.getPage(1)).getTextContent({ includeMarkedContent: true });
    const within: string[] = [];
    const tags: string[] = [];
    for (const item of content.items as { type?: string; tag?: string; str?: string }[]) {
      if (item.type === "beginMarkedContentProps" || item.type === "beginMarkedContent")
        tags.push(item.tag ?? "");
      else if (item.type === "endMarkedContent") tags.pop();
      else if (item.str?.trim()) within.push(`${tags.at(-1) ?? "(none)"}: ${item.str}`);
    }
    expect(within).toContain(`Artifact: Strona 1 z ${pdf.numPages}`);
    expect(within.filter((l) => l.includes("KRS 0000891234")).every((l) => l.startsWith("Artifact:"))).toBe(
      true,
    );
    // Everything else is tagged content: no text outside marked content.
    expect(within.filter((l) => l.startsWith("(none)"))).toEqual([]);
  });

  it("links to absolute addresses, with a description on each annotation", async () => {
    const bytes = await renderDocumentPdf(source(), { publicOrigin: ORIGIN });
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const annotations = (await (await pdf.getPage(1)).getAnnotations()) as {
      subtype: string;
      url?: string;
      contentsObj?: { str: string };
    }[];
    const links = annotations.filter((a) => a.subtype === "Link").map((a) => [a.url, a.contentsObj?.str]);
    expect(links).toContainEqual([`${ORIGIN}/informacje/rodo`, "klauzuli RODO"]);
    expect(links).toContainEqual([`${ORIGIN}/kalkulator-leasingowy`, `${ORIGIN}/kalkulator-leasingowy`]);
  });

  it("repeats a long table's header on every page, tagged once", async () => {
    const rows = Array.from({ length: 90 }, (_, i) => `| Pozycja ${i + 1} | ${i + 1},00 zł |`).join("\n");
    const bytes = await renderDocumentPdf(
      source({ body: `## Tabela\n\n| Czynność | Opłata |\n|---|---|\n${rows}\n` }),
      { publicOrigin: ORIGIN },
    );
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    expect(pdf.numPages).toBeGreaterThan(1);
    const second = await pdf.getPage(2);
    const text = (await second.getTextContent()).items.map((i) => ("str" in i ? i.str : "")).join(" ");
    expect(text).toContain("Czynność");
    expect(text).toContain("Pozycja 40");
    // pdf.js lists the whole table on every page it spans; the header's content is on page 1 only.
    expect(contentIn((await second.getStructTree()) as StructNode, "TH")).toBe(0);
    expect(contentIn((await (await pdf.getPage(1)).getStructTree()) as StructNode, "TH")).toBe(2);
  });

  it("gives the same bytes for the same file, and typesets it once per content hash", async () => {
    const [a, b] = await Promise.all([
      renderDocumentPdf(source(), { publicOrigin: ORIGIN }),
      renderDocumentPdf(source(), { publicOrigin: ORIGIN }),
    ]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const first = documentPdfCached(source({ contentHash: "cached" }), { publicOrigin: ORIGIN });
    expect(documentPdfCached(source({ contentHash: "cached" }), { publicOrigin: ORIGIN })).toBe(first);
    expect(documentPdfCached(source({ contentHash: "other" }), { publicOrigin: ORIGIN })).not.toBe(first);
  });

  it("typesets every document in content/documents, its title on page 1", async () => {
    const documents = readContent().filter((r) => r.kind === "document");
    for (const row of documents) {
      const bytes = await renderDocumentPdf(
        {
          slug: row.slug,
          title: row.title,
          h1: row.h1 ?? null,
          lead: row.lead ?? null,
          description: row.description,
          version: row.version ?? "",
          validFrom: row.validFrom ?? "",
          body: row.body,
          contentHash: row.contentHash,
        },
        { publicOrigin: ORIGIN },
      );
      const pdf = await getDocumentProxy(new Uint8Array(bytes));
      const first = (await (await pdf.getPage(1)).getTextContent()).items
        .map((i) => ("str" in i ? i.str : ""))
        .join(" ")
        .replace(/\s+/g, " ");
      expect(first, row.slug).toContain(row.h1 ?? row.title);
      expect(first, row.slug).toContain(`Strona 1 z ${pdf.numPages}`);
    }
  });
});
