// The car a leasing request is about, named by exactly one reference: shared by the order's /create and the
// dealer's new offer, which accept different references but must check them the same way.
import type { z } from "@hono/zod-openapi";

/**
 * Adds the car-reference issues of a request body: `refs` (the body's possible references, e.g. variantId,
 * groupId, dictionaryVersionId) must hold exactly one defined value, else `message` on the path "car"; a car
 * from the dictionary (dictionaryVersionId) also needs its production year.
 */
export function addCarRefIssues(
  value: { dictionaryVersionId?: number | undefined; year?: number | undefined },
  refs: readonly unknown[],
  message: string,
  ctx: z.RefinementCtx,
): void {
  if (refs.filter((x) => x !== undefined).length !== 1)
    ctx.addIssue({ code: "custom", path: ["car"], message, input: value });
  if (value.dictionaryVersionId !== undefined && value.year === undefined)
    ctx.addIssue({
      code: "custom",
      path: ["year"],
      message: "Podaj rok produkcji samochodu",
      input: value.year,
    });
}
