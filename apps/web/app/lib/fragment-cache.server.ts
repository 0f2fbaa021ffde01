import { type ComponentType, createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";

const MAX_VARIANTS_PER_OBJECT = 16;

/** React's static markup puts a preload link first for each image it draws; the page's own render has them in its head. */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;

/** A part's HTML, encoded as UTF-8 once: the page's answer takes the bytes as they are (lib/kept-splice.server.ts). */
export type PartBytes = Buffer;

/**
 * The static HTML of the parts of a page the browser keeps as served (components/kept-as-served.tsx), such
 * as the car cards and the filters of a search page. A part is a component drawn from its props alone (no
 * hooks, no context), so its name and its props, serialised, are a key that says everything it shows. A
 * page rendered for one visitor's own leasing parameters, favourites or comparison still shares most of
 * its cards with other answers; drawing each card once instead of in every render takes React's work for
 * them out of the render (docs/benchmarks.md). The browser never hydrates these parts, so the static markup
 * (which has no hydration markers) is what it keeps.
 *
 * Least recently used first out, within `maxBytes` (counting the keys as UTF-16 and the HTML's bytes); 0
 * keeps nothing, so every part is drawn for every answer.
 */
export class FragmentCache {
  readonly #entries = new Map<string, PartBytes>();
  /** Parts by the object they were drawn from (drawFrom); gone with the object. */
  readonly #byObject = new WeakMap<object, Map<string, PartBytes>>();
  #bytes = 0;
  hits = 0;
  misses = 0;

  readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  /**
   * The part drawn from `object` (never changed) and props whose other content `rest` says: found by the
   * object when it was drawn from it before, without serialising the props. A part drawn from the same
   * content in another object (a fresh API answer) is found in the cache as `draw` finds it.
   */
  drawFrom<P extends object>(
    name: string,
    component: ComponentType<P>,
    props: P,
    by: { object: object; rest: string },
  ): PartBytes {
    if (this.maxBytes <= 0) return this.draw(name, component, props);
    const key = `${name}${by.rest}`;
    let drawn = this.#byObject.get(by.object);
    const kept = drawn?.get(key);
    if (kept !== undefined) {
      this.hits++;
      return kept;
    }
    const html = this.draw(name, component, props);
    if (!drawn) {
      drawn = new Map();
      this.#byObject.set(by.object, drawn);
    }
    // A few visitors' variants of one object (their leasing parameters, their lists) at most.
    if (drawn.size >= MAX_VARIANTS_PER_OBJECT) drawn.delete(drawn.keys().next().value!);
    drawn.set(key, html);
    return html;
  }

  draw<P extends object>(name: string, component: ComponentType<P>, props: P): PartBytes {
    if (this.maxBytes <= 0) {
      // Nothing is kept: no key to make.
      this.misses++;
      return Buffer.from(staticMarkup(createElement(component, props)));
    }
    const key = propsKey(name, props);
    const kept = this.#entries.get(key);
    if (kept !== undefined) {
      this.hits++;
      // Newest last: the Map's order is the eviction order.
      this.#entries.delete(key);
      this.#entries.set(key, kept);
      return kept;
    }
    this.misses++;
    const html = Buffer.from(staticMarkup(createElement(component, props)));
    const size = 2 * key.length + html.length;
    if (size > this.maxBytes) return html;
    this.#entries.set(key, html);
    this.#bytes += size;
    for (const [oldKey, oldHtml] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldKey);
      this.#bytes -= 2 * oldKey.length + oldHtml.length;
    }
    return html;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }
}

/** Below this, a prop's JSON goes into the key as it is: serialising again costs less than remembering. */
const MIN_NAMED_JSON = 256;
/** The JSON the content ids below hold at most (UTF-16 units); then they start afresh. */
const MAX_NAMED_JSON = 4 * 1024 * 1024;

/** A number for each content of a big prop seen, and for each object the number of its content. */
const idOfObject = new WeakMap<object, string>();
const idOfJson = new Map<string, string>();
let namedJson = 0;
let nextId = 0;

/**
 * A short name for an object's content: the object's JSON is made once (an object a part is drawn from is
 * never changed, as props are not), and two objects of the same content share a name. Names are never
 * given twice, so after a fresh start an old name only stops being found.
 */
function contentName(value: object): string {
  let id = idOfObject.get(value);
  if (id !== undefined) return id;
  const json = JSON.stringify(value);
  if (json.length < MIN_NAMED_JSON) return json;
  id = idOfJson.get(json);
  if (id === undefined) {
    if (namedJson + json.length > MAX_NAMED_JSON) {
      idOfJson.clear();
      namedJson = 0;
    }
    id = `#${nextId++}`;
    idOfJson.set(json, id);
    namedJson += json.length;
  }
  idOfObject.set(value, id);
  return id;
}

/**
 * A part's key: its name and its props, each small prop serialised and each big one (the filters' options
 * and counts, the footer's columns, a variant's colours) by the short name of its content. Those come from
 * cached API answers and are the same objects on every answer, so their JSON is made once, and the key
 * stays short for the cache's map to hash and compare.
 */
export function propsKey(name: string, props: object): string {
  let key = name;
  for (const [prop, value] of Object.entries(props)) {
    const part = typeof value === "object" && value !== null ? contentName(value) : JSON.stringify(value);
    key += `\u0000${prop}:${part}`;
  }
  return key;
}

/**
 * A part's HTML without hydration markers. react-dom's legacy static renderer is a module of its own, so
 * it may run inside the page's streaming render without disturbing it.
 */
export function staticMarkup(node: ReactNode): string {
  return renderToStaticMarkup(node).replace(LEADING_PRELOADS, "");
}
