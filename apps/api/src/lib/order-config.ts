// Configuration and dependencies of the online order routes: read once from the environment (a wrong
// value stops the process with a message naming the variable), or injected by tests.
import type { Db } from "@vhs/db/client.ts";
import { DEFAULT_BENCHMARK_NAME } from "@vhs/db/seed/leasing.ts";
import { z } from "zod";
import type {
  BankAccountProvider,
  BankSessionStore,
  SandboxBankProvider,
} from "../integrations/bank-account.ts";
import type { CompanyRegister } from "../integrations/company-register.ts";
import { createIntegrations, readIntegrationsConfig } from "../integrations/config.ts";
import type { EmailSender } from "../integrations/email.ts";
import { type Clock, systemClock } from "../integrations/support.ts";
import type { BenchmarkLookup } from "./benchmark-lookup.ts";
import { log } from "./log.ts";
import { type Keyring, readKeyring } from "./order-crypto.ts";
import type { OrderDeps } from "./order-service.ts";
import { createDbBankSessionStore, createDbPinStore } from "./order-stores.ts";
import { createDbSharedStores } from "./shared-stores.ts";

/** The outside systems the order uses (a subset of config.ts `Integrations`). */
export interface OrderIntegrations {
  companyRegister: CompanyRegister;
  bankAccount: BankAccountProvider;
  /** The sandbox bank, when BANK_PROVIDER=sandbox: its consent page is mounted next to the routes. */
  sandboxBank: SandboxBankProvider | null;
  /** The store behind bankAccount, to check that a returning `state` belongs to the order. */
  bankSessions: BankSessionStore;
  email: EmailSender;
}

export interface DigitalOrderOptions {
  integrations?: OrderIntegrations;
  keyring?: Keyring;
  now?: Clock;
  /** Total time from submission to the visible decision (submitted, then verifying), ms. */
  decisionDelayMs?: number;
  /** The site's origin for links in e-mails and for allowed bank redirect URIs. */
  publicOrigin?: string;
  benchmarkName?: string;
  /** How its fixing is looked up (lib/benchmark-lookup.ts); default: every time. */
  benchmark?: BenchmarkLookup;
  /** Where to read the variables from (default process.env). */
  env?: Record<string, string | undefined>;
}

export interface DigitalOrderDeps extends OrderDeps {
  integrations: OrderIntegrations;
  publicOrigin: string;
}

const envSchema = z.object({
  ORDER_DECISION_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(4000),
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  LEASING_BENCHMARK: z.string().trim().min(2).max(40).default(DEFAULT_BENCHMARK_NAME),
});

function readOrderEnv(source: Record<string, string | undefined>) {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/** Builds everything the routes need: keyring, clock, database-backed stores, integrations. */
export function orderDeps(db: Db, options: DigitalOrderOptions = {}): DigitalOrderDeps {
  const env = options.env ?? process.env;
  const vars = readOrderEnv(env);
  const now = options.now ?? systemClock;
  const keyring = options.keyring ?? readKeyring(env);
  if (keyring.sandbox && !options.keyring)
    log("warn", "ORDER_DATA_KEY not set: order data is encrypted with the public sandbox key (sandbox only)");
  let integrations = options.integrations;
  if (!integrations) {
    const bankSessions = createDbBankSessionStore(db, keyring, { now });
    const all = createIntegrations(readIntegrationsConfig(env), {
      now,
      bankSessionStore: bankSessions,
      pinStore: createDbPinStore(db),
      stores: createDbSharedStores(db, { now }),
    });
    integrations = {
      companyRegister: all.companyRegister,
      bankAccount: all.bankAccount,
      sandboxBank: all.sandboxBank,
      bankSessions,
      email: all.email,
    };
  }
  return {
    db,
    keyring,
    now,
    benchmarkName: options.benchmarkName ?? vars.LEASING_BENCHMARK,
    benchmark: options.benchmark,
    decisionDelayMs: options.decisionDelayMs ?? vars.ORDER_DECISION_DELAY_MS,
    publicOrigin: (options.publicOrigin ?? vars.PUBLIC_ORIGIN).replace(/\/+$/, ""),
    integrations,
  };
}
