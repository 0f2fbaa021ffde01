/**
 * The team's Notion database (SPEC §7 "local /srv/notion (dealer contact)"): each dealer lead becomes a page
 * in it. Our callers speak in rows — property name → typed value — and this module turns them into
 * Notion's property JSON.
 *
 * - sandbox (NOTION_PROVIDER=sandbox, the default): each page is appended to {OUTBOX_DIR}/notion.jsonl
 *   exactly as it would be sent, and kept in memory (`readNotionOutbox()` reads the file);
 * - live (NOTION_PROVIDER=live): Notion's documented "create a page" call, `POST {NOTION_API_BASE}/v1/pages`
 *   with `Authorization: Bearer {NOTION_TOKEN}`, `Notion-Version: 2022-06-28` and
 *   `{parent: {database_id}, properties}`. The database must have the properties the caller names, with
 *   the same types (docs/integrations.md lists the dealer-lead ones).
 *
 * Notion has no idempotency key: the same key is sent once per process. That is enough: the leads forward
 * each lead once, from the instance that stored it, and no other process retries it (docs/integrations.md
 * "Running several instances"); a retry path would use the shared SendLedger, as SMS does. Contents are
 * never logged.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { log } from "../lib/log.ts";
import { createOutbox, type Outbox, readOutbox } from "./outbox.ts";
import {
  type Clock,
  err,
  type FetchLike,
  httpRequest,
  idempotent,
  ok,
  type Result,
  systemClock,
} from "./support.ts";

export const NOTION_VERSION = "2022-06-28";

/** One property value, by the database property's type. */
export type NotionValue =
  | { type: "title" | "rich_text"; value: string }
  | { type: "email" | "phone_number" | "url" | "select"; value: string | null }
  | { type: "number"; value: number | null }
  | { type: "checkbox"; value: boolean }
  /** ISO 8601 date or date-time. */
  | { type: "date"; value: string };

/** A database row: property name → value. Exactly one property must be the title. */
export type NotionRow = Record<string, NotionValue>;

export type NotionPageCreated = {
  provider: "sandbox" | "live";
  id: string;
  /** The page's address in Notion (a sandbox page has none). */
  url: string | null;
  duplicate: boolean;
};

export type NotionError = {
  /** CONFIGURATION: token, sharing or the database's properties are wrong; UNAVAILABLE: try again later. */
  code: "CONFIGURATION" | "REJECTED" | "UNAVAILABLE";
  message: string;
  status?: number;
  notionCode?: string;
  retryAfterSeconds?: number;
};

export interface NotionClient {
  readonly provider: "sandbox" | "live";
  createPage(
    row: NotionRow,
    options: { idempotencyKey: string },
  ): Promise<Result<NotionPageCreated, NotionError>>;
}

/** Notion allows 2 000 characters per text object (and 100 objects per property). */
const TEXT_CHUNK = 2000;

function richText(value: string) {
  const chunks: { type: "text"; text: { content: string } }[] = [];
  for (let at = 0; at < value.length && chunks.length < 100; at += TEXT_CHUNK)
    chunks.push({ type: "text", text: { content: value.slice(at, at + TEXT_CHUNK) } });
  return chunks;
}

/** Our row → Notion's `properties` object (the body of POST /v1/pages). */
export function notionProperties(row: NotionRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, p] of Object.entries(row)) {
    switch (p.type) {
      case "title":
      case "rich_text":
        out[name] = { [p.type]: richText(p.value) };
        break;
      case "select":
        // Select options may not contain commas.
        out[name] = { select: p.value === null ? null : { name: p.value.replace(/,/g, " ").slice(0, 100) } };
        break;
      case "date":
        out[name] = { date: { start: p.value } };
        break;
      default:
        out[name] = { [p.type]: p.value };
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Sandbox

export type NotionOutboxEntry = {
  id: string;
  provider: "sandbox";
  idempotencyKey: string;
  createdAt: string;
  /** The body a live client would send. */
  body: { parent: { database_id: string }; properties: Record<string, unknown> };
};

export interface SandboxNotionClient extends NotionClient {
  readonly provider: "sandbox";
  readonly outbox: Outbox<NotionOutboxEntry>;
}

export const SANDBOX_NOTION_DATABASE_ID = "00000000-0000-4000-8000-00000000d3a1";

/** `outboxDir: null` keeps pages in memory only (tests). */
export function createSandboxNotionClient(
  options: { outboxDir?: string | null; now?: Clock } = {},
): SandboxNotionClient {
  const now = options.now ?? systemClock;
  const outbox = createOutbox<NotionOutboxEntry>(options.outboxDir, "notion.jsonl");
  const once = idempotent<NotionPageCreated, NotionError>(now);
  return {
    provider: "sandbox",
    outbox,
    createPage(row, { idempotencyKey }) {
      return once(idempotencyKey, async () => {
        const entry: NotionOutboxEntry = {
          id: randomUUID(),
          provider: "sandbox",
          idempotencyKey,
          createdAt: new Date(now()).toISOString(),
          body: { parent: { database_id: SANDBOX_NOTION_DATABASE_ID }, properties: notionProperties(row) },
        };
        await outbox.append(entry);
        return ok({ provider: "sandbox", id: entry.id, url: null, duplicate: false });
      });
    },
  };
}

/** The sandbox Notion outbox file, oldest first. */
export function readNotionOutbox(dir?: string): Promise<NotionOutboxEntry[]> {
  return readOutbox<NotionOutboxEntry>("notion", dir);
}

// ---------------------------------------------------------------------------------------------------------
// Live: the Notion API

export interface NotionLiveOptions {
  token: string;
  databaseId: string;
  /** Default https://api.notion.com */
  baseUrl?: string;
  timeoutMs?: number;
  now?: Clock;
  fetch?: FetchLike;
}

const pageSchema = z.object({ object: z.literal("page"), id: z.string().min(1), url: z.string().optional() });
const errorSchema = z.object({
  object: z.literal("error"),
  status: z.number().optional(),
  code: z.string(),
  message: z.string().optional(),
});

const UNAVAILABLE = "Notion jest chwilowo niedostępny.";
const CONFIGURATION_CODES = new Set([
  "unauthorized",
  "restricted_resource",
  "object_not_found",
  "validation_error",
]);

export function createLiveNotionClient(options: NotionLiveOptions): NotionClient {
  const now = options.now ?? systemClock;
  const url = `${(options.baseUrl ?? "https://api.notion.com").replace(/\/+$/, "")}/v1/pages`;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const once = idempotent<NotionPageCreated, NotionError>(now);

  async function post(row: NotionRow): Promise<Result<NotionPageCreated, NotionError>> {
    const outcome = await httpRequest(url, {
      method: "POST",
      headers: {
        authorization: `Bearer ${options.token}`,
        "notion-version": NOTION_VERSION,
        "content-type": "application/json",
        accept: "application/json",
      },
      body: JSON.stringify({
        parent: { database_id: options.databaseId },
        properties: notionProperties(row),
      }),
      timeoutMs,
      fetch: options.fetch,
    });
    if (outcome.kind !== "response") {
      log("warn", "notion unreachable", { outcome: outcome.kind });
      return err({ code: "UNAVAILABLE", message: UNAVAILABLE });
    }
    const { status } = outcome;
    const page = pageSchema.safeParse(outcome.json);
    if (status >= 200 && status < 300 && page.success)
      return ok({ provider: "live", id: page.data.id, url: page.data.url ?? null, duplicate: false });

    const error = errorSchema.safeParse(outcome.json);
    const notionCode = error.success ? error.data.code : undefined;
    const retryAfter = Number(outcome.headers.get("retry-after"));
    log("warn", "notion refused a page", { status, code: notionCode });
    if (status === 429 || status === 409 || status >= 500) {
      return err({
        code: "UNAVAILABLE",
        message: UNAVAILABLE,
        status,
        notionCode,
        ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
      });
    }
    if (
      status === 401 ||
      status === 403 ||
      status === 404 ||
      (notionCode && CONFIGURATION_CODES.has(notionCode))
    ) {
      log("error", "notion configuration problem", { status, code: notionCode });
      return err({
        code: "CONFIGURATION",
        message: error.success && error.data.message ? error.data.message : `HTTP ${status}`,
        status,
        notionCode,
      });
    }
    return err({ code: "REJECTED", message: `HTTP ${status}`, status, notionCode });
  }

  return {
    provider: "live",
    createPage: (row, { idempotencyKey }) => once(idempotencyKey, () => post(row)),
  };
}
