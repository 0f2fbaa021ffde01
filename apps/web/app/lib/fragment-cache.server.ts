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

/** The JSON of objects a part's props hold, by the object (never changed, as props are not). */
const jsonOf = new WeakMap<object, string>();
/** Below this, serialising again costs less than remembering. */
const MIN_REMEMBERED_JSON = 256;

/**
 * A part's key: its name and its props serialised, each object prop's JSON remembered by the object. The
 * big props of a part (the filters' options and counts, the footer's columns) come from cached API answers
 * and are the same objects on every answer, so their JSON is made once rather than in every render.
 */
export function propsKey(name: string, props: object): string {
  let key = name;
  for (const [prop, value] of Object.entries(props)) {
    let json: string | undefined;
    if (typeof value === "object" && value !== null) {
      json = jsonOf.get(value);
      if (json === undefined) {
        json = JSON.stringify(value);
        if (json.length >= MIN_REMEMBERED_JSON) jsonOf.set(value, json);
      }
    } else json = JSON.stringify(value);
    key += `\u0000${prop}:${json}`;
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
