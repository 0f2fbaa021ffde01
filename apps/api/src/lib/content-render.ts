// Markdown bodies of content files → the blocks the site shows (docs/content.md).
//
// markdown-it renders the Markdown with raw HTML turned off, so a file can never inject markup: "<script>"
// in a file is shown as text. Its link check refuses javascript:, vbscript:, file: and data: (except
// images) URLs. On top of that: ids on h2/h3 (anchors and a table of contents), tables wrapped for
// horizontal scrolling on phones, external links opened safely. The `:::` blocks are cut out line by
// line before rendering and become typed blocks (CTA, FAQ, car list, calculator, contact form).
import type { ContentBlock, ContentHeading, CtaBlock, FaqItem } from "@vhs/domain/content.ts";
import { slugify } from "@vhs/domain/labels.ts";
import MarkdownIt from "markdown-it";

const md = new MarkdownIt({ html: false, linkify: false, typographer: false });

/**
 * A table scrolls inside its own focusable box on a phone (keyboard users can scroll it), named after
 * the section it stands in so that every such region on a page has its own name.
 */
md.renderer.rules.table_open = (tokens, i, _options, renderEnv) => {
  const env = renderEnv as RenderEnv;
  let section = "";
  for (let j = i - 1; j >= 0; j--) {
    if (tokens[j]!.type === "heading_open") {
      section = tokens[j + 1]?.content ?? "";
      break;
    }
  }
  env.tables = (env.tables ?? 0) + 1;
  const label = section ? `Tabela ${env.tables}: ${section}` : `Tabela ${env.tables}`;
  return `<div class="table-wrap" tabindex="0" role="region" aria-label="${md.utils.escapeHtml(label)}"><table>\n`;
};
md.renderer.rules.table_close = () => "</table></div>\n";

const defaultLinkOpen =
  md.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
md.renderer.rules.link_open = (tokens, i, options, env, self) => {
  const href = String(tokens[i]!.attrGet("href") ?? "");
  if (/^https?:\/\//i.test(href)) tokens[i]!.attrSet("rel", "noopener noreferrer");
  return defaultLinkOpen(tokens, i, options, env, self);
};

/** Gives h2/h3 an id from their text (unique within the document) and records them. */
function headingIds(state: { tokens: ReturnType<typeof md.parse>; env: RenderEnv }) {
  const { tokens, env } = state;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type !== "heading_open" || (token.tag !== "h2" && token.tag !== "h3")) continue;
    const text = tokens[i + 1]?.children?.map((c) => c.content).join("") ?? "";
    const base = slugify(text) || "sekcja";
    let id = base;
    for (let n = 2; env.ids.has(id); n++) id = `${base}-${n}`;
    env.ids.add(id);
    token.attrSet("id", id);
    env.headings.push({ id, text, level: token.tag === "h2" ? 2 : 3 });
  }
}
md.core.ruler.push("heading_ids", (state) => headingIds(state as never));

/**
 * Polish typesetting: a line never breaks inside a number ("150 000"), between a number and its unit
 * ("11,5 %", "225 000 zł") or after a one-letter word ("w", "z", "i", "a", "o", "u") left at a line's end.
 */
export function polishSpaces(text: string): string {
  return text
    .replace(/(\d) (?=\d{3}(?!\d))/g, "$1\u00a0")
    .replace(/(\d) (?=(?:%|zł|km|kW|kWh|KM|mln|mld|tys\.|g\/km|r\.)(?![\p{L}\d]))/gu, "$1\u00a0")
    .replace(/(^|[\s(„])([aiouwzAIOUWZ]) /g, "$1$2\u00a0")
    .replace(/(^|[\s(„])([aiouwzAIOUWZ]) /g, "$1$2\u00a0");
}
md.core.ruler.push("polish_spaces", (state) => {
  for (const token of state.tokens) {
    for (const child of token.children ?? [])
      if (child.type === "text") child.content = polishSpaces(child.content);
  }
});

interface RenderEnv {
  [key: string | symbol]: unknown;
  ids: Set<string>;
  headings: ContentHeading[];
  /** Tables rendered so far (their regions are numbered). */
  tables?: number;
}

export class ContentRenderError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "ContentRenderError";
  }
}

const BLOCK_OPEN = /^:::\s*([a-z]+)\s*(.*)$/;
const BLOCK_CLOSE = /^:::\s*$/;
const ATTRIBUTE = /([a-zA-Z]+)=(?:"([^"]*)"|(\S+))/g;

function attributes(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of raw.matchAll(ATTRIBUTE)) out[m[1]!] = m[2] ?? m[3] ?? "";
  return out;
}

/** An internal path ("/kontakt", "/informacje/rodo#prawa"), an https address, an e-mail or a phone link. */
export function safeHref(href: string | undefined): string {
  if (href && /^\/(?![/\\])[^\s]*$/.test(href)) return href;
  if (href && /^https:\/\/[^\s/]+/.test(href)) return href;
  if (href && /^(?:mailto:[^\s@]+@[^\s@]+|tel:\+?[\d ]{6,20})$/.test(href)) return href;
  throw new ContentRenderError(`nieprawidłowy adres przycisku: ${href ?? "(brak)"}`);
}

export interface FaqSection {
  question: string;
  /** The answer's Markdown. */
  answer: string;
}

/** "## Question" sections of a FAQ body (the answer is everything until the next question). */
export function faqSections(source: string): FaqSection[] {
  const sections: FaqSection[] = [];
  let question: string | null = null;
  let answer: string[] = [];
  const flush = () => {
    if (question === null) return;
    const body = answer.join("\n").trim();
    if (!body) throw new ContentRenderError(`pytanie bez odpowiedzi: ${question}`);
    sections.push({ question, answer: body });
  };
  for (const line of source.split(/\r?\n/)) {
    const heading = /^##\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      question = heading[1]!;
      answer = [];
    } else if (question !== null) answer.push(line);
    else if (line.trim()) throw new ContentRenderError("tekst przed pierwszym pytaniem (## …)");
  }
  flush();
  return sections;
}

/** FAQ sections → items with the answer rendered. */
export function faqItems(source: string, env: RenderEnv = newEnv()): FaqItem[] {
  return faqSections(source).map(({ question, answer }) => ({
    question,
    html: md.render(answer, { ...env, ids: env.ids, headings: [] }),
    text: plainText(answer),
  }));
}

/** Markdown → plain text (for structured data, search and descriptions). */
export function plainText(source: string): string {
  const tokens = md.parseInline(source.replace(/\r?\n+/g, " "), {});
  return tokens
    .flatMap((t) => t.children ?? [t])
    .filter((t) => t.type === "text" || t.type === "code_inline")
    .map((t) => t.content)
    .join("")
    .replace(/^[#>\-*\d.\s]+/, "")
    .replace(/\s+/g, " ")
    .trim();
}

function newEnv(): RenderEnv {
  return { ids: new Set(), headings: [] };
}

function directive(name: string, attrs: Record<string, string>, inner: string, env: RenderEnv): ContentBlock {
  switch (name) {
    case "cta": {
      const block: CtaBlock = {
        type: "cta",
        href: safeHref(attrs.href),
        label: attrs.label?.trim() || "",
        html: md.render(inner, env),
      };
      if (!block.label) throw new ContentRenderError("przycisk (cta) bez etykiety label");
      return block;
    }
    case "faq": {
      const items = faqItems(inner, env);
      if (items.length === 0) throw new ContentRenderError("blok faq bez pytań");
      return { type: "faq", items };
    }
    case "cars": {
      const { title, limit, ...query } = attrs;
      const n = Number(limit ?? 4);
      if (!Number.isInteger(n) || n < 1 || n > 8) throw new ContentRenderError("cars: limit od 1 do 8");
      return { type: "cars", title: title?.trim() || null, limit: n, query };
    }
    case "calculator": {
      const client = attrs.client ?? "entrepreneur";
      if (client !== "entrepreneur" && client !== "consumer")
        throw new ContentRenderError("calculator: client to entrepreneur albo consumer");
      return { type: "calculator", client };
    }
    case "contact": {
      const form = attrs.form ?? "contact";
      if (form !== "contact" && form !== "dealer" && form !== "partner")
        throw new ContentRenderError("contact: form to contact, dealer albo partner");
      return { type: "contact", form };
    }
    default:
      throw new ContentRenderError(`nieznany blok ::: ${name}`);
  }
}

export interface RenderedContent {
  blocks: ContentBlock[];
  headings: ContentHeading[];
}

/** A piece of a content body: Markdown, or one `:::` block with its attributes and inner text. */
export type BodyPart =
  | { kind: "markdown"; text: string }
  | { kind: "block"; name: string; attrs: Record<string, string>; inner: string };

/** Cuts a body into Markdown and `:::` blocks, line by line (blocks do not nest); empty Markdown is left out. */
export function bodyParts(source: string): BodyPart[] {
  const parts: BodyPart[] = [];
  let markdown: string[] = [];
  const flushMarkdown = () => {
    const text = markdown.join("\n").trim();
    markdown = [];
    if (text) parts.push({ kind: "markdown", text });
  };
  const lines = source.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const open = BLOCK_OPEN.exec(lines[i]!);
    if (!open) {
      markdown.push(lines[i]!);
      continue;
    }
    flushMarkdown();
    const inner: string[] = [];
    let closed = false;
    for (i++; i < lines.length; i++) {
      if (BLOCK_CLOSE.test(lines[i]!)) {
        closed = true;
        break;
      }
      if (BLOCK_OPEN.test(lines[i]!)) throw new ContentRenderError(`blok ::: ${open[1]} nie jest zamknięty`);
      inner.push(lines[i]!);
    }
    if (!closed) throw new ContentRenderError(`blok ::: ${open[1]} nie jest zamknięty`);
    parts.push({
      kind: "block",
      name: open[1]!,
      attrs: attributes(open[2] ?? ""),
      inner: inner.join("\n").trim(),
    });
  }
  flushMarkdown();
  return parts;
}

/** A content body → blocks. Throws ContentRenderError on a malformed block (the tests render every file). */
export function renderContent(source: string): RenderedContent {
  const env = newEnv();
  const blocks = bodyParts(source).map(
    (part): ContentBlock =>
      part.kind === "markdown"
        ? { type: "html", html: md.render(part.text, env) }
        : directive(part.name, part.attrs, part.inner, env),
  );
  return { blocks, headings: env.headings };
}

/** Rendered bodies by content hash: a file is rendered once per process, not once per request. */
function memo<T>(render: (source: string) => T) {
  const cache = new Map<string, T>();
  return (hash: string, source: string): T => {
    let hit = cache.get(hash);
    if (hit === undefined) {
      hit = render(source);
      if (cache.size > 500) cache.delete(cache.keys().next().value!);
      cache.set(hash, hit);
    }
    return hit;
  };
}

export const renderCached = memo(renderContent);
/** A FAQ group's questions, rendered once per file version. */
export const faqItemsCached = memo((source: string) => faqItems(source));
