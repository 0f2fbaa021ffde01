/**
 * Data for a section below the fold that a loader started without waiting for it, read once the page's
 * own data is in. When it has come by then (a cached answer: the usual case), or comes before the event
 * loop's next turn, the page gets the value and draws the section in its first pass; otherwise it gets
 * the promise, and the section streams into the same answer when the data comes (React Router's
 * `<Await>`). A streamed section costs every answer a Suspense boundary, a second pass of the render,
 * React's script that swaps the section in, and hydration data of its own: worth it only while the data
 * is really on its way.
 */
export async function readyOrStreamed<T>(promise: Promise<T>): Promise<{ data: T | Promise<T> }> {
  let settled: { value: T } | null = null;
  const done = promise.then(
    (value) => {
      settled = { value };
    },
    // A failure is the section's own (its <Await> shows nothing); the promise still carries it.
    () => {},
  );
  await Promise.race([done, new Promise<void>((resolve) => setImmediate(resolve))]);
  return { data: settled ? (settled as { value: T }).value : promise };
}
