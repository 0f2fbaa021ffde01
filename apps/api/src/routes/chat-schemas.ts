// OpenAPI shapes of the chat routes (chat.ts for the visitor, chat-operator.ts for the team).
import { z } from "@hono/zod-openapi";
import { CHAT_TOKEN_HEADER } from "@vhs/domain/chat-texts.ts";
import { ErrorSchema } from "../lib/schemas.ts";

/** Personal data and a live conversation: never cached. */
export const NO_STORE = { "Cache-Control": "no-store, private" } as const;

export const ChatMessage = z
  .object({
    id: z.number().int().openapi({ description: "Kolejny numer wiadomości (rośnie; `since` w odpytywaniu)" }),
    author: z.enum(["visitor", "bot", "team"]).openapi({
      description: "visitor — odwiedzający, bot — automatyczna odpowiedź serwisu, team — doradca",
    }),
    authorName: z.string().nullable().openapi({ description: "Imię doradcy przy jego odpowiedziach" }),
    text: z.string(),
    createdAt: z.string().openapi({ description: "ISO 8601" }),
  })
  .openapi("ChatMessage");

export const ChatStarted = z
  .object({
    token: z.string().openapi({
      description: `Token rozmowy (ch_…): przeglądarka trzyma go i wysyła w nagłówku ${CHAT_TOKEN_HEADER}`,
    }),
  })
  .openapi("ChatStarted");

export const ChatMessages = z
  .object({
    status: z.enum(["open", "closed"]),
    advisorRequested: z.boolean().openapi({ description: "Czy poproszono już o doradcę" }),
    messages: z.array(ChatMessage),
  })
  .openapi("ChatMessages");

export const ChatConversation = z
  .object({
    id: z.string(),
    topic: z.enum(["offer", "advisor", "status"]).nullable(),
    status: z.enum(["open", "closed"]),
    sourcePath: z.string().nullable(),
    name: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    advisorRequestedAt: z.string().nullable(),
    createdAt: z.string(),
    lastMessageAt: z.string(),
    lastMessage: z.string().nullable(),
  })
  .openapi("ChatConversation");

export const tokenHeader = z.object({
  [CHAT_TOKEN_HEADER]: z.string().optional().openapi({ description: "Token rozmowy ch_…" }),
});

export const errorContent = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorSchema } },
});

export const jsonBody = <T>(schema: T) => ({
  body: { required: true, content: { "application/json": { schema } } },
});

export const json = <T>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
