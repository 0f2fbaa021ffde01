// Leasing parameters: lenient parsing (cookie `vhs_f`, URL query) and strict API validation.
// SPEC §3 (fields), §5 (parsed to integers except client; repurchase limited by duration), §9 (constants).
import { z } from "zod";
import {
  CLIENT_TYPES,
  INITIAL_FEE_RANGE,
  isDuration,
  MAX_REPURCHASE_BY_DURATION,
  REPURCHASE_MIN,
} from "./leasing-constants.ts";
import {
  MSG_CLIENT,
  MSG_DURATION,
  MSG_INITIAL_FEE,
  MSG_REPURCHASE,
  repurchaseCapMessage,
} from "./leasing-params-check.ts";

// The lenient parser and the serialiser (leasing-params-parse.ts) and the strict check of forms
// (leasing-params-check.ts) need no Zod, so browser code can use them; they are re-exported here so existing
// imports keep working.
export { checkLeasingParams, repurchaseCapMessage } from "./leasing-params-check.ts";
export {
  clampRepurchase,
  type LeasingParamsInput,
  parseLeasingParams,
  serializeLeasingParams,
} from "./leasing-params-parse.ts";

// ---------------------------------------------------------------------------------------------------------
// Strict validation for the API (a failure should become HTTP 422). Numeric strings are accepted so that
// the same schema validates JSON bodies and query strings.

function integerField(message: string) {
  return z.preprocess(
    (value) => (typeof value === "string" && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int({ error: message, abort: true }),
  );
}

/** The object without the cross-field rule; `.extend()` it and add `addRepurchaseCapIssue` again. */
export const leasingParamsObjectSchema = z.object({
  client: z.enum(CLIENT_TYPES, { error: MSG_CLIENT }),
  duration: integerField(MSG_DURATION).refine((value) => isDuration(value), { error: MSG_DURATION }),
  initialFee: integerField(MSG_INITIAL_FEE).refine(
    (value) => value >= INITIAL_FEE_RANGE.min && value <= INITIAL_FEE_RANGE.max,
    { error: MSG_INITIAL_FEE },
  ),
  repurchase: integerField(MSG_REPURCHASE).refine((value) => value >= REPURCHASE_MIN, {
    error: MSG_REPURCHASE,
  }),
});

/** Cross-field rule: buy-out ≤ maximum for the term (SPEC §9), reported on path ["repurchase"]. */
export function addRepurchaseCapIssue(
  value: { duration: number; repurchase: number },
  ctx: z.RefinementCtx,
): void {
  if (!isDuration(value.duration)) return;
  if (value.repurchase > MAX_REPURCHASE_BY_DURATION[value.duration]) {
    ctx.addIssue({
      code: "custom",
      message: repurchaseCapMessage(value.duration),
      path: ["repurchase"],
      input: value.repurchase,
    });
  }
}

export const leasingParamsSchema = leasingParamsObjectSchema.superRefine(addRepurchaseCapIssue);

/** Helper for the API: first Polish message per field, e.g. `{ repurchase: "Wykup nie może…" }`. */
export function leasingParamsErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    out[key] ??= issue.message;
  }
  return out;
}
