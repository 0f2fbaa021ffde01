// The server side of /oferta/{token}: the offer (GET /offer), and each form's POST by its `intent` —
// store, regenerate-pin, confirm-pin, upload, delete, pay — through the one API client. Every form works
// without JavaScript: a saved form redirects (303) back to the page with a `?wynik=` notice, a refused
// one renders the page again with the Polish messages and what was typed.
import { OFFER_API, type OfferView } from "@vhs/domain/offer-contract.ts";
import { data, type RouterContextProvider, redirect, redirectDocument } from "react-router";
import type { ApiClient, ApiResult } from "./api.server.ts";
import { apiContext, serverContext } from "./context.ts";
import { notFound } from "./http.ts";
import type { GoneOffer, OfferNotice, UploadAnswer } from "./offer.ts";
import { type FormValues, missingConsents, personalBody } from "./offer-form.ts";
import { isOfferToken } from "./offer-path.ts";
import { forwardUpload } from "./offer-upload.server.ts";
import { safeBankUrl } from "./order-page.server.ts";
import { asOrderError, fieldErrorsOf } from "./order-types.ts";

type Ctx = Readonly<RouterContextProvider>;

export const offerPath = (token: string, notice?: OfferNotice, hash = "") =>
  `/oferta/${token}${notice ? `?wynik=${notice}` : ""}${hash}`;

const pathOf = (request: Request) => new URL(request.url).pathname.replace(/\.data$/, "");

/** The token of the address, or the Polish 404 (a malformed token never reaches the API). */
export function offerToken(request: Request, param: string | undefined): string {
  if (!isOfferToken(param)) notFound(pathOf(request));
  return param;
}

export type OfferLookup = { kind: "offer"; offer: OfferView } | { kind: "gone"; gone: GoneOffer };

/** GET /offer?uuid={token}: an unknown token is the Polish 404, an unreachable API the 503 page. */
export async function lookUpOffer(api: ApiClient, request: Request, token: string): Promise<OfferLookup> {
  const result = await api.get<OfferView>(OFFER_API.view, { uuid: token });
  if (!result.error) return { kind: "offer", offer: result.data };
  if (result.status === 410) {
    const error = asOrderError(result.body);
    return {
      kind: "gone",
      gone: {
        code: error?.code === "OFFER_WITHDRAWN" ? "OFFER_WITHDRAWN" : "OFFER_EXPIRED",
        message: error?.message ?? "Ta oferta jest już nieaktualna.",
      },
    };
  }
  if (result.status === 404 || result.status === 400 || result.status === 422) notFound(pathOf(request));
  throw data("Service Unavailable", { status: 503 });
}

/** The offer for pages that need one open (the /o2 specification and order): a closed one is a 410 page. */
export async function getOffer(
  api: ApiClient,
  request: Request,
  token: string,
): Promise<OfferView | GoneOffer> {
  const found = await lookUpOffer(api, request, token);
  return found.kind === "offer" ? found.offer : found.gone;
}

export const isGone = (value: OfferView | GoneOffer): value is GoneOffer => "code" in value;

export async function loadOffer(request: Request, param: string | undefined, context: Ctx) {
  const token = offerToken(request, param);
  const found = await lookUpOffer(context.get(apiContext), request, token);
  const url = new URL(request.url);
  return {
    token,
    found,
    notice: url.searchParams.get("wynik"),
    /** Back from the payment provider (its return address): the outcome is the offer's payment status. */
    paymentReturn: url.searchParams.get("platnosc") === "powrot",
    /** "Popraw dane": the personal form again before the PIN is typed. */
    editing: url.searchParams.get("krok") === "dane",
  };
}

export interface OfferActionAnswer {
  intent: string;
  values: FormValues;
  errors: Record<string, string>;
  message?: string;
  upload?: UploadAnswer;
}

const GENERIC = "Nie udało się tego zapisać. Spróbuj ponownie za chwilę.";

function answer(body: OfferActionAnswer, status = 200) {
  return data(body, { status });
}

/** An API refusal as the form's answer: field messages (422), limits (429) and states (409) as said. */
function failure(
  intent: string,
  values: FormValues,
  result: ApiResult<unknown> & { error: true },
  request: Request,
  extraErrors: Record<string, string> = {},
) {
  if (result.status === 404) notFound(pathOf(request));
  const error = asOrderError(result.body);
  const known = result.status >= 400 && result.status < 500;
  // The API's messages name the field, the limit and from when a new code can be sent.
  const message = known ? (error?.message ?? GENERIC) : GENERIC;
  const errors = { ...extraErrors, ...(known ? fieldErrorsOf(result.body) : {}) };
  return answer({ intent, values, errors, message }, known ? result.status : 503);
}

/** POST /oferta/{token}: the form's `intent`; an upload names it in the address (its body is streamed). */
export async function offerAction(request: Request, param: string | undefined, context: Ctx) {
  const token = offerToken(request, param);
  const api = context.get(apiContext);
  const url = new URL(request.url);

  if (url.searchParams.get("intent") === "upload") {
    const upload = await forwardUpload(context.get(serverContext), token, request);
    if (upload.status === 404) notFound(pathOf(request));
    if (upload.ok) return redirect(offerPath(token, "plik-dodany", "#krok-dokumenty"), 303);
    return answer({ intent: "upload", values: {}, errors: {}, upload }, upload.status);
  }

  const form = await request.formData();
  const values: FormValues = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  const intent = values.intent ?? "";

  switch (intent) {
    case "store": {
      const client = values.client === "consumer" ? "consumer" : "entrepreneur";
      const missing = missingConsents(client, values);
      if (Object.keys(missing).length > 0) return answer({ intent, values, errors: missing }, 422);
      const result = await api.post(OFFER_API.store(token), personalBody(client, values));
      if (result.error) return failure(intent, values, result, request);
      // Saved: the PIN goes out at once. When it cannot (a send limit), the PIN step says so and offers
      // "Wyślij kod" once the limit allows.
      const pin = await api.post(OFFER_API.regeneratePin(token), {});
      return redirect(offerPath(token, pin.error ? "dane-zapisane" : "zapisano", "#krok-kod"), 303);
    }
    case "regenerate-pin": {
      const result = await api.post(OFFER_API.regeneratePin(token), {});
      if (result.error) return failure(intent, {}, result, request);
      return redirect(offerPath(token, "kod-wyslany", "#krok-kod"), 303);
    }
    case "confirm-pin": {
      const pin = (values.pin ?? "").replace(/\s/g, "");
      if (!/^\d{6}$/.test(pin))
        return answer({ intent, values: {}, errors: { pin: "Wpisz 6 cyfr kodu z SMS-a." } }, 422);
      const result = await api.post(OFFER_API.confirmPin(token), { pin });
      if (result.error) {
        const failed = failure(intent, {}, result, request);
        // The PIN's own message belongs next to its field.
        const body = failed.data;
        if (!body.errors.pin && body.message && result.status === 422) body.errors.pin = body.message;
        return failed;
      }
      return redirect(offerPath(token, "potwierdzono", "#krok-dokumenty"), 303);
    }
    case "delete": {
      const result = await api.post(OFFER_API.deleteFile(token), { fileId: values.fileId ?? "" });
      if (result.error) return failure(intent, {}, result, request);
      return redirect(offerPath(token, "plik-usuniety", "#krok-dokumenty"), 303);
    }
    case "pay": {
      const result = await api.post<{ redirectUrl: string }>(OFFER_API.paymentLink(token), {});
      if (result.error) return failure(intent, {}, result, request);
      const target = safeBankUrl(result.data.redirectUrl);
      if (!target) return answer({ intent, values: {}, errors: {}, message: GENERIC }, 502);
      return redirectDocument(target, 303);
    }
    default:
      return answer({ intent, values: {}, errors: {}, message: GENERIC }, 400);
  }
}
