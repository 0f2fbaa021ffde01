// Configuration and dependencies of the offer routes: read once from the environment (a wrong value stops
// the process with a message naming the variable), or injected by tests. The offers share the order's
// keyring (ORDER_DATA_KEY), the SMS sender and the database PIN store with the online order.
import { createHmac } from "node:crypto";
import type { Db } from "@vhs/db/client.ts";
import { DEFAULT_BENCHMARK_NAME } from "@vhs/db/seed/leasing.ts";
import { z } from "zod";
import { createIntegrations, readIntegrationsConfig } from "../integrations/config.ts";
import type { PinDeps } from "../integrations/pin.ts";
import type { SmsSender } from "../integrations/sms.ts";
import { type Clock, systemClock } from "../integrations/support.ts";
import type { BenchmarkLookup } from "./benchmark-lookup.ts";
import { type Keyring, readKeyring } from "./order-crypto.ts";
import { createDbPinStore } from "./order-stores.ts";
import { createDbSharedStores } from "./shared-stores.ts";

export interface OffersOptions {
  /** The SMS sender for the offer link (default: SMS_PROVIDER, the sandbox outbox). */
  sms?: SmsSender;
  /** PIN issuing and checking (default: the database PIN store, PIN_SECRET, the same SMS sender). */
  pin?: PinDeps;
  /** The order's keyring (ORDER_DATA_KEY): contact, personal data and the sealed link token. */
  keyring?: Keyring;
  now?: Clock;
  /** The site's origin for the link in the SMS (PUBLIC_ORIGIN). */
  publicOrigin?: string;
  benchmarkName?: string;
  /** How its fixing is looked up (lib/benchmark-lookup.ts); default: every time. */
  benchmark?: BenchmarkLookup;
  /**
   * The key of offers.phone_key (finding a customer's offers by phone). Default PIN_SECRET; without it
   * (sandbox only) a key derived from the data keyring, so the API and the commands agree.
   */
  phoneKeySecret?: string;
  /** Where to read the variables from (default process.env). */
  env?: Record<string, string | undefined>;
}

export interface OfferDeps {
  db: Db;
  keyring: Keyring;
  now: Clock;
  sms: SmsSender;
  pin: PinDeps;
  publicOrigin: string;
  benchmarkName: string;
  benchmark?: BenchmarkLookup;
  phoneKeySecret: string;
  /** Days an offer stays valid when the operator does not say (OFFER_VALID_DAYS, default 14). */
  validDays: number;
}

const envSchema = z.object({
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  LEASING_BENCHMARK: z.string().trim().min(2).max(40).default(DEFAULT_BENCHMARK_NAME),
  PIN_SECRET: z.string().min(32).optional(),
  OFFER_VALID_DAYS: z.coerce.number().int().min(1).max(90).default(14),
});

function readOfferEnv(source: Record<string, string | undefined>) {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/** The sandbox phone-key secret: an HMAC of a fixed label under the current data key. */
function derivedPhoneKeySecret(keyring: Keyring): string {
  return createHmac("sha256", keyring.current.key).update("offers:phone-key:v1").digest("hex");
}

/** Builds everything the offer routes and commands need. */
export function offerDeps(db: Db, options: OffersOptions = {}): OfferDeps {
  const env = options.env ?? process.env;
  const vars = readOfferEnv(env);
  const now = options.now ?? systemClock;
  const keyring = options.keyring ?? readKeyring(env);
  let sms = options.sms;
  let pin = options.pin;
  if (!sms || !pin) {
    const all = createIntegrations(readIntegrationsConfig(env), {
      now,
      pinStore: createDbPinStore(db),
      stores: createDbSharedStores(db, { now }),
    });
    sms ??= all.sms;
    pin ??= { ...all.pin, sms };
  }
  return {
    db,
    keyring,
    now,
    sms,
    pin: { ...pin, now: pin.now ?? now },
    publicOrigin: (options.publicOrigin ?? vars.PUBLIC_ORIGIN).replace(/\/+$/, ""),
    benchmarkName: options.benchmarkName ?? vars.LEASING_BENCHMARK,
    benchmark: options.benchmark,
    phoneKeySecret: options.phoneKeySecret ?? vars.PIN_SECRET ?? derivedPhoneKeySecret(keyring),
    validDays: vars.OFFER_VALID_DAYS,
  };
}
