// Leasing parameters without Zod: the lenient parser of the `vhs_f` cookie and URL queries and the compact
// serialisation — what every page's leasing store needs. The Polish field messages and the strict check of
// forms are in leasing-params-check.ts; the Zod schemas in leasing-params.ts. Kept apart so browser code
// carries only what it uses.
// SPEC §3 (fields), §5 (parsed to integers except client; repurchase limited by duration), §9 (constants).
import {
  type ClientType,
  DEFAULT_PARAMS,
  type Duration,
  INITIAL_FEE_RANGE,
  isClientType,
  isDuration,
  type LeasingParams,
  MAX_REPURCHASE_BY_DURATION,
  REPURCHASE_MIN,
} from "./leasing-constants.ts";

export type LeasingParamsInput = Record<string, unknown> | URLSearchParams | string | null | undefined;

/** Integer parsing with `parseInt` semantics ("48" → 48, "25%" → 25, 25.9 → 25); NaN when impossible. */
function toInteger(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? Math.trunc(value) : Number.NaN;
  if (typeof value !== "string") return Number.NaN;
  const match = /^\s*([+-]?\d+)/.exec(value);
  return match ? Number.parseInt(match[1]!, 10) : Number.NaN;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Turns a cookie value (JSON, URI-encoded JSON or urlencoded pairs) into a plain record. */
function recordFromString(raw: string): Record<string, unknown> {
  let text = raw.trim();
  if (/^%7B/i.test(text)) text = decodeSafely(text);
  if (text.startsWith("{")) {
    try {
      const parsed: unknown = JSON.parse(text);
      return isPlainObject(parsed) ? parsed : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text.replace(/^\?/, "")));
}

function toRecord(input: LeasingParamsInput): Record<string, unknown> {
  if (input == null) return {};
  if (typeof input === "string") return recordFromString(input);
  if (input instanceof URLSearchParams) return Object.fromEntries(input);
  return isPlainObject(input) ? input : {};
}

/** Caps a buy-out into [REPURCHASE_MIN, max for the term]. */
export function clampRepurchase(repurchase: number, duration: Duration): number {
  return Math.min(MAX_REPURCHASE_BY_DURATION[duration], Math.max(REPURCHASE_MIN, repurchase));
}

/**
 * Lenient parser for the `vhs_f` cookie and URL queries. Never throws: every invalid field falls back to
 * its own default. Rules: duration must be one of DURATIONS; initial fee out of 0–45 → default; buy-out
 * is capped at the term's maximum and raised to REPURCHASE_MIN (SPEC §5, §9).
 */
export function parseLeasingParams(input: LeasingParamsInput): LeasingParams {
  const record = toRecord(input);

  const client: ClientType = isClientType(record.client) ? record.client : DEFAULT_PARAMS.client;

  const durationValue = toInteger(record.duration);
  const duration: Duration = isDuration(durationValue) ? durationValue : DEFAULT_PARAMS.duration;

  const feeValue = toInteger(record.initialFee);
  const initialFee =
    feeValue >= INITIAL_FEE_RANGE.min && feeValue <= INITIAL_FEE_RANGE.max
      ? feeValue
      : DEFAULT_PARAMS.initialFee;

  const repurchaseValue = toInteger(record.repurchase);
  const repurchase = clampRepurchase(
    Number.isNaN(repurchaseValue) ? DEFAULT_PARAMS.repurchase : repurchaseValue,
    duration,
  );

  return { client, duration, initialFee, repurchase };
}

/** Compact URL-safe form, e.g. `client=entrepreneur&duration=60&initialFee=25&repurchase=35`. */
export function serializeLeasingParams(params: LeasingParams): string {
  return new URLSearchParams({
    client: params.client,
    duration: String(params.duration),
    initialFee: String(params.initialFee),
    repurchase: String(params.repurchase),
  }).toString();
}
