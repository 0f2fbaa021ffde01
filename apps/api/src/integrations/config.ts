/**
 * Which implementation of each outside system to use, from the environment, validated once with Zod.
 * Every default is the sandbox, so the site runs offline with no configuration at all. A wrong value stops
 * the process with a message naming the variable (like ../env.ts). docs/integrations.md lists them.
 */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { log } from "../lib/log.ts";
import {
  type BankAccountProvider,
  type BankSessionStore,
  createMemoryBankSessionStore,
  createSandboxBankProvider,
  createTinkBankProvider,
  type SandboxBankProvider,
} from "./bank-account.ts";
import {
  type CompanyRegister,
  createSandboxCompanyRegister,
  createWlCompanyRegister,
} from "./company-register.ts";
import { createSandboxEmailSender, type EmailSender } from "./email.ts";
import { createLiveNotionClient, createSandboxNotionClient, type NotionClient } from "./notion.ts";
import { createMemoryPinStore, type PinDeps, type PinStore } from "./pin.ts";
import type { SharedStores } from "./shared-state.ts";
import { createSandboxSmsSender, createSmsapiSender, type SmsSender, type SmsSent } from "./sms.ts";
import type { Clock, FetchLike } from "./support.ts";
import { createSandboxTeamChat, createSlackWebhookTeamChat, type TeamChat } from "./team-chat.ts";

const int = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
const flag = z
  .enum(["0", "1", "true", "false"])
  .default("0")
  .transform((v) => v === "1" || v === "true");

const schema = z
  .object({
    COMPANY_REGISTER: z.enum(["sandbox", "live"]).default("sandbox"),
    WL_API_BASE: z.url({ protocol: /^https?$/ }).default("https://wl-api.mf.gov.pl"),
    WL_TIMEOUT_MS: int(100, 60_000, 5000),
    /** Search requests per Warsaw day; the register allows about 100 per IP ([UNVERIFIED]). */
    WL_SEARCH_DAILY_LIMIT: int(0, 1_000_000, 100),
    WL_CHECK_DAILY_LIMIT: int(0, 1_000_000, 5000),
    WL_CACHE_MAX_ENTRIES: int(1, 1_000_000, 5000),

    BANK_PROVIDER: z.enum(["sandbox", "tink"]).default("sandbox"),
    /** Where the sandbox bank's consent page is reached by the browser. */
    BANK_SANDBOX_CONSENT_URL: z.string().min(1).default("/api/sandbox-bank/consent"),
    TINK_CLIENT_ID: z.string().min(1).optional(),
    TINK_CLIENT_SECRET: z.string().min(1).optional(),
    TINK_API_BASE: z.url({ protocol: /^https?$/ }).default("https://api.tink.com"),
    TINK_LINK_URL: z.url({ protocol: /^https?$/ }).default("https://link.tink.com/1.0/account-check"),
    TINK_MARKET: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .default("PL"),
    TINK_LOCALE: z
      .string()
      .regex(/^[a-z]{2}_[A-Z]{2}$/)
      .default("pl_PL"),
    TINK_TIMEOUT_MS: int(100, 60_000, 10_000),

    SMS_PROVIDER: z.enum(["sandbox", "smsapi"]).default("sandbox"),
    SMSAPI_TOKEN: z.string().min(1).optional(),
    SMSAPI_FROM: z.string().min(1).max(11).optional(),
    SMSAPI_BASE: z.url({ protocol: /^https?$/ }).default("https://api.smsapi.pl"),
    SMSAPI_BACKUP_BASE: z
      .union([z.url({ protocol: /^https?$/ }), z.literal("none")])
      .default("https://api2.smsapi.pl"),
    SMSAPI_TEST: flag,
    SMSAPI_TIMEOUT_MS: int(100, 60_000, 10_000),
    /** The host in the WebOTP line of PIN messages ("@leasingowo.pl #123456"). */
    SMS_WEBOTP_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+$/)
      .default("leasingowo.pl"),

    EMAIL_PROVIDER: z.enum(["sandbox"]).default("sandbox"),
    /** Where the leads (contact, notify, dealer and partner forms) are sent for the team. */
    LEADS_EMAIL_TO: z.email().default("kontakt@leasingowo.pl"),

    NOTION_PROVIDER: z.enum(["sandbox", "live"]).default("sandbox"),
    /** An internal integration's secret; the database must be shared with that integration. */
    NOTION_TOKEN: z.string().min(1).optional(),
    /** The dealer-leads database: 32 hexadecimal digits, with or without dashes. */
    NOTION_DATABASE_ID: z
      .string()
      .regex(/^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i)
      .optional(),
    NOTION_API_BASE: z.url({ protocol: /^https?$/ }).default("https://api.notion.com"),
    NOTION_TIMEOUT_MS: int(100, 60_000, 10_000),

    /** The chat widget's "talk to an advisor" notifications: the outbox, or a Slack incoming webhook. */
    TEAM_CHAT_PROVIDER: z.enum(["sandbox", "slack"]).default("sandbox"),
    SLACK_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
    SLACK_TIMEOUT_MS: int(100, 60_000, 5000),
    SLACK_RETRIES: int(0, 5, 2),

    /** HMAC key of SMS PINs: ≥ 32 characters, the same on every instance. Required with a live SMS provider. */
    PIN_SECRET: z.string().min(32).optional(),
    OUTBOX_DIR: z.string().min(1).default("./data/outbox"),
  })
  .superRefine((env, ctx) => {
    if (env.BANK_PROVIDER === "tink") {
      for (const key of ["TINK_CLIENT_ID", "TINK_CLIENT_SECRET"] as const) {
        if (!env[key])
          ctx.addIssue({ code: "custom", path: [key], message: "required when BANK_PROVIDER=tink" });
      }
    }
    if (env.NOTION_PROVIDER === "live") {
      for (const key of ["NOTION_TOKEN", "NOTION_DATABASE_ID"] as const) {
        if (!env[key])
          ctx.addIssue({ code: "custom", path: [key], message: "required when NOTION_PROVIDER=live" });
      }
    }
    if (env.TEAM_CHAT_PROVIDER === "slack" && !env.SLACK_WEBHOOK_URL)
      ctx.addIssue({
        code: "custom",
        path: ["SLACK_WEBHOOK_URL"],
        message: "required when TEAM_CHAT_PROVIDER=slack",
      });
    if (env.SMS_PROVIDER === "smsapi") {
      if (!env.SMSAPI_TOKEN)
        ctx.addIssue({
          code: "custom",
          path: ["SMSAPI_TOKEN"],
          message: "required when SMS_PROVIDER=smsapi",
        });
      if (!env.PIN_SECRET)
        ctx.addIssue({ code: "custom", path: ["PIN_SECRET"], message: "required when SMS_PROVIDER=smsapi" });
    }
  });

export type IntegrationsConfig = z.infer<typeof schema>;

export function readIntegrationsConfig(
  source: Record<string, string | undefined> = process.env,
): IntegrationsConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid integrations configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export interface Integrations {
  config: IntegrationsConfig;
  companyRegister: CompanyRegister;
  bankAccount: BankAccountProvider;
  /** The sandbox bank when BANK_PROVIDER=sandbox: mount `sandboxBankApp(sandboxBank)` next to the API. */
  sandboxBank: SandboxBankProvider | null;
  sms: SmsSender;
  email: EmailSender;
  notion: NotionClient;
  /** Ready for issuePin()/verifyPin(); the store is in memory until the order work brings a database one. */
  pin: PinDeps;
}

/** Builds every integration once, from a validated configuration. */
export function createIntegrations(
  config: IntegrationsConfig,
  deps: {
    now?: Clock;
    fetch?: FetchLike;
    pinStore?: PinStore;
    bankSessionStore?: BankSessionStore;
    /** The white list's cache and budgets and the SMS ledger: the database in the API (shared by instances). */
    stores?: SharedStores;
  } = {},
): Integrations {
  const { now, fetch, stores } = deps;
  const smsLedger = stores?.sendLedger<SmsSent>("sms");

  const companyRegister =
    config.COMPANY_REGISTER === "live"
      ? createWlCompanyRegister({
          baseUrl: config.WL_API_BASE,
          timeoutMs: config.WL_TIMEOUT_MS,
          searchDailyLimit: config.WL_SEARCH_DAILY_LIMIT,
          checkDailyLimit: config.WL_CHECK_DAILY_LIMIT,
          cacheMaxEntries: config.WL_CACHE_MAX_ENTRIES,
          stores,
          now,
          fetch,
        })
      : createSandboxCompanyRegister({ now });

  const sandboxBank =
    config.BANK_PROVIDER === "sandbox"
      ? createSandboxBankProvider({
          consentUrl: config.BANK_SANDBOX_CONSENT_URL,
          store: deps.bankSessionStore,
          now,
        })
      : null;
  const bankAccount: BankAccountProvider =
    sandboxBank ??
    createTinkBankProvider({
      clientId: config.TINK_CLIENT_ID!,
      clientSecret: config.TINK_CLIENT_SECRET!,
      apiBase: config.TINK_API_BASE,
      linkUrl: config.TINK_LINK_URL,
      market: config.TINK_MARKET,
      locale: config.TINK_LOCALE,
      timeoutMs: config.TINK_TIMEOUT_MS,
      store: deps.bankSessionStore ?? createMemoryBankSessionStore({ now }),
      now,
      fetch,
    });

  const sms =
    config.SMS_PROVIDER === "smsapi"
      ? createSmsapiSender({
          token: config.SMSAPI_TOKEN!,
          from: config.SMSAPI_FROM,
          baseUrl: config.SMSAPI_BASE,
          backupUrl: config.SMSAPI_BACKUP_BASE === "none" ? null : config.SMSAPI_BACKUP_BASE,
          test: config.SMSAPI_TEST,
          timeoutMs: config.SMSAPI_TIMEOUT_MS,
          ledger: smsLedger,
          now,
          fetch,
        })
      : createSandboxSmsSender({ outboxDir: config.OUTBOX_DIR, ledger: smsLedger, now });

  const email = createSandboxEmailSender({ outboxDir: config.OUTBOX_DIR, now });
  const notion = createNotionClient(config, { now, fetch });

  let secret = config.PIN_SECRET;
  if (!secret) {
    secret = randomBytes(32).toString("base64url");
    log("warn", "PIN_SECRET not set: using a random per-process secret (sandbox only; PINs die on restart)");
  }

  return {
    config,
    companyRegister,
    bankAccount,
    sandboxBank,
    sms,
    email,
    notion,
    pin: {
      store: deps.pinStore ?? createMemoryPinStore(),
      secret,
      sms,
      now,
      webOtpDomain: config.SMS_WEBOTP_DOMAIN,
    },
  };
}

/** The Notion client NOTION_PROVIDER selects (the leads use it alone, without the other integrations). */
export function createNotionClient(
  config: IntegrationsConfig,
  deps: { now?: Clock; fetch?: FetchLike } = {},
): NotionClient {
  return config.NOTION_PROVIDER === "live"
    ? createLiveNotionClient({
        token: config.NOTION_TOKEN!,
        databaseId: config.NOTION_DATABASE_ID!,
        baseUrl: config.NOTION_API_BASE,
        timeoutMs: config.NOTION_TIMEOUT_MS,
        now: deps.now,
        fetch: deps.fetch,
      })
    : createSandboxNotionClient({ outboxDir: config.OUTBOX_DIR, now: deps.now });
}

/** The team's messaging channel TEAM_CHAT_PROVIDER selects (the chat widget uses it alone). */
export function createTeamChat(
  config: IntegrationsConfig,
  deps: { now?: Clock; fetch?: FetchLike } = {},
): TeamChat {
  return config.TEAM_CHAT_PROVIDER === "slack"
    ? createSlackWebhookTeamChat({
        webhookUrl: config.SLACK_WEBHOOK_URL!,
        timeoutMs: config.SLACK_TIMEOUT_MS,
        retries: config.SLACK_RETRIES,
        now: deps.now,
        fetch: deps.fetch,
      })
    : createSandboxTeamChat({ outboxDir: config.OUTBOX_DIR, now: deps.now });
}
