import { describe, expect, it } from "vitest";
import { ContentRenderError, faqItems, plainText, polishSpaces, renderContent } from "./content-render.ts";

describe("renderContent", () => {
  it("escapes raw HTML and refuses script links: nothing in a file becomes markup", () => {
    const { blocks } = renderContent(
      '## Tytuł\n\n<script>alert(1)</script> <img src=x onerror="alert(1)">\n\n[klik](javascript:alert(1))',
    );
    const html = blocks.map((b) => (b.type === "html" ? b.html : "")).join("");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
    expect(html).not.toContain('href="javascript:');
  });

  it("gives h2/h3 unique ids from their Polish text and lists them as headings", () => {
    const { blocks, headings } = renderContent("## Jak dołączyć\n\ntekst\n\n### Opłaty\n\n## Jak dołączyć\n");
    expect(headings).toEqual([
      { id: "jak-dolaczyc", text: "Jak dołączyć", level: 2 },
      { id: "oplaty", text: "Opłaty", level: 3 },
      { id: "jak-dolaczyc-2", text: "Jak dołączyć", level: 2 },
    ]);
    expect(blocks[0]).toMatchObject({ type: "html" });
    expect((blocks[0] as { html: string }).html).toContain('<h2 id="jak-dolaczyc">');
  });

  it("wraps tables for scrolling and marks external links", () => {
    const { blocks } = renderContent(
      "| a | b |\n|---|---|\n| 1 | 2 |\n\n[OSM](https://www.openstreetmap.org)",
    );
    const html = (blocks[0] as { html: string }).html;
    expect(html).toContain('<div class="table-wrap"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it("names each table's scrolling region after its section, uniquely", () => {
    const table = "| a | b |\n|---|---|\n| 1 | 2 |";
    const { blocks } = renderContent(`## Limity\n\n${table}\n\n${table}\n\n## Opłaty\n\n${table}`);
    const html = (blocks[0] as { html: string }).html;
    expect([...html.matchAll(/aria-label="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "Tabela 1: Limity",
      "Tabela 2: Limity",
      "Tabela 3: Opłaty",
    ]);
  });

  it("turns ::: blocks into typed blocks between Markdown parts", () => {
    const source = [
      "Wstęp.",
      "",
      '::: cta href="/kalkulator-leasingowy" label="Policz ratę"',
      "Sprawdź **ratę**.",
      ":::",
      "",
      "::: faq",
      "## Ile trwa decyzja?",
      "Zwykle 15 minut.",
      "",
      "## Czy potrzebuję BIK?",
      "Tak, za Twoją zgodą.",
      ":::",
      "",
      '::: cars body="suv" state="new" limit="3" title="SUV-y"',
      ":::",
      '::: calculator client="consumer"',
      ":::",
      '::: contact form="dealer"',
      ":::",
      "Koniec.",
    ].join("\n");
    const { blocks } = renderContent(source);
    expect(blocks.map((b) => b.type)).toEqual([
      "html",
      "cta",
      "faq",
      "cars",
      "calculator",
      "contact",
      "html",
    ]);
    expect(blocks[1]).toMatchObject({ href: "/kalkulator-leasingowy", label: "Policz ratę" });
    expect((blocks[1] as { html: string }).html).toContain("<strong>ratę</strong>");
    expect(blocks[2]).toMatchObject({
      items: [
        { question: "Ile trwa decyzja?", text: "Zwykle 15 minut." },
        { question: "Czy potrzebuję BIK?", text: "Tak, za Twoją zgodą." },
      ],
    });
    expect(blocks[3]).toEqual({
      type: "cars",
      title: "SUV-y",
      limit: 3,
      query: { body: "suv", state: "new" },
    });
    expect(blocks[4]).toEqual({ type: "calculator", client: "consumer" });
    expect(blocks[5]).toEqual({ type: "contact", form: "dealer" });
  });

  it("names what is wrong with a malformed block", () => {
    expect(() => renderContent("::: faq\n## Pytanie\nOdpowiedź")).toThrow(/nie jest zamknięty/);
    expect(() => renderContent("::: wideo\n:::")).toThrow(/nieznany blok ::: wideo/);
    expect(() => renderContent('::: cta href="//evil.example" label="x"\n:::')).toThrow(ContentRenderError);
    expect(() => renderContent('::: cta href="javascript:alert(1)" label="x"\n:::')).toThrow(/adres/);
    expect(() => renderContent('::: cta href="/kontakt"\n:::')).toThrow(/etykiety/);
    expect(() => renderContent('::: cars limit="20"\n:::')).toThrow(/limit/);
    expect(() => renderContent("::: faq\n## Pytanie bez odpowiedzi\n:::")).toThrow(/bez odpowiedzi/);
  });

  it("accepts e-mail and phone buttons", () => {
    const { blocks } = renderContent('::: cta href="mailto:prasa@leasingowo.pl" label="Napisz"\nTekst\n:::');
    expect(blocks[0]).toMatchObject({ type: "cta", href: "mailto:prasa@leasingowo.pl" });
  });
});

describe("faqItems and plainText", () => {
  it("reads questions from level-2 headings", () => {
    expect(faqItems("## A?\nTak.\n\n## B?\n- jeden\n- dwa").map((i) => i.question)).toEqual(["A?", "B?"]);
    expect(() => faqItems("wstęp\n## A?\nTak.")).toThrow(/przed pierwszym pytaniem/);
  });
  it("strips Markdown to text", () => {
    expect(plainText("**Tak** — [zobacz](/kontakt) `kod`.")).toBe("Tak — zobacz kod.");
  });
});

describe("Polish typesetting", () => {
  it("keeps numbers, their units and one-letter words on one line", () => {
    expect(polishSpaces("Limit 150 000 zł i 11,5 % w 2026 r. z VAT")).toBe(
      "Limit 150\u00a0000\u00a0zł i\u00a011,5\u00a0% w\u00a02026\u00a0r. z\u00a0VAT",
    );
    expect(polishSpaces("a w domu")).toBe("a\u00a0w\u00a0domu");
    // A number followed by an ordinary word is left alone.
    expect(polishSpaces("5 lat, 12 miesięcy")).toBe("5 lat, 12 miesięcy");
  });
});
