// The answers to PIN outcomes (pin.ts), shared by the personal form and the link recovery: 429 with the
// time a new code may be sent, 422 naming the field "pin", 423 once five wrong tries locked the code.
import type { Context } from "hono";
import type { PinIssueError, PinVerifyError } from "../integrations/pin.ts";
import type { OfferDeps } from "../lib/offer-config.ts";
import { pinResendAt, pinRules } from "../lib/offer-view.ts";
import type { AppEnv } from "../lib/openapi.ts";
import { errorContent, fieldError, NO_STORE, warsawTime } from "./offers-common.ts";

type C = Context<AppEnv>;

export const E423 = {
  423: errorContent("Pięć błędnych prób: kod zablokowany; `retryAt` mówi, od kiedy można wysłać nowy"),
};

export function pinIssueFailure(c: C, error: PinIssueError, now: number) {
  if (error.code === "TOO_MANY_SENDS") {
    const seconds = Math.max(1, Math.ceil((error.retryAt - now) / 1000));
    return c.json(
      {
        error: true as const,
        code: "PIN_SEND_LIMIT",
        message: `${error.message.replace(/\.$/, "")} (od ${warsawTime(error.retryAt)}).`,
        retryAt: new Date(error.retryAt).toISOString(),
      },
      429,
      { ...NO_STORE, "Retry-After": String(seconds) },
    );
  }
  if (error.code === "SMS_FAILED")
    return c.json({ error: true as const, code: "SMS_FAILED", message: error.message }, 502, NO_STORE);
  return fieldError(c, "phone", error.message);
}

/** The locked answer: the form is locked, and from when a new code can be sent. */
export async function pinLocked(c: C, deps: OfferDeps, pinOfferId: string, phone: string) {
  const now = deps.now();
  const resendAt = await pinResendAt(deps, pinOfferId, phone, now);
  const when = resendAt === null ? "już teraz" : `od ${warsawTime(resendAt)}`;
  return c.json(
    {
      error: true as const,
      code: "PIN_LOCKED",
      message: `Formularz został zablokowany po ${pinRules(deps).maxAttempts} błędnych próbach wpisania kodu. Nowy kod SMS możesz wysłać ${when}.`,
      retryAt: new Date(resendAt ?? now).toISOString(),
    },
    423,
    NO_STORE,
  );
}

/** Every other verification failure: 422 on the field "pin" with pin.ts's Polish message. */
export function pinVerifyFailure(c: C, error: Exclude<PinVerifyError, { code: "LOCKED" }>) {
  return c.json(
    {
      error: true as const,
      code: `PIN_${error.code}`,
      message: error.message,
      field: "pin",
      fields: [{ field: "pin", message: error.message }],
    },
    422,
    NO_STORE,
  );
}
