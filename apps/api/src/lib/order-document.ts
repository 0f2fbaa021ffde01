/**
 * The order's document (GET /digital-order/document, the /pobierz/{id} screen): a real PDF in Polish with
 * the car, the leasing parameters, the instalment, the conditions and the decision.
 *
 * pdf-lib draws the pages; the text is set in DejaVu Sans (the npm package dejavu-fonts-ttf, Bitstream
 * Vera licence), embedded as a subset through @pdf-lib/fontkit, so every Polish letter (ą ć ę ł ń ó ś ź ż)
 * is a real glyph with a ToUnicode map — the text can be searched and copied. The font files are read
 * once per process.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { formatPercent, formatPln } from "@vhs/domain/format.ts";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";

const require = createRequire(import.meta.url);
let fontCache: { regular: Uint8Array; bold: Uint8Array } | null = null;

function fontBytes() {
  fontCache ??= {
    regular: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    bold: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  };
  return fontCache;
}

export interface OrderDocumentModel {
  /** Short reference shown to the customer, e.g. "ZL-1A2B3C4D". */
  reference: string;
  issuedAt: Date;
  validUntil: Date;
  client: "entrepreneur" | "consumer";
  applicant: { name: string; lines: string[] };
  car: { title: string; lines: [string, string][] };
  parameters: [string, string][];
  quote: {
    installmentNet: number;
    installmentGross: number;
    initialFeeNet: number;
    initialFeeGross: number;
    repurchaseNet: number;
    repurchaseGross: number;
    totalPaidNet: number;
    totalPaidGross: number;
    totalCostPct: number;
    rrsoPct: number | null;
    annualRatePct: number;
    benchmarkText: string;
  };
  decision: { label: string; decidedAt: Date | null; reasons: string[] };
  conditions: string[];
  footer: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const INK = rgb(0.1, 0.12, 0.17);
const MUTED = rgb(0.38, 0.42, 0.5);
const ACCENT = rgb(0.04, 0.4, 0.66);

class Writer {
  page: PDFPage;
  y: number;
  doc: PDFDocument;
  regular: PDFFont;
  bold: PDFFont;
  footer: string;
  constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont, footer: string) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.footer = footer;
    this.page = this.newPage();
    this.y = A4[1] - MARGIN;
  }

  newPage(): PDFPage {
    const page = this.doc.addPage(A4);
    page.drawText(this.footer, { x: MARGIN, y: 28, size: 7.5, font: this.regular, color: MUTED });
    return page;
  }

  ensure(height: number) {
    if (this.y - height < MARGIN + 20) {
      this.page = this.newPage();
      this.y = A4[1] - MARGIN;
    }
  }

  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split("\n")) {
      let line = "";
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
        else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  text(
    text: string,
    options: {
      size?: number;
      bold?: boolean;
      color?: ReturnType<typeof rgb>;
      indent?: number;
      gap?: number;
    } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const x = MARGIN + (options.indent ?? 0);
    const lineHeight = size * 1.35;
    for (const line of this.wrap(text, font, size, A4[0] - MARGIN - x)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.page.drawText(line, { x, y: this.y, size, font, color: options.color ?? INK });
    }
    this.y -= options.gap ?? 0;
  }

  heading(text: string) {
    this.ensure(40);
    this.y -= 10;
    this.text(text, { size: 12.5, bold: true, color: ACCENT, gap: 4 });
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 2 },
      end: { x: A4[0] - MARGIN, y: this.y + 2 },
      thickness: 0.6,
      color: rgb(0.82, 0.85, 0.9),
    });
    this.y -= 4;
  }

  rows(rows: [string, string][]) {
    const labelWidth = 190;
    const size = 10;
    const lineHeight = size * 1.45;
    for (const [label, value] of rows) {
      const valueLines = this.wrap(value, this.bold, size, A4[0] - 2 * MARGIN - labelWidth);
      this.ensure(lineHeight * valueLines.length);
      this.y -= lineHeight;
      this.page.drawText(label, { x: MARGIN, y: this.y, size, font: this.regular, color: MUTED });
      valueLines.forEach((line, i) => {
        if (i > 0) this.y -= lineHeight;
        this.page.drawText(line, { x: MARGIN + labelWidth, y: this.y, size, font: this.bold, color: INK });
      });
    }
    this.y -= 2;
  }
}

const dateText = (d: Date) =>
  new Intl.DateTimeFormat("pl-PL", {
    timeZone: "Europe/Warsaw",
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(d);

/** Renders the document; deterministic for a given model (creation dates are taken from the model). */
export async function renderOrderDocument(model: OrderDocumentModel): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const { regular: regularBytes, bold: boldBytes } = fontBytes();
  const regular = await doc.embedFont(regularBytes, { subset: true });
  const bold = await doc.embedFont(boldBytes, { subset: true });
  const consumer = model.client === "consumer";

  doc.setTitle(`Oferta leasingowa z decyzją ${model.reference}`, { showInWindowTitleBar: true });
  doc.setSubject(`Leasing: ${model.car.title}`);
  doc.setAuthor("Leasingowo");
  doc.setCreator("Leasingowo");
  doc.setProducer("Leasingowo (pdf-lib)");
  doc.setLanguage("pl-PL");
  doc.setCreationDate(model.issuedAt);
  doc.setModificationDate(model.issuedAt);

  const w = new Writer(doc, regular, bold, model.footer);
  w.text("Leasingowo", { size: 11, bold: true, color: ACCENT });
  w.text("Oferta leasingowa z decyzją", { size: 20, bold: true, gap: 2 });
  w.text(
    `Numer wniosku: ${model.reference} · wystawiona ${dateText(model.issuedAt)} · ważna do ${dateText(model.validUntil)}`,
    { size: 9, color: MUTED, gap: 6 },
  );

  w.heading("Decyzja");
  w.text(model.decision.label, { size: 13, bold: true });
  if (model.decision.decidedAt)
    w.text(`Data decyzji: ${dateText(model.decision.decidedAt)}`, { size: 9, color: MUTED });
  for (const reason of model.decision.reasons) w.text(`• ${reason}`, { size: 9.5, indent: 8 });

  w.heading(consumer ? "Wnioskodawca" : "Leasingobiorca");
  w.text(model.applicant.name, { bold: true });
  for (const line of model.applicant.lines) w.text(line, { size: 9.5 });

  w.heading("Samochód");
  w.text(model.car.title, { bold: true, size: 11 });
  w.rows(model.car.lines);

  w.heading("Parametry leasingu");
  w.rows(model.parameters);

  w.heading("Rata i koszty");
  const q = model.quote;
  const money = (net: number, gross: number) =>
    consumer ? `${formatPln(gross)} brutto` : `${formatPln(net)} netto (${formatPln(gross)} brutto)`;
  w.rows([
    ["Miesięczna rata", money(q.installmentNet, q.installmentGross)],
    ["Opłata wstępna", money(q.initialFeeNet, q.initialFeeGross)],
    ["Wykup", money(q.repurchaseNet, q.repurchaseGross)],
    ["Suma opłat", money(q.totalPaidNet, q.totalPaidGross)],
    ["Leasing (suma opłat / cena)", formatPercent(q.totalCostPct)],
    ["Oprocentowanie nominalne", `${formatPercent(q.annualRatePct)} (${q.benchmarkText})`],
    ...(q.rrsoPct !== null ? ([["RRSO", formatPercent(q.rrsoPct)]] as [string, string][]) : []),
  ]);

  w.heading("Warunki");
  for (const condition of model.conditions) w.text(`• ${condition}`, { size: 9.5, indent: 8, gap: 1 });

  return doc.save({ useObjectStreams: false });
}
