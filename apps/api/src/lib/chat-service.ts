// The chat widget's conversations (docs/chat.md): the visitor's token, the messages in order, the advisor
// request and the team's notification about it. Routes: ../routes/chat.ts (visitor), chat-operator.ts (team).
import { randomBytes, randomUUID } from "node:crypto";
import type { Db } from "@vhs/db/client.ts";
import { type ChatAuthor, type ChatTopic, chatConversations, chatMessages } from "@vhs/db/schema/chat.ts";
import { operators } from "@vhs/db/schema/offers.ts";
import { CHAT_TOKEN_PATTERN } from "@vhs/domain/chat-texts.ts";
import { phoneToE164 } from "@vhs/domain/identifiers.ts";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import type { TeamMessage } from "../integrations/team-chat.ts";
import { sha256Hex } from "./order-crypto.ts";

export type ConversationRow = typeof chatConversations.$inferSelect;

export type ChatMessageView = {
  id: number;
  author: ChatAuthor;
  /** The team member's name on their answers; null otherwise. */
  authorName: string | null;
  text: string;
  createdAt: string;
};

/** At most this many messages per answer; the widget asks again from the last one. */
export const CHAT_PAGE_SIZE = 100;

/** A new token for the visitor ("ch_" + 192 random bits) and the hash that is stored. */
export function newChatToken(): { token: string; hash: string } {
  const token = `ch_${randomBytes(24).toString("base64url")}`;
  return { token, hash: sha256Hex(token) };
}

export async function startConversation(
  db: Db,
  input: { sourcePath?: string | undefined; now: number },
): Promise<{ conversation: ConversationRow; token: string }> {
  const { token, hash } = newChatToken();
  const at = new Date(input.now);
  const [conversation] = await db
    .insert(chatConversations)
    .values({
      id: randomUUID(),
      tokenHash: hash,
      sourcePath: input.sourcePath ?? null,
      createdAt: at,
      lastMessageAt: at,
    })
    .returning();
  return { conversation: conversation!, token };
}

/** The conversation of a visitor's token; undefined for a malformed or unknown one. */
export async function conversationOfToken(
  db: Db,
  token: string | undefined,
): Promise<ConversationRow | undefined> {
  if (!token || !CHAT_TOKEN_PATTERN.test(token)) return undefined;
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.tokenHash, sha256Hex(token)));
  return row;
}

export async function conversationById(db: Db, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row;
}

export async function addMessage(
  db: Db,
  input: {
    conversationId: string;
    author: ChatAuthor;
    text: string;
    operatorId?: string | null;
    now: number;
  },
): Promise<number> {
  const at = new Date(input.now);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatMessages)
      .values({
        conversationId: input.conversationId,
        author: input.author,
        operatorId: input.operatorId ?? null,
        body: input.text,
        createdAt: at,
      })
      .returning({ id: chatMessages.id });
    await tx
      .update(chatConversations)
      .set({ lastMessageAt: at })
      .where(eq(chatConversations.id, input.conversationId));
    return row!.id;
  });
}

/** The messages after `since`, oldest first, with the answering team member's name. */
export async function messagesSince(
  db: Db,
  conversationId: string,
  since: number,
): Promise<ChatMessageView[]> {
  const rows = await db
    .select({
      id: chatMessages.id,
      author: chatMessages.author,
      authorName: operators.name,
      text: chatMessages.body,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .leftJoin(operators, eq(operators.id, chatMessages.operatorId))
    .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.id, since)))
    .orderBy(asc(chatMessages.id))
    .limit(CHAT_PAGE_SIZE);
  return rows.map((r) => ({
    id: Number(r.id),
    author: r.author,
    authorName: r.author === "team" ? (r.authorName?.split(/\s+/)[0] ?? null) : null,
    text: r.text,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Records the advisor request (the first time) and the callback details (when given). */
export async function recordAdvisorRequest(
  db: Db,
  conversation: ConversationRow,
  input: { name?: string | undefined; phone?: string | undefined; email?: string | undefined; now: number },
): Promise<ConversationRow> {
  const patch: Partial<typeof chatConversations.$inferInsert> = { topic: "advisor" satisfies ChatTopic };
  // Pending until the messaging integration has taken the notification this call sends.
  if (!conversation.advisorRequestedAt) {
    patch.advisorRequestedAt = new Date(input.now);
    patch.notifyStatus = "pending";
  }
  if (input.name) {
    patch.notifyStatus = "pending";
    patch.name = input.name;
    patch.phone = input.phone ?? null;
    patch.email = input.email ?? null;
  }
  const [row] = await db
    .update(chatConversations)
    .set(patch)
    .where(eq(chatConversations.id, conversation.id))
    .returning();
  return row!;
}

export async function setNotifyStatus(db: Db, id: string, status: "sent" | "failed"): Promise<void> {
  await db.update(chatConversations).set({ notifyStatus: status }).where(eq(chatConversations.id, id));
}

/** The newest conversations for the team, with their last message and how many the visitor wrote. */
export async function recentConversations(db: Db, limit: number) {
  const rows = await db
    .select({
      id: chatConversations.id,
      topic: chatConversations.topic,
      status: chatConversations.status,
      sourcePath: chatConversations.sourcePath,
      name: chatConversations.name,
      phone: chatConversations.phone,
      email: chatConversations.email,
      advisorRequestedAt: chatConversations.advisorRequestedAt,
      createdAt: chatConversations.createdAt,
      lastMessageAt: chatConversations.lastMessageAt,
      lastMessage: sql<
        string | null
      >`(select m.body from chat_messages m where m.conversation_id = "chat_conversations"."id" order by m.id desc limit 1)`,
    })
    .from(chatConversations)
    .orderBy(desc(chatConversations.lastMessageAt))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    advisorRequestedAt: r.advisorRequestedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    lastMessageAt: r.lastMessageAt.toISOString(),
  }));
}

const warsawTime = new Intl.DateTimeFormat("pl-PL", {
  timeZone: "Europe/Warsaw",
  dateStyle: "short",
  timeStyle: "short",
});

/** Slack's mrkdwn treats &, < and > as markup: a visitor's words are escaped. */
export function slackEscape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The team's notification: who asks, from which page, what they wrote, and how to answer. */
export function advisorNotification(
  conversation: ConversationRow,
  recent: readonly ChatMessageView[],
  options: { publicOrigin: string; now: number },
): TeamMessage {
  const contact = [
    conversation.name ? `Imię: ${conversation.name}` : null,
    conversation.phone ? `Telefon: ${phoneToE164(conversation.phone) ?? conversation.phone}` : null,
    conversation.email ? `E-mail: ${conversation.email}` : null,
  ].filter((l): l is string => l !== null);
  const page = conversation.sourcePath ? `${options.publicOrigin}${conversation.sourcePath}` : "—";
  const said = recent
    .filter((m) => m.author === "visitor")
    .slice(-5)
    .map((m) => `> ${slackEscape(m.text).replace(/\n/g, "\n> ")}`);
  const headline = conversation.name
    ? `Czat na stronie: prośba o kontakt z doradcą (${slackEscape(conversation.name)})`
    : "Czat na stronie: klient prosi o rozmowę z doradcą";
  const details = [
    `Strona: ${page}`,
    `Rozmowa: ${conversation.id}`,
    `Czas: ${warsawTime.format(options.now)}`,
    ...contact.map(slackEscape),
  ];
  const answer = `Odpowiedz: POST /api/v3/chat/operator/conversations/${conversation.id}/messages (token handlowca)`;
  const text = [headline, ...details, ...(said.length ? ["Klient napisał:", ...said] : []), answer].join(
    "\n",
  );
  return {
    text,
    blocks: [
      { type: "header", text: { type: "plain_text", text: headline.slice(0, 150), emoji: false } },
      { type: "section", text: { type: "mrkdwn", text: details.join("\n") } },
      ...(said.length
        ? [{ type: "section", text: { type: "mrkdwn", text: said.join("\n").slice(0, 2900) } }]
        : []),
      { type: "context", elements: [{ type: "mrkdwn", text: answer }] },
    ],
  };
}
