// The server side of /zamow/{uuid} (docs/order-flow.md): which screen to show, and each step's POST.
// The secret comes from the httpOnly cookie only (order.server.ts) and never reaches the page.
import { data, type RouterContextProvider, redirect, redirectDocument } from "react-router";
import type { ApiClient, ApiResult } from "./api.server.ts";
import { apiContext, serverContext } from "./context.ts";
import { notFound } from "./http.ts";
import { orderSecret, validOrderUuid } from "./order.server.ts";
import {
  companyBody,
  companyDetailsBody,
  companyValues,
  consumerBody,
  consumerFinanceBody,
  contactBody,
  deliveryBody,
  type FormValues,
  leasingBody,
  statementsBody,
  valuesOf,
} from "./order-form.ts";
import {
  asOrderError,
  type Bank,
  type CompanyLookup,
  DECISION_STEP,
  type DigitalOrder,
  FINAL_STATUSES,
  fieldErrorsOf,
  followingStep,
  isStepId,
  type OrderSetup,
  type OrderStatusView,
  type Psd2Result,
  type StepId,
  setupOfStep,
} from "./order-types.ts";

type Ctx = Readonly<RouterContextProvider>;

export const formPath = (uuid: string, step?: string, extra = "") =>
  `/zamow/${uuid}${step ? `?krok=${step}${extra}` : ""}`;

/** The uuid and the secret this browser holds for it; otherwise the Polish 404. */
export function orderAuth(request: Request, uuidParam: string | undefined): { uuid: string; secret: string } {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  const uuid = uuidParam?.toLowerCase();
  if (!validOrderUuid(uuid)) notFound(path);
  const secret = orderSecret(request, uuid);
  if (!secret) notFound(path);
  return { uuid, secret };
}

/** GET /digital-order/get; a 404 (unknown order or wrong secret) is the Polish 404 page. */
export async function getOrder(api: ApiClient, request: Request, uuid: string, secret: string) {
  const result = await api.get<DigitalOrder>("/digital-order/get", { uuid, secret });
  if (!result.error) return result.data;
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  if (result.status === 404 || result.status === 422) notFound(path);
  throw data("Service Unavailable", { status: 503 });
}

/** The non-personal setup (steps, consent texts, option lists), shared by every visitor for a while. */
async function getSetup(context: Ctx, api: ApiClient): Promise<OrderSetup> {
  const result = await context
    .get(serverContext)
    .cache.get("digital-order-setup", () => api.get<OrderSetup>("/digital-order/setup"));
  if (result.error) throw data("Service Unavailable", { status: 503 });
  return result.data;
}

/** `value`'s own copy of `keys`: the fields a page shows, not whatever else the API answered with. */
function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = value[key];
  return out;
}

const CAR_SHOWN = [
  "brand",
  "model",
  "version",
  "year",
  "isNew",
  "fuel",
  "gearbox",
  "powerKm",
  "colour",
  "priceNet",
  "priceGross",
  "mileageKm",
] as const satisfies readonly (keyof DigitalOrder["car"])[];

/**
 * The order as the page gets it, for drawing and for hydration: the fields its type declares and the
 * screens read. The API's answer also carries what no screen shows (the car's catalogue codes and ids,
 * when each step was saved, the consent text's version), which the browser would only download.
 */
export function orderForPage(order: DigitalOrder): DigitalOrder {
  return {
    uuid: order.uuid,
    reference: order.reference,
    status: order.status,
    statusLabel: order.statusLabel,
    statusDescription: order.statusDescription,
    steps: order.steps.map((s) => pick(s, ["id", "number", "title", "completed", "available"])),
    nextStep: order.nextStep,
    canSubmit: order.canSubmit,
    car: pick(order.car, CAR_SHOWN),
    leasing: pick(order.leasing, ["client", "duration", "initialFee", "repurchase"]),
    quote: order.quote,
    contact: order.contact,
    consents: order.consents && pick(order.consents, ["rodo", "bikBig", "marketing"]),
    company: order.company,
    companyDetails: order.companyDetails,
    consumer: order.consumer,
    consumerFinance: order.consumerFinance,
    delivery: order.delivery,
    statements: order.statements,
    bank: order.bank,
    decision: order.decision,
    documentAvailable: order.documentAvailable,
    offerShownAt: order.offerShownAt,
  };
}

export type BankReturn = {
  kind: "pending";
  message: string;
  bankName: string | null;
  pollAfterMs: number;
} | null;

/** The screen of /zamow/{uuid}: a form step, or the decision (`?krok=decyzja`). */
export async function loadOrderPage(request: Request, uuidParam: string | undefined, context: Ctx) {
  const { uuid, secret } = orderAuth(request, uuidParam);
  const api = context.get(apiContext);
  const url = new URL(request.url);
  const krok = url.searchParams.get("krok");

  // Back from the bank (step 7): the result is posted once; PENDING is asked again on each poll.
  let bankReturn: BankReturn = null;
  const state = url.searchParams.get("state");
  if (krok === "bank" && state) {
    const result = await api.post<Psd2Result>("/digital-order/psd2/result", {
      orderUuid: uuid,
      secret,
      state,
      code: url.searchParams.get("code") ?? undefined,
      error: url.searchParams.get("error") ?? undefined,
      errorDescription: url.searchParams.get("error_description") ?? undefined,
      reportId: url.searchParams.get("account_verification_report_id") ?? undefined,
    });
    if (!result.error && result.data.status === "PENDING") {
      bankReturn = {
        kind: "pending",
        message: result.data.message,
        bankName: result.data.bankName,
        pollAfterMs: result.data.pollAfterMs ?? 1500,
      };
    } else if (!result.error && (result.data.status === "VERIFIED" || result.data.status === "MISMATCH")) {
      throw redirect(formPath(uuid, "bank", "&wynik=1"), 303);
    } else if (result.error && asOrderError(result.body)?.code === "ORDER_SUBMITTED") {
      throw redirect(formPath(uuid, DECISION_STEP), 303);
    } else {
      // FAILED (or a broken return): the SPEC §2 return URL, which shows the retry and sends the event.
      throw redirect(formPath(uuid, "bank", `&status=failed&orderUuid=${uuid}`), 303);
    }
  }

  const [order, setup] = await Promise.all([getOrder(api, request, uuid, secret), getSetup(context, api)]);

  if (order.status !== "draft" || krok === DECISION_STEP) {
    if (order.status === "draft") throw redirect(formPath(uuid, order.nextStep ?? "bank"), 303);
    if (krok !== DECISION_STEP) throw redirect(formPath(uuid, DECISION_STEP), 303);
    // A decided order's status is final and already in the order (reading it moved it up to now), so the
    // status call would only repeat it: it is asked for an order still being checked, for when to poll.
    const decided = FINAL_STATUSES.includes(order.status);
    const status = decided ? null : await api.get<OrderStatusView>("/digital-order/checkStatus", { uuid });
    // The status call may have moved the order forward (reading it moved it up to then): read it again for
    // the decision and its reasons only when it did.
    const moved = status && !status.error && status.data.final && status.data.status !== order.status;
    const current = moved ? await getOrder(api, request, uuid, secret) : order;
    // Without the status call's answer: the decided order's status, or, when the call failed, a view that
    // polls as for an order still being checked.
    const statusView: OrderStatusView =
      status && !status.error
        ? status.data
        : {
            uuid,
            status: order.status,
            statusLabel: order.statusLabel,
            statusDescription: order.statusDescription,
            final: decided,
            pollAfterMs: decided ? null : setup.decision.pollIntervalMs,
            documentAvailable: decided && order.documentAvailable,
          };
    if (statusView.final && !current.offerShownAt) await api.get("/digital-order/storeShowOffer", { uuid });
    return { view: "decision" as const, uuid, order: orderForPage(current), status: statusView };
  }

  const step: StepId = isStepId(krok) ? krok : (order.nextStep ?? "bank");
  let banks: Bank[] = [];
  if (step === "bank") {
    const list = await api.get<{ banks: Bank[] }>("/digital-order/psd2/bank-list");
    banks = list.error ? [] : list.data.banks;
  }
  return {
    view: "form" as const,
    uuid,
    // The form's values are drawn from the order by the page (lib/order-form.ts), not sent twice.
    order: orderForPage(order),
    setup: setupOfStep(setup, step),
    step,
    banks,
    bankReturn,
    failedReturn: url.searchParams.get("status") === "failed",
  };
}

export interface ActionAnswer {
  step: StepId;
  values: FormValues;
  errors: Record<string, string>;
  message?: string;
  /** A new key re-mounts the step's inputs with `values` (after a register lookup). */
  formKey?: string;
  lookup?: { found: boolean; message: string };
  missingSteps?: { id: string; title: string }[];
  link?: { sent: boolean; message: string };
}

const GENERIC = "Nie udało się zapisać tego kroku. Spróbuj ponownie za chwilę.";

function answer(body: ActionAnswer, status = 200) {
  return data(body, { status });
}

/** An API error as the form's answer: field messages (422), the missing steps (409) or a message. */
function failure(
  step: StepId,
  values: FormValues,
  result: ApiResult<unknown> & { error: true },
  uuid: string,
) {
  const error = asOrderError(result.body);
  if (result.status === 404) notFound(`/zamow/${uuid}`);
  if (error?.code === "ORDER_SUBMITTED") return redirect(formPath(uuid, DECISION_STEP), 303);
  const status = result.status === 422 || result.status === 409 ? result.status : 503;
  return answer(
    {
      step,
      values,
      errors: fieldErrorsOf(result.body),
      message: status === 503 ? GENERIC : (error?.message ?? GENERIC),
      ...(error?.missingSteps ? { missingSteps: error.missingSteps } : {}),
    },
    status,
  );
}

const WARSAW_TIME = new Intl.DateTimeFormat("pl-PL", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Warsaw",
});

/** The external redirect a bank answer may send the browser to: a path here or an http(s) URL. */
export function safeBankUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  if (value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")) return value;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** POST /zamow/{uuid}: one step's form (by its `intent`), the register lookup, the bank, the submit. */
export async function orderAction(request: Request, uuidParam: string | undefined, context: Ctx) {
  const { uuid, secret } = orderAuth(request, uuidParam);
  const api = context.get(apiContext);
  const form = await request.formData();
  const values = valuesOf(form);
  const intent = values.intent ?? "";
  const auth = { uuid, secret };

  const save = async (step: StepId, body: object, endpoint: string) => {
    const result = await api.post<DigitalOrder>(endpoint, { ...auth, ...body });
    if (result.error) return failure(step, values, result, uuid);
    return redirect(formPath(uuid, followingStep(step)), 303);
  };

  switch (intent) {
    case "contact":
      return save("contact", contactBody(values), "/digital-order/storeContact");
    case "leasing":
      return save("leasing", leasingBody(values), "/digital-order/storeLeasingParam");
    case "client-company":
      return save("client", companyBody(values), "/digital-order/storeOrderData");
    case "client-consumer":
      return save("client", consumerBody(values), "/digital-order/storeOrderData");
    case "details-company":
      return save("details", companyDetailsBody(values), "/digital-order/storeOrderData");
    case "details-consumer":
      return save("details", consumerFinanceBody(values), "/digital-order/storeOrderData");
    case "delivery":
      return save("delivery", deliveryBody(values), "/digital-order/storeOrderData");
    case "statements":
      return save("statements", statementsBody(values), "/digital-order/storeOrderData");
    case "lookup":
      return lookupCompany(api, values);
    case "bank": {
      const result = await api.post<{ redirectUrl: string }>("/digital-order/psd2/initiate/", {
        orderUuid: uuid,
        secret,
        bankId: values.bankId ?? "",
        redirectUri: formPath(uuid, "bank"),
      });
      if (result.error) return failure("bank", values, result, uuid);
      const target = safeBankUrl(result.data.redirectUrl);
      if (!target) return answer({ step: "bank", values, errors: {}, message: GENERIC }, 502);
      return redirectDocument(target, 303);
    }
    case "submit": {
      const result = await api.post<OrderStatusView>("/digital-order/submit", auth);
      if (result.error) return failure("bank", values, result, uuid);
      return redirect(formPath(uuid, DECISION_STEP), 303);
    }
    case "send-link": {
      const step = isStepId(values.krok) ? values.krok : "contact";
      const result = await api.post<{ to: string }>("/digital-order/send-return-link", auth);
      if (!result.error)
        return answer({
          step,
          values: {},
          errors: {},
          link: {
            sent: true,
            message: `Wysłaliśmy link do powrotu do wniosku na adres ${result.data.to}. Link jest ważny 30 dni.`,
          },
        });
      const error = asOrderError(result.body);
      let message = error?.message ?? "Nie udało się wysłać linku. Spróbuj ponownie za chwilę.";
      if (result.status === 429 && error?.retryAt) {
        const at = new Date(error.retryAt);
        if (!Number.isNaN(at.getTime()))
          message = `Link możesz wysłać ponownie o godzinie ${WARSAW_TIME.format(at)}. ${error.message}`;
      }
      return answer(
        { step, values: {}, errors: {}, link: { sent: false, message } },
        result.status === 429 ? 429 : 200,
      );
    }
    default:
      return answer({ step: "contact", values, errors: {}, message: GENERIC }, 400);
  }
}

/** "Pobierz dane z rejestru": the register's data fills the step-3 fields (the user may correct them). */
async function lookupCompany(api: ApiClient, values: FormValues) {
  const nip = values["company.nip"] ?? "";
  const formKey = Math.random().toString(36).slice(2);
  const result = await api.get<CompanyLookup>("/digital-order/getCompanyData", { nip });
  if (result.error) {
    const errors = fieldErrorsOf(result.body);
    if (result.status === 422)
      return answer({ step: "client", values, errors, formKey, message: errors["company.nip"] }, 422);
    return answer({
      step: "client",
      values,
      errors: {},
      formKey,
      lookup: {
        found: false,
        message: `${asOrderError(result.body)?.message ?? "Rejestr podatników VAT jest chwilowo niedostępny."} Wpisz dane firmy ręcznie.`,
      },
    });
  }
  if (!result.data.found)
    return answer({
      step: "client",
      values,
      errors: {},
      formKey,
      lookup: { found: false, message: result.data.message },
    });
  const company = result.data.company;
  return answer({
    step: "client",
    values: { ...values, ...companyValues(company) },
    errors: {},
    formKey,
    lookup: {
      found: true,
      message: `Pobraliśmy dane firmy z wykazu podatników VAT (status VAT: ${company.statusVat}). Sprawdź je i popraw, jeśli trzeba, a potem zapisz krok.`,
    },
  });
}
