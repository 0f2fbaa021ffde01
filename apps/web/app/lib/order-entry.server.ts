// Starting an online order on the server: the body of POST /digital-order/create from a
// "Zamów online" form, the call itself (through order.server.ts), and what the visitor gets back — the
// order's cookie and the way to /zamow/{uuid}, or a Polish error.

import type { LeasingParams } from "@vhs/domain/leasing-constants.ts";
import { checkLeasingParams } from "@vhs/domain/leasing-params-check.ts";
import type { ApiClient } from "./api.server.ts";
import { campaignOf } from "./campaign.server.ts";
import { paramsFromCookieHeader } from "./leasing-params.ts";
import {
  type CreateOrderBody,
  createOrder,
  rememberOrderCookie,
  validOrderSecret,
  validOrderUuid,
} from "./order.server.ts";
import type { OrderErrorCode } from "./order-entry.ts";
import { fieldErrorsOf } from "./order-types.ts";

const PARAM_FIELDS = ["client", "duration", "initialFee", "repurchase"] as const;
const GROUP_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** One field's message from an API error body (`{message, field?, fields?[]}`). */
export interface ApiFieldError {
  field: string;
  message: string;
}

/** The same reading of `{message, field?, fields?[]}` as the order form (`fieldErrorsOf`), as a list. */
export function apiErrorFields(body: unknown): ApiFieldError[] {
  return Object.entries(fieldErrorsOf(body)).map(([field, message]) => ({ field, message }));
}

/** A positive 32-bit integer from a form field, or null. */
export function positiveId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

export function validGroupId(value: string | null | undefined): value is string {
  return typeof value === "string" && GROUP_ID.test(value);
}

export type ParamsFromForm =
  | { ok: true; params: LeasingParams; fromForm: boolean }
  | { ok: false; errors: Partial<Record<keyof LeasingParams, string>> };

/**
 * The leasing parameters of an order: the form's, when it carries any of them (they must then be valid),
 * else the visitor's own from the `vhs_f` cookie (defaults when absent).
 */
export function orderParams(values: Record<string, string>, cookieHeader: string | null): ParamsFromForm {
  if (PARAM_FIELDS.some((f) => values[f] !== undefined)) {
    const checked = checkLeasingParams(values);
    return checked.params
      ? { ok: true, params: checked.params, fromForm: true }
      : { ok: false, errors: checked.errors };
  }
  return { ok: true, params: paramsFromCookieHeader(cookieHeader), fromForm: false };
}

export type StartResult =
  | { ok: true; uuid: string; location: string; cookie: string }
  | { ok: false; code: OrderErrorCode; status: number; fields: ApiFieldError[] };

const CAR_FIELDS = new Set(["car", "variantId", "groupId", "dictionaryVersionId"]);
const PARAMS_FIELDS = new Set<string>(PARAM_FIELDS);

/**
 * POST /digital-order/create with the rendered form's idempotency key: a double submit of one form gives
 * one order. The same key with another body (the visitor changed the parameters in between) is a new
 * order on purpose: the call is repeated without the key.
 */
export async function startOrder(
  api: ApiClient,
  request: Request,
  requested: CreateOrderBody,
  idempotencyKey: string | null,
  /** The form's `campaign` field (JSON from session storage); else the entry cookie's campaign keys. */
  campaignField?: unknown,
): Promise<StartResult> {
  const campaign = campaignOf(campaignField, request.headers.get("cookie"));
  const body: CreateOrderBody = campaign ? { ...requested, campaign } : requested;
  let result = await createOrder(api, body, idempotencyKey);
  if (
    result.error &&
    result.status === 422 &&
    apiErrorFields(result.body).some((f) => f.field === "idempotency-key")
  ) {
    result = await createOrder(api, body, null);
  }
  if (!result.error) {
    const { uuid, secret } = result.data;
    if (validOrderUuid(uuid) && validOrderSecret(secret)) {
      return {
        ok: true,
        uuid,
        location: `/zamow/${uuid}`,
        cookie: rememberOrderCookie(request, uuid, secret),
      };
    }
    return { ok: false, code: "blad", status: 502, fields: [] };
  }
  const fields = apiErrorFields(result.body);
  let code: OrderErrorCode = "blad";
  if (result.status === 404 || fields.some((f) => CAR_FIELDS.has(f.field))) code = "niedostepny";
  else if (fields.some((f) => PARAMS_FIELDS.has(f.field))) code = "parametry";
  return { ok: false, code, status: result.status, fields };
}
