// The online order's API shapes as the web screens use them (docs/order-flow.md; the full schemas are
// in /api/openapi.json). Browser-safe: types and small pure helpers only.

export const STEP_IDS = [
  "contact",
  "leasing",
  "client",
  "details",
  "delivery",
  "statements",
  "bank",
] as const;
export type StepId = (typeof STEP_IDS)[number];
/** The decision screen shares the route: `?krok=decyzja`. */
export const DECISION_STEP = "decyzja";

export const isStepId = (value: unknown): value is StepId =>
  typeof value === "string" && (STEP_IDS as readonly string[]).includes(value);

/** The step after `step` (the last one stays). */
export function followingStep(step: StepId): StepId {
  const index = STEP_IDS.indexOf(step);
  return STEP_IDS[Math.min(index + 1, STEP_IDS.length - 1)]!;
}

export type OrderStatus = "draft" | "submitted" | "verifying" | "approved" | "rejected" | "manual_review";
/** The statuses of a decided order, which no longer change (the API's own list). */
export const FINAL_STATUSES: readonly OrderStatus[] = ["approved", "rejected", "manual_review"];

export interface Option {
  value: string;
  label: string;
  description?: string;
}

/** A document a consent or statement refers to (its page /informacje/{slug}, its PDF /dokumenty/{slug}.pdf). */
export interface OrderDocumentRef {
  slug: string;
  title: string;
}

export interface OrderSetup {
  version: string;
  steps: { id: StepId; number: number; title: string; description: string }[];
  consents: {
    id: string;
    kind: string;
    required: boolean;
    title: string;
    text: string;
    documents: OrderDocumentRef[];
  }[];
  statements: { id: string; required: boolean; text: string; documents: OrderDocumentRef[] }[];
  pepStatement: string;
  clientTypes: Option[];
  legalForms: Option[];
  representativeRoles: Option[];
  incomeSources: Option[];
  deliveryOptions: Option[];
  registrationOptions: Option[];
  insuranceOptions: Option[];
  voivodeships: string[];
  statuses: { value: OrderStatus; label: string; description: string }[];
  decision: { typicalDurationMs: number; pollIntervalMs: number };
  masks: Record<string, string>;
}

/**
 * What each step of the form shows of the setup. The page's loader sends a step only its part (the consent
 * texts alone are 4 KB, and only step 1 shows them), and the step's component is typed to that part, so
 * using a list it was not sent does not compile.
 */
export const SETUP_OF_STEP = {
  contact: ["consents"],
  leasing: [],
  client: ["legalForms"],
  details: ["incomeSources", "representativeRoles"],
  delivery: ["deliveryOptions", "voivodeships", "registrationOptions", "insuranceOptions"],
  // The summary names the choices of every earlier step.
  statements: [
    "statements",
    "pepStatement",
    "clientTypes",
    "representativeRoles",
    "incomeSources",
    "deliveryOptions",
    "registrationOptions",
    "insuranceOptions",
  ],
  bank: [],
} as const satisfies Record<StepId, readonly (keyof OrderSetup)[]>;

/** One step's part of the setup, with the step's id (to tell the parts apart) and its description. */
export type StepSetup<S extends StepId = StepId> = S extends StepId
  ? { step: S; description: string } & Pick<OrderSetup, (typeof SETUP_OF_STEP)[S][number]>
  : never;

export function setupOfStep<S extends StepId>(setup: OrderSetup, step: S): StepSetup<S> {
  const part: Partial<OrderSetup> = {};
  for (const key of SETUP_OF_STEP[step]) Object.assign(part, { [key]: setup[key] });
  const description = setup.steps.find((s) => s.id === step)?.description ?? "";
  return { step, description, ...part } as StepSetup<S>;
}

export interface Address {
  street: string | null;
  building: string;
  flat: string | null;
  postalCode: string;
  city: string;
}

export interface BankAttempt {
  status: "VERIFIED" | "MISMATCH" | "FAILED" | "PENDING";
  reason: string | null;
  message: string;
  bankId: string;
  bankName: string | null;
  matchScore: number;
  at: string;
}

export interface Quote {
  priceNet: number;
  priceGross: number;
  initialFeeNet: number;
  initialFeeGross: number;
  installmentNet: number;
  installmentGross: number;
  repurchaseNet: number;
  repurchaseGross: number;
  totalPaidNet: number;
  totalPaidGross: number;
  totalCostPct: number;
  rrsoPct: number | null;
  annualRatePct: number;
  margin: number;
  benchmark: { name: string; value: number; fixingDate: string; source: string };
}

export interface DigitalOrder {
  uuid: string;
  reference: string;
  status: OrderStatus;
  statusLabel: string;
  statusDescription: string;
  steps: { id: StepId; number: number; title: string; completed: boolean; available: boolean }[];
  nextStep: StepId | null;
  canSubmit: boolean;
  car: {
    brand: string;
    model: string;
    version: string;
    year: number;
    isNew: boolean;
    fuel: string | null;
    gearbox: string | null;
    powerKm: number | null;
    colour: string | null;
    priceNet: number;
    priceGross: number;
    mileageKm: number | null;
  };
  leasing: { client: "entrepreneur" | "consumer"; duration: number; initialFee: number; repurchase: number };
  quote: Quote | null;
  contact: { firstName: string; lastName: string; email: string; phone: string } | null;
  consents: { rodo: boolean; bikBig: boolean; marketing: boolean } | null;
  company: {
    nip: string;
    name: string;
    regon: string | null;
    krs: string | null;
    legalForm: string;
    legalFormLabel: string;
    address: Address;
    register: { found: boolean; statusVat: string | null } | null;
  } | null;
  companyDetails: {
    businessStartDate: string;
    employees: number | null;
    annualRevenue: number | null;
    representative: { firstName: string; lastName: string; role: string };
  } | null;
  consumer: { peselMasked: string; idCardMasked: string; idCardValidUntil: string; address: Address } | null;
  consumerFinance: {
    incomeSource: string;
    monthlyNetIncome: number;
    monthlyObligations: number;
    householdSize: number | null;
  } | null;
  delivery: {
    delivery: string;
    voivodeship: string;
    registration: string;
    insurance: string;
    preferredDate: string | null;
  } | null;
  statements: { accepted: string[]; politicallyExposed: boolean } | null;
  bank: {
    result: BankAttempt | null;
    lastAttempt: BankAttempt | null;
    attempts: number;
    accountNumberMasked: string | null;
    ownerName: string | null;
  } | null;
  decision: {
    outcome: "approved" | "rejected" | "manual_review";
    label: string;
    reasons: { code: string; effect: "pass" | "info" | "manual_review" | "rejected"; message: string }[];
  } | null;
  documentAvailable: boolean;
  offerShownAt: string | null;
}

export interface OrderStatusView {
  uuid: string;
  status: OrderStatus;
  statusLabel: string;
  statusDescription: string;
  final: boolean;
  pollAfterMs: number | null;
  documentAvailable: boolean;
}

export interface Bank {
  id: string;
  name: string;
  available: boolean;
}

export interface Psd2Result {
  status: "VERIFIED" | "MISMATCH" | "FAILED" | "PENDING";
  reason: string | null;
  message: string;
  bankName: string | null;
  accountNumberMasked: string | null;
  pollAfterMs: number | null;
  retry: boolean;
}

export interface CompanyData {
  nip: string;
  regon: string | null;
  krs: string | null;
  name: string;
  legalForm: string;
  legalFormLabel: string;
  statusVat: string;
  address: {
    street: string | null;
    building: string | null;
    flat: string | null;
    postalCode: string | null;
    city: string | null;
  };
}

export type CompanyLookup =
  | { found: true; company: CompanyData }
  | { found: false; nip: string; message: string };

/** The error body of every /digital-order call. */
export interface OrderErrorBody {
  error: true;
  message: string;
  field?: string;
  fields?: { field: string; message: string }[];
  code?: string;
  missingSteps?: { id: string; title: string }[];
  retryAt?: string;
}

export function asOrderError(body: unknown): OrderErrorBody | null {
  if (body && typeof body === "object" && typeof (body as OrderErrorBody).message === "string")
    return body as OrderErrorBody;
  return null;
}

/** A 422's fields as one Polish message per dotted field path (the first message of each). */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  const error = asOrderError(body);
  const out: Record<string, string> = {};
  if (!error) return out;
  for (const item of error.fields ?? []) out[item.field] ??= item.message;
  if (error.field && !out[error.field]) out[error.field] = error.message;
  return out;
}
