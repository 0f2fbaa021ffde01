// The chat widget's calls (docs/chat.md, SPEC §4): a visitor starts a conversation and gets a token,
// writes messages, may ask for an advisor — which notifies the team through the messaging integration
// (integrations/team-chat.ts) — and polls for new messages every second while the widget is open. The
// token travels in the x-chat-token header, never in the address. Every call is rate-limited.
import { createRoute } from "@hono/zod-openapi";
import type { Db } from "@vhs/db/client.ts";
import { chatAdvisorRequest, chatMessageRequest, chatPollQuery, chatStartRequest } from "@vhs/domain/chat.ts";
import {
  CHAT_ADVISOR_ANSWER,
  CHAT_CALLBACK_ANSWER,
  CHAT_MESSAGES,
  CHAT_OPTIONS,
  CHAT_TOKEN_HEADER,
} from "@vhs/domain/chat-texts.ts";
import type { Context } from "hono";
import { createTeamChat, readIntegrationsConfig } from "../integrations/config.ts";
import { type Clock, systemClock } from "../integrations/support.ts";
import type { TeamChat } from "../integrations/team-chat.ts";
import {
  addMessage,
  advisorNotification,
  type ConversationRow,
  conversationOfToken,
  messagesSince,
  recordAdvisorRequest,
  setNotifyStatus,
  startConversation,
} from "../lib/chat-service.ts";
import { clientAddressOf } from "../lib/client-address.ts";
import { log } from "../lib/log.ts";
import { type AppEnv, router } from "../lib/openapi.ts";
import { createRateLimiter, type RateRule, rateKey, retryAfterText } from "../lib/rate-limit.ts";
import {
  ChatMessage,
  ChatMessages,
  ChatStarted,
  errorContent,
  json,
  jsonBody,
  NO_STORE,
  tokenHeader,
} from "./chat-schemas.ts";

type Limit = { limit: number; windowMs: number };
export interface ChatLimits {
  startPerAddress: Limit;
  messagesPerConversation: Limit;
  messagesPerAddress: Limit;
  advisorPerConversation: Limit;
  pollsPerConversation: Limit;
}

const MINUTE = 60_000;
export const DEFAULT_CHAT_LIMITS: ChatLimits = {
  startPerAddress: { limit: 20, windowMs: 60 * MINUTE },
  messagesPerConversation: { limit: 20, windowMs: MINUTE },
  messagesPerAddress: { limit: 60, windowMs: 10 * MINUTE },
  advisorPerConversation: { limit: 5, windowMs: 60 * MINUTE },
  // One a second from the widget, with room for a second tab of the same conversation.
  pollsPerConversation: { limit: 150, windowMs: MINUTE },
};

export interface ChatOptions {
  teamChat?: TeamChat;
  now?: Clock;
  limits?: ChatLimits;
  /** The site's address, for the page link in the team's notification. */
  publicOrigin?: string | undefined;
  /** Runs the team's notification after the answer (tests collect the promises to wait for them). */
  background?: (task: Promise<void>) => void;
  env?: Record<string, string | undefined>;
}

const E404 = {
  404: errorContent("Rozmowa nie istnieje albo token (nagłówek x-chat-token) jest nieprawidłowy"),
};
const E409 = { 409: errorContent("Rozmowa została zakończona") };
const E422 = { 422: errorContent("Nieprawidłowe dane; `fields` wskazuje pole") };
const E429 = { 429: errorContent("Za dużo żądań; nagłówek Retry-After mówi, kiedy wolno") };
const tags = ["chat"];

export function chatRoutes(db: Db, options: ChatOptions = {}) {
  const app = router();
  const now = options.now ?? systemClock;
  const limits = options.limits ?? DEFAULT_CHAT_LIMITS;
  const teamChat = options.teamChat ?? createTeamChat(readIntegrationsConfig(options.env), { now });
  const publicOrigin = options.publicOrigin ?? "http://localhost:3000";
  const background = options.background ?? ((task: Promise<void>) => void task);
  const limiter = createRateLimiter(db, {
    now,
    onSweepError: (e) => log("warn", "rate-limit sweep failed", { error: (e as Error).name }),
  });

  type C = Context<AppEnv>;

  /** Counts the request; the 429 answer when a rule is over its limit. */
  async function limited(c: C, rules: RateRule[]) {
    const decision = await limiter.hit(rules);
    if (decision.allowed) return null;
    const message = `Za dużo wiadomości naraz. Spróbuj ponownie ${retryAfterText(decision.retryAfterSeconds)}.`;
    return c.json({ error: true as const, message }, 429, {
      ...NO_STORE,
      "Retry-After": String(decision.retryAfterSeconds),
    });
  }

  const addressRule = (c: C, name: string, limit: Limit): RateRule[] => {
    const address = clientAddressOf(c.env);
    return address ? [{ key: rateKey("chat", name, "addr", address), ...limit }] : [];
  };

  async function visitorConversation(c: C) {
    const conversation = await conversationOfToken(db, c.req.header(CHAT_TOKEN_HEADER));
    if (!conversation)
      return {
        error: c.json(
          { error: true as const, code: "CHAT_NOT_FOUND", message: CHAT_MESSAGES.token },
          404,
          NO_STORE,
        ),
      };
    return { conversation };
  }

  const closed = (c: C) =>
    c.json({ error: true as const, code: "CHAT_CLOSED", message: CHAT_MESSAGES.closed }, 409, NO_STORE);

  async function notifyTeam(conversation: ConversationRow, key: string): Promise<void> {
    try {
      const recent = await messagesSince(db, conversation.id, 0);
      const sent = await teamChat.post(
        advisorNotification(conversation, recent, { publicOrigin, now: now() }),
        {
          idempotencyKey: key,
        },
      );
      if (!sent.ok)
        log("warn", "chat advisor request not forwarded", {
          conversation: conversation.id,
          error: sent.error.code,
        });
      await setNotifyStatus(db, conversation.id, sent.ok ? "sent" : "failed");
    } catch (e) {
      // The request is stored: the conversation stays "pending" and is listed for the team.
      log("error", "chat notification crashed", { conversation: conversation.id, error: (e as Error).name });
    }
  }

  app.openapi(
    createRoute({
      method: "post",
      path: "/v3/chat/conversations",
      tags,
      summary: "Nowa rozmowa na czacie: zwraca token, który przeglądarka trzyma (sessionStorage)",
      request: jsonBody(chatStartRequest),
      responses: { 201: json(ChatStarted, "Rozmowa rozpoczęta"), ...E422, ...E429 },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const refused = await limited(c, addressRule(c, "start", limits.startPerAddress));
      if (refused) return refused;
      const { token } = await startConversation(db, { sourcePath: body.sourcePath, now: now() });
      return c.json({ token }, 201, NO_STORE);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/v3/chat/messages",
      tags,
      summary: "Wiadomość odwiedzającego w jego rozmowie",
      request: { headers: tokenHeader, ...jsonBody(chatMessageRequest) },
      responses: { 201: json(ChatMessage, "Zapisana wiadomość"), ...E404, ...E409, ...E422, ...E429 },
    }),
    async (c) => {
      const { text } = c.req.valid("json");
      const found = await visitorConversation(c);
      if (found.error) return found.error;
      const { conversation } = found;
      const refused = await limited(c, [
        { key: `chat:msg:conv:${conversation.id}`, ...limits.messagesPerConversation },
        ...addressRule(c, "msg", limits.messagesPerAddress),
      ]);
      if (refused) return refused;
      if (conversation.status === "closed") return closed(c);
      const id = await addMessage(db, {
        conversationId: conversation.id,
        author: "visitor",
        text,
        now: now(),
      });
      const [message] = await messagesSince(db, conversation.id, id - 1);
      return c.json(message!, 201, NO_STORE);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/v3/chat/advisor",
      tags,
      summary:
        "„Porozmawiaj z doradcą”: powiadamia zespół (integracja komunikatora); opcjonalnie prośba o kontakt",
      description:
        "Pierwsze wywołanie zapisuje wybór i odpowiedź serwisu, po czym powiadamia zespół. Z imieniem i telefonem albo e-mailem zapisuje prośbę o kontakt i powiadamia ponownie.",
      request: { headers: tokenHeader, ...jsonBody(chatAdvisorRequest) },
      responses: {
        201: json(ChatMessages, "Nowe wiadomości rozmowy (wybór i odpowiedź serwisu)"),
        ...E404,
        ...E409,
        ...E422,
        ...E429,
      },
    }),
    async (c) => {
      const body = c.req.valid("json");
      const found = await visitorConversation(c);
      if (found.error) return found.error;
      const refused = await limited(c, [
        { key: `chat:advisor:conv:${found.conversation.id}`, ...limits.advisorPerConversation },
      ]);
      if (refused) return refused;
      const before = found.conversation;
      if (before.status === "closed") return closed(c);
      const at = now();
      const conversation = await recordAdvisorRequest(db, before, { ...body, now: at });
      const first = !before.advisorRequestedAt;
      let since = 0;
      if (first) {
        since =
          (await addMessage(db, {
            conversationId: before.id,
            author: "visitor",
            text: CHAT_OPTIONS.advisor,
            now: at,
          })) - 1;
        await addMessage(db, {
          conversationId: before.id,
          author: "bot",
          text: CHAT_ADVISOR_ANSWER,
          now: at,
        });
      }
      if (body.name) {
        const parts = [body.name, body.phone, body.email].filter(Boolean).join(", ");
        const id = await addMessage(db, {
          conversationId: before.id,
          author: "visitor",
          text: `Proszę o kontakt: ${parts}`,
          now: at,
        });
        if (!first) since = id - 1;
        await addMessage(db, {
          conversationId: before.id,
          author: "bot",
          text: CHAT_CALLBACK_ANSWER,
          now: at,
        });
      }
      if (first || body.name) {
        const key = body.name
          ? `chat:${before.id}:callback:${[body.name, body.phone, body.email].join("|")}`
          : `chat:${before.id}:advisor`;
        background(notifyTeam(conversation, key));
      }
      const messages = since || first ? await messagesSince(db, before.id, since) : [];
      return c.json({ status: conversation.status, advisorRequested: true, messages }, 201, NO_STORE);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/v3/chat/messages",
      tags,
      summary: "Nowe wiadomości rozmowy (po `since`); widżet pyta co sekundę, gdy jest otwarty",
      request: { headers: tokenHeader, query: chatPollQuery },
      responses: {
        200: json(ChatMessages, "Wiadomości po `since`, najstarsze pierwsze (do 100)"),
        ...E404,
        ...E422,
        ...E429,
      },
    }),
    async (c) => {
      const { since } = c.req.valid("query");
      const found = await visitorConversation(c);
      if (found.error) return found.error;
      const { conversation } = found;
      const refused = await limited(c, [
        { key: `chat:poll:conv:${conversation.id}`, ...limits.pollsPerConversation },
      ]);
      if (refused) return refused;
      const messages = await messagesSince(db, conversation.id, since);
      return c.json(
        { status: conversation.status, advisorRequested: conversation.advisorRequestedAt !== null, messages },
        200,
        NO_STORE,
      );
    },
  );

  return app;
}
