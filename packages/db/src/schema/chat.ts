// The site's chat widget (docs/chat.md): a visitor's conversation with the team. The visitor holds an
// unguessable token (192 random bits, base64url) in the browser; only its SHA-256 is stored and looked up.
// Messages are numbered by one growing sequence, so the widget asks for "everything after id N".
import { sql } from "drizzle-orm";
import { bigserial, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { operators } from "./offers.ts";

/** What the visitor chose from the opening options (null: they just typed). */
export const CHAT_TOPICS = ["offer", "advisor", "status"] as const;
export type ChatTopic = (typeof CHAT_TOPICS)[number];

/** Who wrote a message: the visitor, the site's automatic answer, or a person of the team. */
export const CHAT_AUTHORS = ["visitor", "bot", "team"] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];

export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: uuid("id").primaryKey(),
    /** SHA-256 (hex) of the visitor's token. */
    tokenHash: text("token_hash").notNull(),
    topic: text("topic").$type<ChatTopic>(),
    status: text("status").$type<"open" | "closed">().notNull().default("open"),
    /** The page the conversation was started on (a path, no query). */
    sourcePath: text("source_path"),
    /** A callback the visitor asked for: their name and a phone or an e-mail. */
    name: text("name"),
    phone: text("phone"),
    email: text("email"),
    /** The team was asked to join: when, and whether the messaging integration took it. */
    advisorRequestedAt: timestamp("advisor_requested_at", { withTimezone: true }),
    notifyStatus: text("notify_status").$type<"pending" | "sent" | "failed">(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("chat_conversations_token_idx").on(t.tokenHash),
    index("chat_conversations_last_message_idx").on(t.lastMessageAt),
    check("chat_conversations_topic_check", sql`${t.topic} in ('offer', 'advisor', 'status')`),
    check("chat_conversations_status_check", sql`${t.status} in ('open', 'closed')`),
  ],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    author: text("author").$type<ChatAuthor>().notNull(),
    /** The team member who answered (an operator of the offers). */
    operatorId: uuid("operator_id").references(() => operators.id),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("chat_messages_conversation_idx").on(t.conversationId, t.id),
    check("chat_messages_author_check", sql`${t.author} in ('visitor', 'bot', 'team')`),
  ],
);
