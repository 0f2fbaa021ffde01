/**
 * Whether an answer has data still on its way: a section below the fold that a loader handed over as a
 * promise (lib/deferred.ts), a top-level value of that route's data as React Router's `<Await>` takes
 * it. Only then is it worth sending the page before everything is drawn. Otherwise the whole page is
 * written at once. Sending the shell early anyway costs each answer React's script that swaps streamed
 * parts in (about 1.2 KB) and a hidden copy of the hydration data's Suspense boundary, because React
 * Router's hydration data is itself written after the shell. A promise nested deeper than the top level
 * only makes the answer wait for it.
 */
export function waitsForStreamedData(loaderData: Record<string, unknown> | null | undefined): boolean {
  if (!loaderData) return false;
  for (const data of Object.values(loaderData)) {
    if (data === null || typeof data !== "object") continue;
    for (const value of Object.values(data)) if (value instanceof Promise) return true;
  }
  return false;
}
