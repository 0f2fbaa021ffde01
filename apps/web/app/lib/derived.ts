/**
 * `derive`, remembered by its argument: what a page makes from a cached API answer (an object that is never
 * changed) is made once per answer, and every render gets the same object. The fragment cache then knows
 * a kept part's props by that object instead of serialising them again (lib/fragment-cache.server.ts).
 * In the browser it is `derive` itself: only the server's fragment cache needs the same object again.
 */
export function derivedFrom<S extends object, T>(derive: (source: S) => T): (source: S) => T {
  if (!import.meta.env.SSR) return derive;
  const made = new WeakMap<S, T>();
  return (source) => {
    if (made.has(source)) return made.get(source) as T;
    const value = derive(source);
    made.set(source, value);
    return value;
  };
}
