// Offers by unique link: what the API answers about an offer and what the customer's page sends, shared
// by the API (which validates with Zod schemas of the same shape) and the web (which renders them).
// Types and constants only: no Zod here, the browser imports this file.

/** Statuses as the customer reads them. */
export const OFFER_STATUS_LABELS = {
  draft: "Szkic",
  sent: "Wysłana",
  opened: "Otwarta",
  confirmed: "Potwierdzona kodem SMS",
  documents_complete: "Dokumenty przesłane",
  accepted: "Przyjęta do realizacji",
  expired: "Wygasła",
  withdrawn: "Wycofana",
} as const;
export type OfferStatusName = keyof typeof OFFER_STATUS_LABELS;

export const OFFER_FILE_KIND_LABELS = {
  id_card: "Dowód osobisty (obie strony)",
  driving_licence: "Prawo jazdy",
  financial: "Dokumenty finansowe (PIT, KPiR, bilans, zaświadczenia)",
  other: "Inny dokument",
} as const;
export type OfferFileKindName = keyof typeof OFFER_FILE_KIND_LABELS;

/** Upload rules (QUALITY.md): PDF, JPEG, PNG, HEIC by their content; ≤ 10 MB each; ≤ 20 per offer. */
export const OFFER_FILE_RULES = {
  maxBytes: 10 * 1024 * 1024,
  maxFiles: 20,
  mediaTypes: ["application/pdf", "image/jpeg", "image/png", "image/heic"],
  /** For `<input accept>`; the server decides by the bytes, not by this. */
  accept: ".pdf,.jpg,.jpeg,.png,.heic,application/pdf,image/jpeg,image/png,image/heic",
} as const;

/** The link token: base64url of 24 random bytes (192 bits). */
export const OFFER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** How a token shows in logs and events: its first 6 characters. */
export function maskOfferToken(token: string): string {
  return `${token.slice(0, 6)}…`;
}

export interface OfferCarView {
  source: "catalog" | "dictionary" | "description";
  /** "Toyota Corolla 1.8 Hybrid Comfort", or the salesperson's description. */
  name: string;
  brand: string | null;
  model: string | null;
  version: string | null;
  year: number | null;
  isNew: boolean | null;
  mileageKm: number | null;
  bodyType: string | null;
  fuel: string | null;
  gearbox: string | null;
  powerKm: number | null;
  colour: string | null;
  /** The catalogue variant (for its picture and page), when the car is one. */
  variantId: number | null;
  /** The dictionary version (an /o2 car from outside our stock), which the online order is made from. */
  dictionaryVersionId: number | null;
  /** Equipment or specification lines (the /o2 specification page lists them). */
  equipment: string[];
  priceNet: number;
  priceGross: number;
}

export interface OfferScheduleRow {
  month: number;
  installmentNet: number;
  installmentGross: number;
  capitalNet: number;
  interestNet: number;
  remainingNet: number;
}

/** GET /offer?uuid={token}: the offer as its page shows it. Amounts in zł. */
export interface OfferView {
  status: OfferStatusName;
  /** True when the validity date passed (status then "expired"). */
  expired: boolean;
  withdrawn: boolean;
  /** The car is not from our stock (made from the dictionaries): the /o2 pages show such offers. */
  external: boolean;
  car: OfferCarView;
  client: "entrepreneur" | "consumer";
  duration: number;
  initialFee: number;
  repurchase: number;
  quote: {
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
    annualRatePct: number;
    rrsoPct: number | null;
    included: string[];
    schedule: OfferScheduleRow[];
  };
  validUntil: string;
  createdAt: string;
  note: string | null;
  operator: { name: string; email: string; phone: string | null };
  /** The customer's phone as "*** *** 800" (the PIN goes there). */
  phoneMasked: string | null;
  personal: {
    /** The personal form was saved (its values are never sent back in full: PESEL and ID are masked). */
    stored: boolean;
    /** What the form shows back: names, e-mail, masked identifiers. */
    summary: Record<string, string> | null;
    confirmed: boolean;
    confirmedAt: string | null;
  };
  pin: {
    /** A PIN was sent and can still be typed. */
    pending: boolean;
    /** Five wrong tries: locked until a new PIN may be sent. */
    locked: boolean;
    /** ISO time from which a new PIN can be sent (cooldown or send limit), or null. */
    resendAt: string | null;
  };
  files: {
    id: string;
    kind: OfferFileKindName;
    name: string;
    mediaType: string;
    size: number;
    createdAt: string;
  }[];
  payment: {
    enabled: boolean;
    status: "none" | "pending" | "paid" | "failed";
    /** The initial fee to pay, gross zł. */
    amountGross: number;
  };
}

/**
 * POST /personal-form/store/{token}: the personal form. Consumers give PESEL and ID card; firms NIP
 * (and the representative's names). Every field is validated with the domain's identifier checksums.
 */
export interface PersonalFormInput {
  firstName: string;
  lastName: string;
  email: string;
  /** Consumer: PESEL and ID card (ABC123456), address. */
  pesel?: string;
  idCard?: string;
  /** Entrepreneur: NIP (the company is looked up in the register) and company name. */
  nip?: string;
  companyName?: string;
  address: { street: string; houseNumber: string; flatNumber?: string; postalCode: string; city: string };
  /** The consents the page showed, with their text version. */
  consents: { id: string; accepted: boolean; version: string }[];
}

/** The API's paths of the customer's offer page ({token} is the link token). */
export const OFFER_API = {
  view: "/offer",
  store: (token: string) => `/personal-form/store/${token}`,
  regeneratePin: (token: string) => `/personal-form/regenerate-pin/${token}`,
  confirmPin: (token: string) => `/personal-form/confirm-pin/${token}`,
  uploadFile: (token: string) => `/personal-form/upload-file/${token}`,
  deleteFile: (token: string) => `/personal-form/delete-file/${token}`,
  paymentLink: (token: string) => `/v3/leasing-offer/${token}/create-payment-get-link`,
  getOfferLink: "/v3/get-offer-link",
} as const;
