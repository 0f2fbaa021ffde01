/**
 * Text messages (PINs for the order and the offer).
 *
 * - `createSandboxSmsSender()` — the offline default (SMS_PROVIDER=sandbox): nothing leaves the machine;
 *   each message is appended to the outbox {OUTBOX_DIR}/sms.jsonl (default ./data/outbox/sms.jsonl) and
 *   kept in memory (`outbox.entries`); `readSmsOutbox()` reads the file.
 * - `createSmsapiSender()` — SMSAPI.pl (SMS_PROVIDER=smsapi, DOMAIN §6.1): POST {base}/sms.do with
 *   `Authorization: Bearer`, form fields to=48XXXXXXXXX, message, from, format=json, encoding=utf-8,
 *   idx + check_idx=1; the 201 answer `{count, list:[{id, status …}]}` and error bodies
 *   `{error, message}` are reshaped into our result; on a timeout, network error or 5xx the backup host
 *   (api2) is tried with the same idx, which SMSAPI refuses to send twice.
 *
 * Idempotency: the same `idempotencyKey` gives the same result without sending again. The keys sent are in
 * a `SendLedger` — this process's memory by default, the database's `integration_sends` in the API, so
 * every instance sees them (docs/decisions/021-shared-state.md). A key another instance is sending right
 * now answers a duplicate with providerStatus "IN_PROGRESS" and no id: never a second message. Below that,
 * the sandbox re-reads its outbox after a restart and SMSAPI refuses a repeated idx (check_idx, 24 h).
 * Phone numbers and texts are never logged.
 */

import { createHash, randomUUID } from "node:crypto";
import { join } from "node:path";
import { mobilePhoneSchema } from "@vhs/domain/identifiers.ts";
import { z } from "zod";
import { log } from "../lib/log.ts";
import { createOutbox, DEFAULT_OUTBOX_DIR, type Outbox, readOutboxFile } from "./outbox.ts";
import { createMemoryStores, type SendLedger, sendOnce } from "./shared-state.ts";
import { type Clock, err, type FetchLike, httpRequest, ok, type Result, systemClock } from "./support.ts";

export type SmsStatus = "queued" | "sent" | "delivered" | "failed";

export type SmsSent = {
  provider: "sandbox" | "smsapi";
  /** The provider's message id (null when the provider reported a duplicate idx without one). */
  id: string | null;
  status: SmsStatus;
  /** The provider's own status word, e.g. "QUEUE". */
  providerStatus: string;
  /** True when this key had already been sent and nothing was sent now. */
  duplicate: boolean;
};

export type SmsError =
  | { code: "INVALID_PHONE"; field: "phone"; message: string }
  | { code: "INVALID_MESSAGE"; field: "message"; message: string }
  /** SMSAPI error 13: no valid number (wrong, landline or blacklisted). */
  | { code: "INVALID_NUMBER"; providerCode: number; message: string }
  /** Authorisation, IP allow-list or account problems (SMSAPI 101–105): fix the configuration. */
  | { code: "CONFIGURATION"; providerCode: number; message: string }
  | { code: "REJECTED"; providerCode: number | null; message: string }
  | { code: "UNAVAILABLE"; cause: "timeout" | "network" | "http"; message: string };

export type SmsSendOptions = {
  /** Same key → same result, sent once. Letters, digits and _.:- are passed to SMSAPI as idx as they are. */
  idempotencyKey: string;
};

export interface SmsSender {
  readonly provider: "sandbox" | "smsapi";
  send(phone: string, message: string, options: SmsSendOptions): Promise<Result<SmsSent, SmsError>>;
}

export const SMS_MESSAGES = {
  unavailable: "Nie udało się wysłać SMS-a. Spróbuj ponownie za chwilę.",
  invalidNumber: "Na ten numer nie można wysłać SMS-a. Sprawdź numer telefonu komórkowego.",
  invalidMessage: "Nieprawidłowa treść wiadomości.",
} as const;

const messageSchema = z.string().min(1).max(1000);

/** The one-send-per-key guard of a sender, over the given ledger (default: this process's memory). */
function smsOnce(provider: SmsSent["provider"], ledger: SendLedger<SmsSent> | undefined, now: Clock) {
  return sendOnce<SmsSent, SmsError>(ledger ?? createMemoryStores({ now }).sendLedger<SmsSent>("sms"), {
    channel: "sms",
    // Another instance is sending this key now: its message is on the way, this call sends nothing.
    busy: () => ({ provider, id: null, status: "queued", providerStatus: "IN_PROGRESS", duplicate: true }),
    unavailable: { code: "UNAVAILABLE", cause: "network", message: SMS_MESSAGES.unavailable },
  });
}

type Checked = { ok: true; phone: string } | { ok: false; error: SmsError };

function checkInput(phone: string, message: string): Checked {
  const parsedPhone = mobilePhoneSchema.safeParse(phone);
  if (!parsedPhone.success) {
    return {
      ok: false,
      error: { code: "INVALID_PHONE", field: "phone", message: parsedPhone.error.issues[0]!.message },
    };
  }
  if (!messageSchema.safeParse(message).success) {
    return {
      ok: false,
      error: { code: "INVALID_MESSAGE", field: "message", message: SMS_MESSAGES.invalidMessage },
    };
  }
  return { ok: true, phone: parsedPhone.data };
}

// ---------------------------------------------------------------------------------------------------------
// Sandbox

export type SmsOutboxEntry = {
  id: string;
  provider: "sandbox";
  /** E.164, e.g. "+48600700800". */
  to: string;
  message: string;
  idempotencyKey: string;
  createdAt: string;
  status: "delivered";
};

export interface SandboxSmsSender extends SmsSender {
  readonly provider: "sandbox";
  readonly outbox: Outbox<SmsOutboxEntry>;
}

/** `outboxDir: null` keeps messages in memory only (tests). */
export function createSandboxSmsSender(
  options: { outboxDir?: string | null; ledger?: SendLedger<SmsSent>; now?: Clock } = {},
): SandboxSmsSender {
  const now = options.now ?? systemClock;
  const outbox = createOutbox<SmsOutboxEntry>(options.outboxDir, "sms.jsonl");
  const once = smsOnce("sandbox", options.ledger, now);
  let known: Promise<Map<string, SmsOutboxEntry>> | null = null;
  const sentBefore = () => {
    known ??= outbox.readFile().then((lines) => new Map(lines.map((l) => [l.idempotencyKey, l])));
    return known;
  };

  return {
    provider: "sandbox",
    outbox,
    send(phone, message, { idempotencyKey }) {
      const checked = checkInput(phone, message);
      if (!checked.ok) return Promise.resolve(err(checked.error));
      return once(idempotencyKey, async () => {
        const earlier = (await sentBefore()).get(idempotencyKey);
        if (earlier) {
          return ok({
            provider: "sandbox",
            id: earlier.id,
            status: "delivered",
            providerStatus: "DELIVERED",
            duplicate: true,
          });
        }
        const entry: SmsOutboxEntry = {
          id: `sbx-sms-${randomUUID()}`,
          provider: "sandbox",
          to: `+48${checked.phone}`,
          message,
          idempotencyKey,
          createdAt: new Date(now()).toISOString(),
          status: "delivered",
        };
        await outbox.append(entry);
        (await sentBefore()).set(idempotencyKey, entry);
        return ok({
          provider: "sandbox",
          id: entry.id,
          status: "delivered",
          providerStatus: "DELIVERED",
          duplicate: false,
        });
      });
    },
  };
}

/** The sandbox SMS outbox file, oldest first (for developers and end-to-end tests). */
export function readSmsOutbox(dir: string = DEFAULT_OUTBOX_DIR): Promise<SmsOutboxEntry[]> {
  return readOutboxFile<SmsOutboxEntry>(join(dir, "sms.jsonl"));
}

// ---------------------------------------------------------------------------------------------------------
// Live: SMSAPI.pl

export interface SmsapiOptions {
  token: string;
  /** Registered sender name (≤ 11 characters); SMSAPI's default when absent. */
  from?: string;
  /** Default https://api.smsapi.pl */
  baseUrl?: string;
  /** Tried after a timeout, network error or 5xx; default https://api2.smsapi.pl. Null: no backup. */
  backupUrl?: string | null;
  /** test=1: SMSAPI validates and answers but sends nothing. */
  test?: boolean;
  timeoutMs?: number;
  /** The keys sent (default: this process's memory; the API: the database, shared by every instance). */
  ledger?: SendLedger<SmsSent>;
  now?: Clock;
  fetch?: FetchLike;
}

const smsapiSuccessSchema = z.object({
  count: z.number().optional(),
  list: z
    .array(
      z.object({
        id: z.union([z.string(), z.number()]).transform(String),
        status: z.string(),
        points: z.number().optional(),
        number: z.string().optional(),
      }),
    )
    .min(1),
});

const smsapiErrorSchema = z.object({
  error: z.union([z.number(), z.string()]).transform(Number),
  message: z.string().optional(),
});

/** SMSAPI error for a repeated idx with check_idx=1 ([UNVERIFIED]: code 53 per SMSAPI's list of errors). */
const SMSAPI_DUPLICATE_IDX = 53;

function mapSmsapiStatus(status: string): SmsStatus {
  switch (status.toUpperCase()) {
    case "DELIVERED":
      return "delivered";
    case "SENT":
      return "sent";
    case "QUEUE":
    case "ACCEPTED":
    case "RENEWAL":
    case "UNKNOWN":
      return "queued";
    default:
      return "failed";
  }
}

/** A key SMSAPI accepts as idx (≤ 255 characters): safe keys as they are, others hashed. */
export function smsapiIdx(key: string): string {
  return /^[A-Za-z0-9_.:-]{1,255}$/.test(key) ? key : createHash("sha256").update(key).digest("hex");
}

export function createSmsapiSender(options: SmsapiOptions): SmsSender {
  const now = options.now ?? systemClock;
  const hosts = [options.baseUrl ?? "https://api.smsapi.pl"];
  const backup = options.backupUrl === undefined ? "https://api2.smsapi.pl" : options.backupUrl;
  if (backup) hosts.push(backup);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const once = smsOnce("smsapi", options.ledger, now);

  async function post(phone: string, message: string, idx: string): Promise<Result<SmsSent, SmsError>> {
    const body = new URLSearchParams({
      to: `48${phone}`,
      message,
      format: "json",
      encoding: "utf-8",
      idx,
      check_idx: "1",
    });
    if (options.from) body.set("from", options.from);
    if (options.test) body.set("test", "1");
    let last: SmsError = { code: "UNAVAILABLE", cause: "network", message: SMS_MESSAGES.unavailable };

    for (const host of hosts) {
      const outcome = await httpRequest(`${host.replace(/\/+$/, "")}/sms.do`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${options.token}`,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: body.toString(),
        timeoutMs,
        fetch: options.fetch,
      });
      if (outcome.kind !== "response") {
        log("warn", "smsapi unreachable", { host, outcome: outcome.kind });
        last = { code: "UNAVAILABLE", cause: outcome.kind, message: SMS_MESSAGES.unavailable };
        continue;
      }
      const error = smsapiErrorSchema.safeParse(outcome.json);
      if (error.success && error.data.error) {
        const code = error.data.error;
        log("warn", "smsapi error", { status: outcome.status, error: code });
        if (code === SMSAPI_DUPLICATE_IDX) {
          return ok({
            provider: "smsapi",
            id: null,
            status: "queued",
            providerStatus: "DUPLICATE_IDX",
            duplicate: true,
          });
        }
        if (code === 13)
          return err({ code: "INVALID_NUMBER", providerCode: code, message: SMS_MESSAGES.invalidNumber });
        if (code >= 101 && code <= 105) {
          log("error", "smsapi configuration problem", { error: code });
          return err({ code: "CONFIGURATION", providerCode: code, message: SMS_MESSAGES.unavailable });
        }
        if (outcome.status >= 500) {
          last = { code: "UNAVAILABLE", cause: "http", message: SMS_MESSAGES.unavailable };
          continue;
        }
        return err({ code: "REJECTED", providerCode: code, message: SMS_MESSAGES.unavailable });
      }
      if (outcome.status >= 500) {
        log("warn", "smsapi server error", { host, status: outcome.status });
        last = { code: "UNAVAILABLE", cause: "http", message: SMS_MESSAGES.unavailable };
        continue;
      }
      const success = smsapiSuccessSchema.safeParse(outcome.json);
      if (outcome.status >= 200 && outcome.status < 300 && success.success) {
        const first = success.data.list[0]!;
        log("info", "sms sent", { provider: "smsapi", id: first.id, status: first.status });
        return ok({
          provider: "smsapi",
          id: first.id,
          status: mapSmsapiStatus(first.status),
          providerStatus: first.status,
          duplicate: false,
        });
      }
      log("warn", "smsapi answer not understood", { status: outcome.status });
      return err({ code: "REJECTED", providerCode: null, message: SMS_MESSAGES.unavailable });
    }
    return err(last);
  }

  return {
    provider: "smsapi",
    send(phone, message, { idempotencyKey }) {
      const checked = checkInput(phone, message);
      if (!checked.ok) return Promise.resolve(err(checked.error));
      return once(idempotencyKey, () => post(checked.phone, message, smsapiIdx(idempotencyKey)));
    },
  };
}
