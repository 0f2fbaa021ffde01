// The team's side of the chat (docs/chat.md): the newest conversations, one conversation's messages and an
// answer, which the visitor's widget shows at its next poll. Authorised like the offers' salesperson calls:
// `Authorization: Bearer op_…` (npm run operator:create), 401 without or with an unknown token.
import { createRoute, z } from "@hono/zod-openapi";
import type { Db } from "@vhs/db/client.ts";
import { chatMessageRequest, chatPollQuery } from "@vhs/domain/chat.ts";
import type { Context } from "hono";
import { type Clock, systemClock } from "../integrations/support.ts";
import { addMessage, conversationById, messagesSince, recentConversations } from "../lib/chat-service.ts";
import { operatorFromHeader } from "../lib/offer-link.ts";
import type { AppEnv } from "../lib/openapi.ts";
import { router } from "../lib/openapi.ts";
import {
  ChatConversation,
  ChatMessage,
  ChatMessages,
  errorContent,
  json,
  jsonBody,
  NO_STORE,
} from "./chat-schemas.ts";

const tags = ["chat (zespół)"];
const security = [{ operatorToken: [] }];
const E401 = { 401: errorContent("Brak lub nieznany token handlowca (Authorization: Bearer op_…)") };
const E404 = { 404: errorContent("Nie ma takiej rozmowy") };

const IdParam = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, {
      error: "Identyfikator rozmowy: podaj UUID z powiadomienia.",
    })
    .openapi({
      param: { name: "id", in: "path" },
      description: "Identyfikator rozmowy (UUID z powiadomienia)",
    }),
});

const ListQuery = z.object({
  limit: z.coerce
    .number({ error: "Parametr limit: podaj liczbę od 1 do 100." })
    .int({ error: "Parametr limit: podaj liczbę od 1 do 100." })
    .min(1, { error: "Parametr limit: podaj liczbę od 1 do 100." })
    .max(100, { error: "Parametr limit: podaj liczbę od 1 do 100." })
    .default(20),
});

export function chatOperatorRoutes(db: Db, options: { now?: Clock } = {}) {
  const app = router();
  const now = options.now ?? systemClock;
  type C = Context<AppEnv>;

  const unauthorized = (c: C) =>
    c.json(
      {
        error: true as const,
        message: "Brak dostępu: podaj ważny token handlowca w nagłówku Authorization: Bearer op_…",
      },
      401,
      NO_STORE,
    );
  const notFound = (c: C) =>
    c.json({ error: true as const, message: "Nie ma takiej rozmowy." }, 404, NO_STORE);

  app.openapi(
    createRoute({
      method: "get",
      path: "/v3/chat/operator/conversations",
      tags,
      security,
      summary: "Najnowsze rozmowy z czatu (ostatnia wiadomość, prośba o kontakt)",
      request: { query: ListQuery },
      responses: {
        200: json(z.object({ conversations: z.array(ChatConversation) }), "Rozmowy, najnowsze pierwsze"),
        ...E401,
      },
    }),
    async (c) => {
      if (!(await operatorFromHeader(db, c.req.header("authorization")))) return unauthorized(c);
      const { limit } = c.req.valid("query");
      return c.json({ conversations: await recentConversations(db, limit) }, 200, NO_STORE);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/v3/chat/operator/conversations/{id}/messages",
      tags,
      security,
      summary: "Wiadomości rozmowy po `since`",
      request: { params: IdParam, query: chatPollQuery },
      responses: { 200: json(ChatMessages, "Wiadomości, najstarsze pierwsze (do 100)"), ...E401, ...E404 },
    }),
    async (c) => {
      if (!(await operatorFromHeader(db, c.req.header("authorization")))) return unauthorized(c);
      const conversation = await conversationById(db, c.req.valid("param").id);
      if (!conversation) return notFound(c);
      const messages = await messagesSince(db, conversation.id, c.req.valid("query").since);
      return c.json(
        { status: conversation.status, advisorRequested: conversation.advisorRequestedAt !== null, messages },
        200,
        NO_STORE,
      );
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/v3/chat/operator/conversations/{id}/messages",
      tags,
      security,
      summary: "Odpowiedź doradcy: odwiedzający zobaczy ją przy następnym odpytaniu (co sekundę)",
      request: { params: IdParam, ...jsonBody(chatMessageRequest) },
      responses: { 201: json(ChatMessage, "Zapisana odpowiedź"), ...E401, ...E404 },
    }),
    async (c) => {
      const operator = await operatorFromHeader(db, c.req.header("authorization"));
      if (!operator) return unauthorized(c);
      const conversation = await conversationById(db, c.req.valid("param").id);
      if (!conversation) return notFound(c);
      const id = await addMessage(db, {
        conversationId: conversation.id,
        author: "team",
        operatorId: operator.id,
        text: c.req.valid("json").text,
        now: now(),
      });
      const [message] = await messagesSince(db, conversation.id, id - 1);
      return c.json(message!, 201, NO_STORE);
    },
  );

  return app;
}
