// The strict check of leasing parameters in forms, without Zod, and the Polish message of each field (the
// Zod schemas of leasing-params.ts use the same ones). SPEC §3, §5.
import {
  type ClientType,
  type Duration,
  INITIAL_FEE_RANGE,
  isClientType,
  isDuration,
  type LeasingParams,
  MAX_REPURCHASE_BY_DURATION,
  REPURCHASE_MIN,
} from "./leasing-constants.ts";

// Polish messages, one per field (used by the Zod schemas and by `checkLeasingParams`).
export const MSG_CLIENT =
  "Rodzaj klienta musi mieć wartość „entrepreneur” (Dla firmy) lub „consumer” (Prywatnie)";
export const MSG_DURATION = "Okres leasingu musi wynosić 36, 48 lub 60 miesięcy";
export const MSG_INITIAL_FEE = `Opłata wstępna musi być liczbą całkowitą od ${INITIAL_FEE_RANGE.min} do ${INITIAL_FEE_RANGE.max} %`;
export const MSG_REPURCHASE = `Wykup musi być liczbą całkowitą nie mniejszą niż ${REPURCHASE_MIN} %`;
/** Above the highest buyout of any duration (the cap of the chosen one is checked with the duration). */
export const MSG_REPURCHASE_MAX = `Wykup nie może przekraczać ${MAX_REPURCHASE_BY_DURATION[36]} % (${MAX_REPURCHASE_BY_DURATION[48]} % przy 48 miesiącach, ${MAX_REPURCHASE_BY_DURATION[60]} % przy 60)`;

export function repurchaseCapMessage(duration: Duration): string {
  return `Wykup nie może przekraczać ${MAX_REPURCHASE_BY_DURATION[duration]} % przy okresie ${duration} miesięcy`;
}

function strictInteger(value: unknown): number {
  if (typeof value === "number") return Number.isInteger(value) ? value : Number.NaN;
  if (typeof value === "string" && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

/**
 * The strict rules of `leasingParamsSchema` without Zod, for forms in the browser: the first Polish
 * message per invalid field (`{}` when everything is valid) and the parameters when valid.
 */
export function checkLeasingParams(record: Record<string, unknown>): {
  params: LeasingParams | null;
  errors: Partial<Record<keyof LeasingParams, string>>;
} {
  const errors: Partial<Record<keyof LeasingParams, string>> = {};
  const client = record.client;
  if (!isClientType(client)) errors.client = MSG_CLIENT;
  const duration = strictInteger(record.duration);
  if (!isDuration(duration)) errors.duration = MSG_DURATION;
  const initialFee = strictInteger(record.initialFee);
  if (!(initialFee >= INITIAL_FEE_RANGE.min && initialFee <= INITIAL_FEE_RANGE.max))
    errors.initialFee = MSG_INITIAL_FEE;
  const repurchase = strictInteger(record.repurchase);
  if (!(repurchase >= REPURCHASE_MIN)) errors.repurchase = MSG_REPURCHASE;
  if (Object.keys(errors).length > 0) return { params: null, errors };
  // The cross-field cap is checked once every field is valid, as the Zod schema's refinement is.
  if (repurchase > MAX_REPURCHASE_BY_DURATION[duration as Duration]) {
    return { params: null, errors: { repurchase: repurchaseCapMessage(duration as Duration) } };
  }
  return {
    params: { client: client as ClientType, duration: duration as Duration, initialFee, repurchase },
    errors,
  };
}
