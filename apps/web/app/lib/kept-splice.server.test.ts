import { describe, expect, it } from "vitest";
import { KeptSplice } from "./kept-splice.server.ts";

/** What comes out of the splice's stream when `chunks` are written to it, one by one. */
async function through(splice: KeptSplice, chunks: (string | Buffer)[]): Promise<string> {
  const stream = splice.stream();
  const out: Buffer[] = [];
  stream.on("data", (b: Buffer) => out.push(b));
  const ended = new Promise((resolve) => stream.on("end", resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await ended;
  return Buffer.concat(out).toString();
}

describe("KeptSplice", () => {
  const card = Buffer.from("<li>Škoda Octavia – 1 200 zł</li>");
  const form = Buffer.from("<fieldset>Marka</fieldset>");

  it("puts each part's bytes where React wrote its marker", async () => {
    const splice = new KeptSplice("AbC123xy");
    const page = `<ul>${splice.marker(card)}${splice.marker(card)}</ul><form>${splice.marker(form)}</form>`;
    expect(page).not.toContain("Škoda");
    expect(await through(splice, [page])).toBe(
      `<ul>${card}${card}</ul><form><fieldset>Marka</fieldset></form>`,
    );
  });

  it("finds a marker cut across chunks, at every place it can be cut", async () => {
    const page = (s: KeptSplice) => `<main>zł ${s.marker(card)} ż</main>`;
    const whole = Buffer.from(page(new KeptSplice("AbC123xy")));
    for (let cut = 1; cut < whole.length; cut++) {
      const splice = new KeptSplice("AbC123xy");
      const bytes = Buffer.from(page(splice));
      expect(await through(splice, [bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toBe(
        `<main>zł ${card} ż</main>`,
      );
    }
    // Byte by byte.
    const splice = new KeptSplice("AbC123xy");
    const bytes = Buffer.from(page(splice));
    const single = Array.from(bytes, (b) => Buffer.from([b]));
    expect(await through(splice, single)).toBe(`<main>zł ${card} ż</main>`);
  });

  it("leaves alone what only looks like a marker: another answer's, or text with the same characters", async () => {
    const splice = new KeptSplice("AbC123xy");
    const mine = splice.marker(card);
    const theirs = new KeptSplice("ZZZ999zz").marker(form);
    const lookalike = "\uE000AbC123xy7\uE001"; // a part this answer never had
    const text = `a\uE000b\uE001c ${theirs} ${lookalike} ${mine}`;
    expect(await through(splice, [text])).toBe(`a\uE000b\uE001c ${theirs} ${lookalike} ${card}`);
  });

  it("passes a page without markers through as it is, strings and bytes alike", async () => {
    const splice = new KeptSplice("AbC123xy");
    const text = "<p>Leasing samochodów – rata od 1 234,56 zł</p>\uE000";
    expect(await through(splice, [text.slice(0, 10), Buffer.from(text.slice(10))])).toBe(text);
  });

  it("takes an answer's nonce as its token, or makes one", async () => {
    const splice = KeptSplice.forAnswer("AbC123xy/+Qw==");
    expect(splice.marker(card)).toBe("\uE000AbC123xy/+Qw0\uE001");
    const made = KeptSplice.forAnswer("");
    expect(made.marker(card)).toMatch(/^\uE000[0-9a-f]{24}0\uE001$/);
    expect(await through(made, [made.marker(form)])).toBe(form.toString());
  });

  it("sends what is written between two of React's flushes as one chunk, and the rest at the end", async () => {
    const splice = new KeptSplice("AbC123xy");
    const stream = splice.stream();
    const out: Buffer[] = [];
    stream.on("data", (b: Buffer) => out.push(b));
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.write(`<ul>${splice.marker(card)}`);
    stream.write(`${splice.marker(card)}</ul>`);
    stream.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(out.map(String)).toEqual([`<ul>${card}${card}</ul>`]);
    stream.write(`<form>${splice.marker(form)}`);
    stream.write("</form>");
    stream.end();
    await ended;
    expect(out.map(String)).toEqual([`<ul>${card}${card}</ul>`, `<form>${form}</form>`]);
  });

  it("does not hold more than a few chunks when the writer never flushes", async () => {
    const splice = new KeptSplice("AbC123xy");
    const stream = splice.stream();
    const out: Buffer[] = [];
    stream.on("data", (b: Buffer) => out.push(b));
    const chunk = Buffer.alloc(4096, "a");
    for (let i = 0; i < 40; i++) stream.write(chunk);
    await new Promise((resolve) => setImmediate(resolve));
    expect(out.length).toBeGreaterThan(1);
    expect(out.every((b) => b.length <= 68 * 1024)).toBe(true);
    stream.end();
  });

  it("takes letters and digits only as a token", () => {
    expect(() => new KeptSplice("")).toThrow();
    expect(() => new KeptSplice('a"b<c>d')).toThrow();
  });
});
