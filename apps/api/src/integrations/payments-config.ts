/**
 * Which payment provider to use, from the environment, validated once with Zod like config.ts (kept
 * apart so that the payments can be configured and tested on their own). The default is the sandbox; a
 * wrong value stops the process with a message naming the variable. docs/offers-payments.md lists them.
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { createPrzelewy24Provider, PAYMENT_PROVIDERS, type PaymentProvider } from "./payments.ts";
import { createSandboxPaymentProvider, type SandboxPaymentProvider } from "./payments-sandbox.ts";
import type { Clock, FetchLike } from "./support.ts";

const schema = z
  .object({
    PAYMENTS_PROVIDER: z.enum(PAYMENT_PROVIDERS).default("sandbox"),
    /**
     * The API's public address as the customer's browser and the provider reach it (urlStatus is built
     * from it). Default: PUBLIC_ORIGIN + "/api", where the one-process site serves the API.
     */
    PAYMENTS_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Where the browser reaches the sandbox payment page. */
    PAYMENTS_SANDBOX_URL: z.string().min(1).default("/api/sandbox-payments"),
    /** The sandbox's signing key; default: random per process (sandbox payments then die on restart). */
    PAYMENTS_SANDBOX_CRC: z.string().min(16).optional(),
    P24_MERCHANT_ID: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    /** Defaults to P24_MERCHANT_ID. */
    P24_POS_ID: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    P24_API_KEY: z.string().min(8).optional(),
    P24_CRC: z.string().min(8).optional(),
    P24_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://secure.przelewy24.pl"),
    /** Minutes the customer has to pay at Przelewy24 (0 = no limit). */
    P24_TIME_LIMIT_MINUTES: z.coerce.number().int().min(0).max(99).default(15),
    P24_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENTS_PROVIDER !== "przelewy24") return;
    for (const key of ["P24_MERCHANT_ID", "P24_API_KEY", "P24_CRC"] as const) {
      if (env[key] === undefined)
        ctx.addIssue({ code: "custom", path: [key], message: "required when PAYMENTS_PROVIDER=przelewy24" });
    }
  });

export type PaymentsConfig = z.infer<typeof schema>;

export function readPaymentsConfig(source: Record<string, string | undefined> = process.env): PaymentsConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid payments configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export interface Payments {
  provider: PaymentProvider;
  /** The sandbox when PAYMENTS_PROVIDER=sandbox: its page is mounted next to the routes. */
  sandbox: SandboxPaymentProvider | null;
  /** The API's public address (no trailing slash), for urlStatus. */
  apiUrl: string;
}

export function createPayments(
  config: PaymentsConfig,
  /** `publicOrigin`: the site's origin when the caller knows it better than PUBLIC_ORIGIN (the web's). */
  deps: { now?: Clock; fetch?: FetchLike; publicOrigin?: string } = {},
): Payments {
  const origin = (deps.publicOrigin ?? config.PUBLIC_ORIGIN).replace(/\/+$/, "");
  const apiUrl = (config.PAYMENTS_API_URL ?? `${origin}/api`).replace(/\/+$/, "");
  if (config.PAYMENTS_PROVIDER === "przelewy24") {
    return {
      provider: createPrzelewy24Provider({
        merchantId: config.P24_MERCHANT_ID!,
        posId: config.P24_POS_ID,
        apiKey: config.P24_API_KEY!,
        crc: config.P24_CRC!,
        baseUrl: config.P24_BASE_URL,
        timeLimitMinutes: config.P24_TIME_LIMIT_MINUTES,
        timeoutMs: config.P24_TIMEOUT_MS,
        fetch: deps.fetch,
      }),
      sandbox: null,
      apiUrl,
    };
  }
  const sandbox = createSandboxPaymentProvider({
    crc: config.PAYMENTS_SANDBOX_CRC ?? randomBytes(32).toString("base64url"),
    pageUrl: config.PAYMENTS_SANDBOX_URL,
    now: deps.now,
  });
  return { provider: sandbox, sandbox, apiUrl };
}
