/**
 * The team's messaging channel: the chat widget's "Porozmawiaj z doradcą" posts a notification there.
 *
 * - sandbox (TEAM_CHAT_PROVIDER=sandbox, the default): each notification is appended to
 *   {OUTBOX_DIR}/slack.jsonl exactly as it would be posted, and kept in memory (`readTeamChatOutbox()`
 *   reads the file);
 * - live (TEAM_CHAT_PROVIDER=slack): Slack's incoming webhook — `POST {SLACK_WEBHOOK_URL}` with a JSON body
 *   `{text, blocks?}`; Slack answers 200 with the body "ok", and errors as plain-text words with a status:
 *   400 invalid_payload / no_text, 403 action_prohibited, 404 no_service, 410 channel_is_archived,
 *   429 (with Retry-After) and 5xx. Any Slack-compatible webhook (Mattermost, Rocket.Chat) accepts the
 *   same body.
 *
 * Retries: a timeout, a network error, 429 and 5xx are tried again (SLACK_RETRIES more times, with a
 * growing pause, Retry-After honoured up to a cap); a 4xx is a configuration problem and is not. A
 * webhook has no idempotency key: a retry after a timeout may post twice, which a notification tolerates;
 * the same key is posted once per process. The webhook address is a secret and, like the texts, never logged.
 */
import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { log } from "../lib/log.ts";
import { createOutbox, DEFAULT_OUTBOX_DIR, type Outbox, readOutboxFile } from "./outbox.ts";
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

/** A Slack Block Kit block (the webhook passes them through; we use section and context blocks). */
export type SlackBlock = Record<string, unknown>;

export type TeamMessage = {
  /** The notification's text (also the fallback of `blocks`); Slack's mrkdwn. */
  text: string;
  blocks?: SlackBlock[];
};

export type TeamMessagePosted = { provider: "sandbox" | "slack"; id: string; duplicate: boolean };

export type TeamChatError = {
  /** CONFIGURATION: the webhook address or the payload is wrong (4xx); UNAVAILABLE: try again later. */
  code: "CONFIGURATION" | "UNAVAILABLE";
  message: string;
  status?: number;
  /** Slack's word, e.g. "no_service". */
  slackError?: string;
};

export interface TeamChat {
  readonly provider: "sandbox" | "slack";
  post(
    message: TeamMessage,
    options: { idempotencyKey: string },
  ): Promise<Result<TeamMessagePosted, TeamChatError>>;
}

export const TEAM_CHAT_MESSAGES = {
  unavailable: "Nie udało się powiadomić zespołu. Spróbuj ponownie za chwilę.",
} as const;

/** Slack cuts a message's text at 40 000 characters and a section's at 3 000. */
const MAX_TEXT = 3000;

function checked(message: TeamMessage): TeamMessage {
  const text = message.text.length > MAX_TEXT ? `${message.text.slice(0, MAX_TEXT - 1)}…` : message.text;
  return message.blocks ? { text, blocks: message.blocks } : { text };
}

// ---------------------------------------------------------------------------------------------------------
// Sandbox

export type TeamChatOutboxEntry = {
  id: string;
  provider: "sandbox";
  idempotencyKey: string;
  createdAt: string;
  /** The JSON body the webhook would receive. */
  body: TeamMessage;
};

export interface SandboxTeamChat extends TeamChat {
  readonly provider: "sandbox";
  readonly outbox: Outbox<TeamChatOutboxEntry>;
}

/** `outboxDir: null` keeps messages in memory only (tests). */
export function createSandboxTeamChat(
  options: { outboxDir?: string | null; now?: Clock } = {},
): SandboxTeamChat {
  const now = options.now ?? systemClock;
  const outbox = createOutbox<TeamChatOutboxEntry>(options.outboxDir, "slack.jsonl");
  const once = idempotent<TeamMessagePosted, TeamChatError>(now);
  return {
    provider: "sandbox",
    outbox,
    post(message, { idempotencyKey }) {
      return once(idempotencyKey, async () => {
        const entry: TeamChatOutboxEntry = {
          id: `sbx-slack-${randomUUID()}`,
          provider: "sandbox",
          idempotencyKey,
          createdAt: new Date(now()).toISOString(),
          body: checked(message),
        };
        await outbox.append(entry);
        return ok({ provider: "sandbox", id: entry.id, duplicate: false });
      });
    },
  };
}

/** The sandbox team-chat outbox file, oldest first (for developers and end-to-end tests). */
export function readTeamChatOutbox(dir: string = DEFAULT_OUTBOX_DIR): Promise<TeamChatOutboxEntry[]> {
  return readOutboxFile<TeamChatOutboxEntry>(join(dir, "slack.jsonl"));
}

// ---------------------------------------------------------------------------------------------------------
// Live: a Slack incoming webhook

export interface SlackWebhookOptions {
  /** https://hooks.slack.com/services/T…/B…/… (or a compatible service's address). */
  webhookUrl: string;
  timeoutMs?: number;
  /** Further attempts after a timeout, network error, 429 or 5xx (default 2). */
  retries?: number;
  /** The first pause between attempts; doubled each time (default 500 ms). */
  retryDelayMs?: number;
  /** The longest Retry-After we wait for in the request (default 10 s); longer: give up, UNAVAILABLE. */
  maxRetryAfterMs?: number;
  now?: Clock;
  fetch?: FetchLike;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createSlackWebhookTeamChat(options: SlackWebhookOptions): TeamChat {
  const now = options.now ?? systemClock;
  const timeoutMs = options.timeoutMs ?? 5000;
  const retries = options.retries ?? 2;
  const retryDelayMs = options.retryDelayMs ?? 500;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 10_000;
  const sleep = options.sleep ?? wait;
  const once = idempotent<TeamMessagePosted, TeamChatError>(now);

  async function send(message: TeamMessage): Promise<Result<TeamMessagePosted, TeamChatError>> {
    const body = JSON.stringify(checked(message));
    let last: TeamChatError = { code: "UNAVAILABLE", message: TEAM_CHAT_MESSAGES.unavailable };
    for (let attempt = 0; attempt <= retries; attempt++) {
      let pause = retryDelayMs * 2 ** attempt;
      const outcome = await httpRequest(options.webhookUrl, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8" },
        body,
        timeoutMs,
        fetch: options.fetch,
      });
      if (outcome.kind !== "response") {
        log("warn", "team chat webhook unreachable", { outcome: outcome.kind, attempt });
        last = { code: "UNAVAILABLE", message: TEAM_CHAT_MESSAGES.unavailable };
      } else if (outcome.status >= 200 && outcome.status < 300) {
        log("info", "team chat message posted", { provider: "slack", attempt });
        return ok({ provider: "slack", id: `slack-${randomUUID()}`, duplicate: false });
      } else {
        const slackError = outcome.text.trim().slice(0, 100) || undefined;
        log("warn", "team chat webhook refused", { status: outcome.status, slackError, attempt });
        if (outcome.status !== 429 && outcome.status < 500) {
          return err({
            code: "CONFIGURATION",
            message: TEAM_CHAT_MESSAGES.unavailable,
            status: outcome.status,
            ...(slackError ? { slackError } : {}),
          });
        }
        last = {
          code: "UNAVAILABLE",
          message: TEAM_CHAT_MESSAGES.unavailable,
          status: outcome.status,
          ...(slackError ? { slackError } : {}),
        };
        const retryAfter = Number(outcome.headers.get("retry-after"));
        if (outcome.status === 429 && Number.isFinite(retryAfter) && retryAfter > 0) {
          if (retryAfter * 1000 > maxRetryAfterMs) return err(last);
          pause = retryAfter * 1000;
        }
      }
      if (attempt < retries) await sleep(pause);
    }
    return err(last);
  }

  return {
    provider: "slack",
    post(message, { idempotencyKey }) {
      return once(idempotencyKey, () => send(message));
    },
  };
}
