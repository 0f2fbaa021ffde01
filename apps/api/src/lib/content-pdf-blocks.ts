// A document's Markdown as the PDF's blocks (content-pdf.ts): read from markdown-it's token stream (raw
// HTML off, its link check on), never from the rendered HTML; `:::` blocks become questions and answers,
// a call to action's text and address, or a pointer to the page on the site.
import MarkdownIt, { type Token } from "markdown-it";
import { bodyParts, faqSections, safeHref } from "./content-render.ts";

export interface PdfLink {
  href: string;
  /** The whole link text: the annotation's description. */
  text: string;
}

export interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  mono: boolean;
  link: PdfLink | null;
}

export interface Cell {
  runs: Run[];
  align: "left" | "center" | "right";
}

export type Block =
  | { type: "heading"; level: number; runs: Run[] }
  | { type: "paragraph"; runs: Run[]; tight: boolean }
  | { type: "list"; ordered: boolean; start: number; items: Block[][] }
  | { type: "table"; header: Cell[]; rows: Cell[][] }
  | { type: "quote"; blocks: Block[] }
  | { type: "code"; text: string }
  | { type: "rule" };

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

export const plain = (text: string, link: PdfLink | null = null): Run => ({
  text,
  bold: false,
  italic: false,
  mono: false,
  link,
});

class BlockReader {
  private i = 0;
  private readonly tokens: Token[];
  private readonly pageUrl: string;
  constructor(tokens: Token[], pageUrl: string) {
    this.tokens = tokens;
    this.pageUrl = pageUrl;
  }

  blocks(close?: string): Block[] {
    const out: Block[] = [];
    while (this.i < this.tokens.length) {
      const t = this.tokens[this.i++]!;
      if (close && t.type === close) break;
      switch (t.type) {
        case "heading_open":
          out.push({ type: "heading", level: Number(t.tag.slice(1)), runs: this.inline() });
          this.i++;
          break;
        case "paragraph_open":
          out.push({ type: "paragraph", runs: this.inline(), tight: t.hidden });
          this.i++;
          break;
        case "bullet_list_open":
        case "ordered_list_open": {
          const items: Block[][] = [];
          while (this.tokens[this.i]?.type === "list_item_open") {
            this.i++;
            items.push(this.blocks("list_item_close"));
          }
          this.i++;
          const start = Number(t.attrGet("start") ?? 1);
          out.push({
            type: "list",
            ordered: t.type === "ordered_list_open",
            start: Number.isFinite(start) ? start : 1,
            items,
          });
          break;
        }
        case "blockquote_open":
          out.push({ type: "quote", blocks: this.blocks("blockquote_close") });
          break;
        case "table_open":
          out.push(this.table());
          break;
        case "fence":
        case "code_block":
          out.push({ type: "code", text: t.content.replace(/\n$/, "") });
          break;
        case "hr":
          out.push({ type: "rule" });
          break;
      }
    }
    return out;
  }

  private table(): Block {
    const header: Cell[] = [];
    const rows: Cell[][] = [];
    let inHead = false;
    while (this.i < this.tokens.length) {
      const t = this.tokens[this.i++]!;
      if (t.type === "table_close") break;
      if (t.type === "thead_open") inHead = true;
      else if (t.type === "thead_close") inHead = false;
      else if (t.type === "tr_open" && !inHead) rows.push([]);
      else if (t.type === "th_open" || t.type === "td_open") {
        const style = String(t.attrGet("style") ?? "");
        const align = style.includes("right") ? "right" : style.includes("center") ? "center" : "left";
        const cell: Cell = { runs: this.inline(), align };
        if (inHead) header.push(cell);
        else rows.at(-1)?.push(cell);
      }
    }
    return { type: "table", header, rows };
  }

  /** The inline token at the cursor → runs (the cursor moves past it). */
  private inline(): Run[] {
    const token = this.tokens[this.i];
    if (token?.type !== "inline") return [];
    this.i++;
    return inlineRuns(token.children ?? [], (href) => this.link(href));
  }

  private link(href: string): PdfLink | null {
    const absolute = absoluteHref(href, this.pageUrl);
    return absolute ? { href: absolute, text: "" } : null;
  }
}

function inlineRuns(children: Token[], openLink: (href: string) => PdfLink | null): Run[] {
  const runs: Run[] = [];
  let bold = 0;
  let italic = 0;
  let link: PdfLink | null = null;
  const push = (text: string, mono = false) => {
    if (!text) return;
    runs.push({ text, bold: bold > 0, italic: italic > 0, mono, link });
    if (link) link.text += text;
  };
  for (const c of children) {
    switch (c.type) {
      case "text":
        push(c.content);
        break;
      case "code_inline":
        push(c.content, true);
        break;
      case "softbreak":
        push(" ");
        break;
      case "hardbreak":
        push("\n");
        break;
      case "image":
        push(c.content);
        break;
      case "strong_open":
        bold++;
        break;
      case "strong_close":
        bold--;
        break;
      case "em_open":
        italic++;
        break;
      case "em_close":
        italic--;
        break;
      case "link_open":
        link = openLink(String(c.attrGet("href") ?? ""));
        break;
      case "link_close":
        if (link) link.text = link.text.replace(/\s+/g, " ").trim();
        link = null;
        break;
    }
  }
  return runs;
}

/** A link target as a PDF can follow it: absolute http(s), mailto: or tel:, else no link at all. */
function absoluteHref(href: string, pageUrl: string): string | null {
  try {
    const url = new URL(href, pageUrl);
    return ["http:", "https:", "mailto:", "tel:"].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** The body → blocks: Markdown as it is, `:::` blocks as described at the top of this file. */
export function documentBlocks(body: string, pageUrl: string, origin: string): Block[] {
  const blocks: Block[] = [];
  const markdown = (text: string) =>
    new BlockReader(md.parse(text, {}), pageUrl).blocks().map((b) =>
      // The page's only H1 is the title: "#" in a body counts as a section heading.
      b.type === "heading" ? { ...b, level: Math.max(2, b.level) } : b,
    );
  const pointer = (text: string, href: string): Block => {
    const link = { href, text: href };
    return { type: "paragraph", tight: false, runs: [plain(`${text}: `), plain(href, link)] };
  };
  for (const part of bodyParts(body)) {
    if (part.kind === "markdown") {
      blocks.push(...markdown(part.text));
      continue;
    }
    switch (part.name) {
      case "faq":
        for (const { question, answer } of faqSections(part.inner)) {
          blocks.push({ type: "heading", level: 3, runs: [plain(question)] }, ...markdown(answer));
        }
        break;
      case "cta": {
        const href = absoluteHref(safeHref(part.attrs.href), pageUrl) ?? pageUrl;
        blocks.push(...markdown(part.inner), pointer(part.attrs.label?.trim() || "Więcej", href));
        break;
      }
      case "cars":
        blocks.push(pointer(part.attrs.title?.trim() || "Samochody z naszej oferty", pageUrl));
        break;
      case "calculator":
        blocks.push(pointer("Kalkulator leasingowy", `${origin}/kalkulator-leasingowy`));
        break;
      case "contact":
        blocks.push(pointer("Formularz kontaktowy", pageUrl));
        break;
    }
  }
  return blocks;
}

// ─── Layout ──────────────────────────────────────────────────────────────────────────────────────────────
