// The PDF's typesetter (content-pdf.ts): fonts, the A4 page, lines broken here (each line its own
// marked-content sequence), headings, lists, tables and links tagged in the structure tree, page
// furniture as artifacts.
import { createRequire } from "node:module";
import { COMPANY } from "@vhs/domain/site.ts";
import { type Block, type Cell, type PdfLink, plain, type Run } from "./content-pdf-blocks.ts";

const require = createRequire(import.meta.url);
const FONT_FILES = {
  regular: "DejaVuSans.ttf",
  bold: "DejaVuSans-Bold.ttf",
  italic: "DejaVuSans-Oblique.ttf",
  boldItalic: "DejaVuSans-BoldOblique.ttf",
  mono: "DejaVuSansMono.ttf",
} as const;
type FontKey = keyof typeof FONT_FILES;
let fontPaths: Record<FontKey, string> | null = null;
export function fonts(): Record<FontKey, string> {
  fontPaths ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([key, file]) => [key, require.resolve(`dejavu-fonts-ttf/ttf/${file}`)]),
  ) as Record<FontKey, string>;
  return fontPaths;
}

export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = { top: 62, bottom: 64, left: 56, right: 56 };
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const INK = "#1a1f2b";
export const MUTED = "#5f6b80";
const ACCENT = "#0a66a8";
const RULE = "#d0d7e2";
const SHADE = "#eef2f7";
const BODY_SIZE = 10;
const TABLE_SIZE = 8.5;
const LEADING = 1.42;
/** DejaVu Sans: ascent + descent as a share of the size (text is drawn from the top of its box). */
const TEXT_BOX = 1.164;

interface Piece {
  text: string;
  font: FontKey;
  link: PdfLink | null;
}
type Line = Piece[];
type TableBlock = Extract<Block, { type: "table" }>;

interface TablePlan {
  columns: number;
  widths: number[];
  header: Line[][] | null;
  rows: Line[][][];
}

const CELL_PAD = { x: 4, y: 3 };
const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);

type StructElement = ReturnType<PDFKit.PDFDocument["struct"]>;

/** Options pdfkit's structure elements take beyond those its type declarations list. */
type StructOptions = Parameters<PDFKit.PDFDocument["struct"]>[1] & { scope?: "Column" | "Row" };

function fontOf(run: Run, forceBold: boolean): FontKey {
  if (run.mono) return "mono";
  const bold = run.bold || forceBold;
  if (bold && run.italic) return "boldItalic";
  return bold ? "bold" : run.italic ? "italic" : "regular";
}

/** Where a text flow's open Link element is: one per link and page, ended when the link or page ends. */
interface Flow {
  element: StructElement;
  link: { link: PdfLink; page: number; element: StructElement } | null;
}

export class Writer {
  readonly doc: PDFKit.PDFDocument;
  y = MARGIN.top;
  private page = 0;
  /** Called after a page break inside a table, to repeat its header. */
  private onPageBreak: (() => void) | null = null;
  private readonly widths = new Map<string, number>();

  constructor(doc: PDFKit.PDFDocument) {
    this.doc = doc;
  }

  get bottom() {
    return PAGE.height - MARGIN.bottom;
  }

  ensure(height: number) {
    if (this.y + height <= this.bottom || this.y <= MARGIN.top) return;
    this.doc.addPage();
    this.page++;
    this.y = MARGIN.top;
    this.onPageBreak?.();
  }

  width(text: string, font: FontKey, size: number): number {
    const key = `${font}|${size}|${text}`;
    let w = this.widths.get(key);
    if (w === undefined) {
      w = this.doc.font(fonts()[font]).fontSize(size).widthOfString(text);
      if (text.length < 40) this.widths.set(key, w);
    }
    return w;
  }

  /** Greedy line breaking at spaces and hard breaks; no-break spaces hold; over-long words are cut. */
  layout(runs: Run[], width: number, size: number, forceBold = false): Line[] {
    const lines: Line[] = [[]];
    let used = 0;
    const append = (text: string, font: FontKey, link: PdfLink | null) => {
      const line = lines.at(-1)!;
      const last = line.at(-1);
      if (last && last.font === font && last.link === link) last.text += text;
      else line.push({ text, font, link });
    };
    for (const run of runs) {
      const font = fontOf(run, forceBold);
      for (const [token] of run.text.matchAll(/\n|[ \t]+|[^ \t\n]+/g)) {
        if (token === "\n") {
          lines.push([]);
          used = 0;
        } else if (token[0] === " " || token[0] === "\t") {
          // Kept at the line's end (invisible) so that extracted text has its spaces; never starts a line.
          if (lines.at(-1)!.length === 0) continue;
          append(" ", font, run.link);
          used += this.width(" ", font, size);
        } else {
          let rest = token;
          while (rest) {
            let w = this.width(rest, font, size);
            if (used + w > width && used > 0) {
              lines.push([]);
              used = 0;
            }
            let piece = rest;
            if (w > width) {
              let n = rest.length - 1;
              while (n > 1 && this.width(rest.slice(0, n), font, size) > width) n--;
              piece = rest.slice(0, n);
              w = this.width(piece, font, size);
            }
            append(piece, font, run.link);
            used += w;
            rest = rest.slice(piece.length);
            if (rest) {
              lines.push([]);
              used = 0;
            }
          }
        }
      }
    }
    return lines.filter((line, i) => line.length > 0 || i < lines.length - 1);
  }

  lineHeight(size: number) {
    return size * LEADING;
  }

  /** One line at (x, this.y): its text under `flow` (or an artifact when null), links annotated. */
  drawLine(
    line: Line,
    x: number,
    size: number,
    flow: Flow | null,
    color = INK,
    align: Cell["align"] = "left",
    width = 0,
  ) {
    const { doc } = this;
    const top = this.y + (this.lineHeight(size) - size * TEXT_BOX) / 2;
    const measured = line.map((p) => this.width(p.text.replace(/ +$/, ""), p.font, size));
    const full = line.map((p) => this.width(p.text, p.font, size));
    const visible = full.slice(0, -1).reduce((a, b) => a + b, 0) + (measured.at(-1) ?? 0);
    let cursor = align === "right" ? x + width - visible : align === "center" ? x + (width - visible) / 2 : x;
    const draw = (piece: Piece, at: number) => {
      doc
        .font(fonts()[piece.font])
        .fontSize(size)
        .fillColor(piece.link && flow ? ACCENT : color)
        .text(piece.text, at, top, { lineBreak: false });
    };
    let i = 0;
    while (i < line.length) {
      const start = cursor;
      const piece = line[i]!;
      if (!flow) {
        this.artifact(() => draw(piece, start));
        cursor += full[i]!;
        i++;
        continue;
      }
      if (!piece.link) {
        // Consecutive pieces without a link: one marked-content sequence.
        const group: [Piece, number][] = [];
        while (i < line.length && !line[i]!.link) {
          group.push([line[i]!, cursor]);
          cursor += full[i]!;
          i++;
        }
        flow.element.add(() => {
          for (const [p, at] of group) draw(p, at);
        });
        continue;
      }
      const linkElement = this.linkElement(flow, piece.link);
      linkElement.add(() => draw(piece, start));
      const w = measured[i]!;
      doc.link(start, top, w, size * TEXT_BOX, piece.link.href, {
        structParent: linkElement,
        Contents: new String(piece.link.text || piece.link.href),
      } as never);
      this.artifact(() =>
        doc
          .moveTo(start, top + size * 1.02)
          .lineTo(start + w, top + size * 1.02)
          .lineWidth(0.5)
          .strokeColor(ACCENT)
          .stroke(),
      );
      cursor += full[i]!;
      i++;
    }
  }

  private linkElement(flow: Flow, link: PdfLink): StructElement {
    if (flow.link && flow.link.link === link && flow.link.page === this.page) return flow.link.element;
    this.endLink(flow);
    const element = this.doc.struct("Link");
    flow.element.add(element);
    flow.link = { link, page: this.page, element };
    return element;
  }

  endLink(flow: Flow) {
    flow.link?.element.end();
    flow.link = null;
  }

  /** A text block: lines at x, page breaks between lines. */
  text(
    element: StructElement,
    runs: Run[],
    x: number,
    width: number,
    size: number,
    forceBold = false,
    color = INK,
  ) {
    const flow: Flow = { element, link: null };
    const lh = this.lineHeight(size);
    for (const line of this.layout(runs, width, size, forceBold)) {
      this.ensure(lh);
      this.drawLine(line, x, size, flow, color);
      this.y += lh;
    }
    this.endLink(flow);
  }

  artifact(draw: () => void, type: "Layout" | "Pagination" = "Layout") {
    this.doc.markContent("Artifact", { type });
    draw();
    this.doc.endMarkedContent();
  }

  child(parent: StructElement, type: string, options?: StructOptions): StructElement {
    const element = this.doc.struct(type, options ?? {});
    parent.add(element);
    return element;
  }

  // ─── blocks ───

  private headingLevel = 1;

  blocks(parent: StructElement, blocks: Block[], x: number, width: number, depth = 0) {
    blocks.forEach((block, i) => {
      switch (block.type) {
        case "heading":
          this.heading(parent, block.level, block.runs, x, width, this.leadHeight(blocks[i + 1], width));
          break;
        case "paragraph": {
          const element = block.tight ? parent : this.child(parent, "P");
          this.text(element, block.runs, x, width, BODY_SIZE);
          if (element !== parent) element.end();
          this.y += block.tight ? 2 : 6;
          break;
        }
        case "list":
          this.list(parent, block, x, width, depth);
          break;
        case "table":
          this.table(parent, block, x, width);
          break;
        case "quote": {
          const element = this.child(parent, "BlockQuote");
          const top = this.y;
          const page = this.page;
          this.blocks(element, block.blocks, x + 14, width - 14, depth);
          element.end();
          if (page === this.page)
            this.artifact(() =>
              this.doc
                .moveTo(x + 3, top)
                .lineTo(x + 3, this.y - 6)
                .lineWidth(2)
                .strokeColor(RULE)
                .stroke(),
            );
          break;
        }
        case "code": {
          const element = this.child(parent, "P");
          const runs = block.text
            .split("\n")
            .flatMap((l, i) => [
              ...(i > 0 ? [{ ...plain("\n"), mono: true }] : []),
              { ...plain(l), mono: true },
            ]);
          this.text(element, runs, x + 8, width - 8, BODY_SIZE - 1);
          element.end();
          this.y += 6;
          break;
        }
        case "rule":
          this.ensure(12);
          this.rule(x, width, this.y + 6);
          this.y += 12;
          break;
      }
    });
  }

  rule(x: number, width: number, y: number) {
    this.artifact(() =>
      this.doc
        .moveTo(x, y)
        .lineTo(x + width, y)
        .lineWidth(0.6)
        .strokeColor(RULE)
        .stroke(),
    );
  }

  heading(parent: StructElement, level: number, runs: Run[], x: number, width: number, keep: number) {
    // Levels never skip (H2 → H4 reads as H2 → H3): assistive technology navigates by them.
    const tagLevel = Math.min(level, this.headingLevel + 1, 6);
    this.headingLevel = tagLevel;
    const size = tagLevel <= 1 ? 18 : tagLevel === 2 ? 13 : tagLevel === 3 ? 11 : BODY_SIZE;
    const lines = this.layout(runs, width, size, true);
    const height = lines.length * this.lineHeight(size);
    if (tagLevel > 1) this.y += tagLevel === 2 ? 10 : 6;
    // Keep a heading with the first lines after it.
    this.ensure(height + keep);
    if (tagLevel > 1 && tagLevel <= 3) this.bookmark(tagLevel, runs);
    const element = this.child(parent, `H${tagLevel}`);
    this.text(element, runs, x, width, size, true, tagLevel <= 2 ? ACCENT : INK);
    element.end();
    this.y += 4;
  }

  private outline: { h2: PDFKit.PDFOutline | null } = { h2: null };
  private bookmark(level: number, runs: Run[]) {
    const title = runs
      .map((r) => r.text)
      .join("")
      .replace(/\s+/g, " ")
      .trim();
    if (!title) return;
    // pdfkit measures `left` from the right edge of the page: the page width puts the view at its left.
    const where = { top: this.y, left: PAGE.width } as never;
    if (level === 2 || !this.outline.h2) {
      const item = this.doc.outline.addItem(title, where);
      if (level === 2) this.outline.h2 = item;
    } else this.outline.h2.addItem(title, where);
  }

  list(
    parent: StructElement,
    block: Extract<Block, { type: "list" }>,
    x: number,
    width: number,
    depth: number,
  ) {
    const element = this.child(parent, "L");
    // The list's numbering for assistive technology (PDF 1.7, 14.8.5.5).
    (element as unknown as { dictionary: { data: Record<string, unknown> } }).dictionary.data.A = {
      O: "List",
      ListNumbering: block.ordered ? "Decimal" : "Disc",
    };
    const labels = block.items.map((_, i) =>
      block.ordered ? `${block.start + i}.` : (["•", "◦", "▪"][depth % 3] ?? "•"),
    );
    const indent = Math.max(14, ...labels.map((l) => this.width(l, "regular", BODY_SIZE) + 6));
    block.items.forEach((item, i) => {
      const li = this.child(element, "LI");
      this.ensure(this.lineHeight(BODY_SIZE));
      const label = this.child(li, "Lbl");
      const labelLine: Line = [{ text: labels[i]!, font: "regular", link: null }];
      // Numbers end at the same place ("9." under "10."); bullets start at the margin.
      const flow = { element: label, link: null };
      this.drawLine(labelLine, x, BODY_SIZE, flow, INK, block.ordered ? "right" : "left", indent - 5);
      label.end();
      const body = this.child(li, "LBody");
      const top = this.y;
      this.blocks(body, item, x + indent, width - indent, depth + 1);
      if (this.y === top) this.y += this.lineHeight(BODY_SIZE);
      body.end();
      li.end();
    });
    element.end();
    this.y += 4;
  }

  private readonly tablePlans = new WeakMap<Block, TablePlan>();

  /** Column widths and every cell's lines: as wide as their text wants, at least their longest word. */
  planTable(block: TableBlock, width: number): TablePlan {
    const known = this.tablePlans.get(block);
    if (known) return known;
    const size = TABLE_SIZE;
    const columns = Math.max(block.header.length, ...block.rows.map((r) => r.length));
    const cellText = (cell: Cell | undefined) => cell?.runs.map((r) => r.text).join("") ?? "";
    const all = [block.header, ...block.rows];
    const natural = Array.from({ length: columns }, (_, c) =>
      Math.max(24, ...all.map((row) => this.width(cellText(row[c]), "bold", size) + 2 * CELL_PAD.x)),
    );
    const minimum = Array.from({ length: columns }, (_, c) =>
      Math.max(
        24,
        ...all.flatMap((row) =>
          cellText(row[c])
            .split(/[ \t\n]+/)
            .map((w) => Math.min(this.width(w, "bold", size) + 2 * CELL_PAD.x, width / columns)),
        ),
      ),
    );
    let widths: number[];
    if (sum(natural) <= width) widths = natural.map((n) => (n / sum(natural)) * width);
    else if (sum(minimum) >= width) widths = minimum.map((m) => (m / sum(minimum)) * width);
    else {
      const spare = width - sum(minimum);
      const want = sum(natural) - sum(minimum);
      widths = minimum.map((m, c) => m + ((natural[c]! - m) / want) * spare);
    }
    const layoutRow = (row: Cell[], bold: boolean) =>
      Array.from({ length: columns }, (_, c) =>
        this.layout(row[c]?.runs ?? [], widths[c]! - 2 * CELL_PAD.x, size, bold),
      );
    const plan: TablePlan = {
      columns,
      widths,
      header: block.header.length > 0 ? layoutRow(block.header, true) : null,
      rows: block.rows.map((row) => layoutRow(row, false)),
    };
    this.tablePlans.set(block, plan);
    return plan;
  }

  rowHeight(lines: Line[][]): number {
    return Math.max(1, ...lines.map((l) => l.length)) * this.lineHeight(TABLE_SIZE) + 2 * CELL_PAD.y;
  }

  /** The height a block needs on the page it starts on: a table's header and first row, else two lines. */
  leadHeight(block: Block | undefined, width: number): number {
    if (block?.type !== "table") return 2 * this.lineHeight(BODY_SIZE);
    const plan = this.planTable(block, width);
    const height =
      (plan.header ? this.rowHeight(plan.header) : 0) + (plan.rows[0] ? this.rowHeight(plan.rows[0]) : 0);
    return Math.min(height, this.bottom - MARGIN.top - 80);
  }

  table(parent: StructElement, block: TableBlock, x: number, width: number) {
    const size = TABLE_SIZE;
    const lh = this.lineHeight(size);
    const pad = CELL_PAD;
    const plan = this.planTable(block, width);
    const { columns, widths, header } = plan;
    if (columns === 0) return;
    const lefts = widths.map((_, c) => x + sum(widths.slice(0, c)));
    const rowHeight = (lines: Line[][]) => this.rowHeight(lines);

    const table = this.child(parent, "Table");
    const drawRow = (lines: Line[][], cells: Cell[], elements: StructElement[] | null, shaded: boolean) => {
      const height = rowHeight(lines);
      if (shaded && this.y + height <= this.bottom) {
        const top = this.y;
        this.artifact(() => this.doc.rect(x, top, width, height).fillColor(SHADE).fill());
      }
      const flows: Flow[] | null = elements?.map((element) => ({ element, link: null })) ?? null;
      this.y += pad.y;
      const count = Math.max(1, ...lines.map((l) => l.length));
      for (let k = 0; k < count; k++) {
        this.ensure(lh + pad.y);
        lines.forEach((cellLines, c) => {
          const line = cellLines[k];
          if (!line) return;
          const flow = flows?.[c] ?? null;
          this.drawLine(line, lefts[c]! + pad.x, size, flow, INK, cells[c]?.align, widths[c]! - 2 * pad.x);
        });
        this.y += lh;
      }
      for (const flow of flows ?? []) this.endLink(flow);
      this.y += pad.y;
      this.rule(x, width, this.y);
    };
    const repeatHeader = header
      ? () => {
          // The header again on a new page: a visual aid only (the structure has it once).
          this.onPageBreak = null;
          drawRow(header, block.header, null, true);
          this.onPageBreak = repeatHeader;
        }
      : null;

    this.ensure(this.leadHeight(block, width));
    if (header) {
      const head = this.child(table, "THead");
      const tr = this.child(head, "TR");
      const cells = Array.from({ length: columns }, () => this.child(tr, "TH", { scope: "Column" }));
      drawRow(header, block.header, cells, true);
      for (const cell of cells) cell.end();
      tr.end();
      head.end();
    }
    const body = this.child(table, "TBody");
    this.onPageBreak = repeatHeader;
    block.rows.forEach((row, r) => {
      const lines = plan.rows[r]!;
      const height = rowHeight(lines);
      // A row that fits on a page is never split: it moves to the next page whole.
      if (height <= this.bottom - MARGIN.top) this.ensure(height);
      const tr = this.child(body, "TR");
      const cells = Array.from({ length: columns }, () => this.child(tr, "TD"));
      drawRow(lines, row, cells, false);
      for (const cell of cells) cell.end();
      tr.end();
    });
    this.onPageBreak = null;
    body.end();
    table.end();
    this.y += 8;
  }

  /** The running header and footer of every page, as artifacts ("Strona X z Y" needs the page count). */
  furniture(title: string, version: string) {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    const footer = `${COMPANY.name}, ${COMPANY.address} · KRS ${COMPANY.krs} · NIP ${COMPANY.nip}`;
    for (let i = 0; i < range.count; i++) {
      doc.switchToPage(range.start + i);
      const pageLabel = `Strona ${i + 1} z ${range.count}`;
      this.artifact(() => {
        doc
          .font(fonts().bold)
          .fontSize(8)
          .fillColor(ACCENT)
          .text(COMPANY.name, MARGIN.left, 30, { lineBreak: false });
        const right = version ? `${title} · wersja ${version}` : title;
        doc
          .font(fonts().regular)
          .fillColor(MUTED)
          .text(right, PAGE.width - MARGIN.right - this.width(right, "regular", 8), 30, { lineBreak: false });
        doc
          .moveTo(MARGIN.left, 44)
          .lineTo(PAGE.width - MARGIN.right, 44)
          .lineWidth(0.6)
          .strokeColor(RULE)
          .stroke();
      }, "Pagination");
      this.artifact(() => {
        const y = PAGE.height - 40;
        doc
          .moveTo(MARGIN.left, y - 8)
          .lineTo(PAGE.width - MARGIN.right, y - 8)
          .lineWidth(0.6)
          .strokeColor(RULE)
          .stroke();
        doc
          .font(fonts().regular)
          .fontSize(7.5)
          .fillColor(MUTED)
          .text(footer, MARGIN.left, y, { lineBreak: false });
        doc.text(pageLabel, PAGE.width - MARGIN.right - this.width(pageLabel, "regular", 7.5), y, {
          lineBreak: false,
        });
      }, "Pagination");
    }
  }
}

// ─── The document ────────────────────────────────────────────────────────────────────────────────────────

/** The PDF of one document. */
