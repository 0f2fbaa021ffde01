// Business constants of the leasing calculator (SPEC §3, §9; DOMAIN §1.1).

/** Contract terms offered, in months (SPEC §9). */
export const DURATIONS = [36, 48, 60] as const;
export type Duration = (typeof DURATIONS)[number];

/** Maximum buy-out (`wykup`) in % of the price, by term (SPEC §9). */
export const MAX_REPURCHASE_BY_DURATION: Readonly<Record<Duration, number>> = { 36: 50, 48: 40, 60: 35 };

/** Minimum buy-out in % (a lease always ends with a buy-out of at least 1 %). */
export const REPURCHASE_MIN = 1;

/** Initial fee (`opłata wstępna`) range in % of the price (DOMAIN §1.1: market range 0–45 %). */
export const INITIAL_FEE_RANGE = { min: 0, max: 45 } as const;

/** Car prices the calculator accepts, PLN (a sanity bound for input, not a product rule). */
export const CALCULATOR_PRICE_RANGE = { min: 1_000, max: 10_000_000 } as const;

/** Wanted monthly instalments the reverse calculation accepts, PLN. */
export const CALCULATOR_INSTALLMENT_RANGE = { min: 10, max: 1_000_000 } as const;

export const CLIENT_TYPES = ["entrepreneur", "consumer"] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** User-facing labels of the client types (SPEC §9). */
export const CLIENT_LABELS: Readonly<Record<ClientType, string>> = {
  entrepreneur: "Dla firmy",
  consumer: "Prywatnie",
};

/** Leasing parameters kept in the `vhs_f` cookie (SPEC §3). Percentages are whole numbers. */
export type LeasingParams = {
  client: ClientType;
  duration: Duration;
  /** Initial fee, % of the price. */
  initialFee: number;
  /** Buy-out, % of the price. */
  repurchase: number;
};

/** Defaults (SPEC §9). */
export const DEFAULT_PARAMS: Readonly<LeasingParams> = {
  client: "entrepreneur",
  duration: 60,
  initialFee: 25,
  repurchase: 35,
};

/** Polish standard VAT rate, charged on every leasing invoice (DOMAIN §1.1). */
export const VAT_RATE = 0.23;

/** Lessor margin over the benchmark (WIBOR/POLSTR), percentage points (DOMAIN §1.3: j = WIBOR 3M + 3 %). */
export const DEFAULT_MARGIN_PCT = 3;

/** Margin for consumer leases, percentage points (a business assumption, not from the sources). */
export const CONSUMER_MARGIN_PCT = 3.5;

export const MARGIN_BY_CLIENT: Readonly<Record<ClientType, number>> = {
  entrepreneur: DEFAULT_MARGIN_PCT,
  consumer: CONSUMER_MARGIN_PCT,
};

export function isDuration(value: unknown): value is Duration {
  return typeof value === "number" && (DURATIONS as readonly number[]).includes(value);
}

export function isClientType(value: unknown): value is ClientType {
  return typeof value === "string" && (CLIENT_TYPES as readonly string[]).includes(value);
}
