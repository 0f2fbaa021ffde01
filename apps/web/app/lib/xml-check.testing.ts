// For tests of the drawn SVG pictures: a strict well-formedness check for the small subset of XML they
// use (elements, double-quoted attributes, text with its &, < and > escaped; no comments, CDATA or
// processing instructions), so a
// broken drawing fails a test instead of showing as a blank image in the browser.

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
}

const TAG = /^<(\/?)([A-Za-z][\w:.-]*)((?:\s+[A-Za-z_:][\w:.-]*="[^"<&]*")*)\s*(\/?)>$/;
const ATTR = /([A-Za-z_:][\w:.-]*)="([^"]*)"/g;

/** The document's elements in order; throws when it is not one well-formed element tree. */
export function parseXmlElements(xml: string): XmlElement[] {
  const elements: XmlElement[] = [];
  const open: string[] = [];
  let roots = 0;
  let at = 0;
  while (at < xml.length) {
    const start = xml.indexOf("<", at);
    const text = xml.slice(at, start === -1 ? xml.length : start);
    if (text.trim() !== "" && open.length === 0) throw new Error(`text outside the root at ${at}`);
    if (/[>]|&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-f]+);)/i.test(text)) {
      throw new Error(`unescaped text at ${at}: ${text.slice(0, 20)}`);
    }
    if (start === -1) break;
    const end = xml.indexOf(">", start);
    if (end === -1) throw new Error(`unclosed tag at ${start}`);
    const match = TAG.exec(xml.slice(start, end + 1));
    if (!match) throw new Error(`malformed tag at ${start}: ${xml.slice(start, end + 1)}`);
    const [, closing, name, attrText, selfClosing] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    if (closing) {
      if (attrText || selfClosing) throw new Error(`malformed closing tag </${name}>`);
      if (open.pop() !== name) throw new Error(`</${name}> closes the wrong element`);
    } else {
      if (open.length === 0 && ++roots > 1) throw new Error("more than one root element");
      const attrs: Record<string, string> = {};
      for (const [, key, value] of attrText.matchAll(ATTR)) {
        if (key! in attrs) throw new Error(`<${name}> repeats the attribute ${key}`);
        attrs[key!] = value!;
      }
      elements.push({ name, attrs });
      if (!selfClosing) open.push(name);
    }
    at = end + 1;
  }
  if (open.length > 0) throw new Error(`<${open.at(-1)}> is never closed`);
  if (roots !== 1) throw new Error("no root element");
  return elements;
}
