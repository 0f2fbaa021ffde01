/**
 * E-mail (the "return to your order" link, later notifications). Only the sandbox exists for now
 * (EMAIL_PROVIDER=sandbox): each message is appended to {OUTBOX_DIR}/email.jsonl (default
 * ./data/outbox/email.jsonl) and kept in memory; `readEmailOutbox()` reads the file. A live provider
 * implements `EmailSender` and is chosen in config.ts. Addresses and contents are never logged.
 */

import { randomUUID } from "node:crypto";
import { join } from "node:path";
import { SITE_NAME } from "@vhs/domain/site.ts";
import { z } from "zod";
import { createOutbox, DEFAULT_OUTBOX_DIR, type Outbox, readOutboxFile } from "./outbox.ts";
import { type Clock, createLruCache, err, ok, type Result, systemClock } from "./support.ts";

export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
};

export type EmailSent = { provider: "sandbox"; id: string; status: "sent"; duplicate: boolean };

export type EmailError =
  | { code: "INVALID_EMAIL"; field: "to"; message: string }
  | { code: "INVALID_MESSAGE"; message: string };

export interface EmailSender {
  readonly provider: "sandbox";
  send(message: EmailMessage, options: { idempotencyKey: string }): Promise<Result<EmailSent, EmailError>>;
}

export type EmailOutboxEntry = EmailMessage & {
  id: string;
  provider: "sandbox";
  idempotencyKey: string;
  createdAt: string;
};

export interface SandboxEmailSender extends EmailSender {
  readonly outbox: Outbox<EmailOutboxEntry>;
}

const messageSchema = z.object({
  to: z.email(),
  subject: z.string().min(1).max(200),
  text: z.string().min(1).max(100_000),
  html: z.string().max(200_000).optional(),
});

/** `outboxDir: null` keeps messages in memory only (tests). */
export function createSandboxEmailSender(
  options: { outboxDir?: string | null; now?: Clock } = {},
): SandboxEmailSender {
  const now = options.now ?? systemClock;
  const outbox = createOutbox<EmailOutboxEntry>(options.outboxDir, "email.jsonl");
  const sent = createLruCache<EmailSent>({ maxEntries: 10_000, ttlMs: 24 * 60 * 60 * 1000, now });
  let known: Promise<Map<string, string>> | null = null;

  return {
    provider: "sandbox",
    outbox,
    async send(message, { idempotencyKey }) {
      const parsed = messageSchema.safeParse(message);
      if (!parsed.success) {
        const toIssue = parsed.error.issues.some((i) => i.path[0] === "to");
        return toIssue
          ? err({ code: "INVALID_EMAIL", field: "to", message: "Nieprawidłowy adres e-mail" })
          : err({ code: "INVALID_MESSAGE", message: "Nieprawidłowa treść wiadomości." });
      }
      const previous = sent.get(idempotencyKey);
      if (previous) return ok({ ...previous, duplicate: true });
      known ??= outbox.readFile().then((lines) => new Map(lines.map((l) => [l.idempotencyKey, l.id])));
      const earlierId = (await known).get(idempotencyKey);
      if (earlierId) return ok({ provider: "sandbox", id: earlierId, status: "sent", duplicate: true });
      const entry: EmailOutboxEntry = {
        ...parsed.data,
        id: `sbx-email-${randomUUID()}`,
        provider: "sandbox",
        idempotencyKey,
        createdAt: new Date(now()).toISOString(),
      };
      const result: EmailSent = { provider: "sandbox", id: entry.id, status: "sent", duplicate: false };
      sent.set(idempotencyKey, result);
      (await known).set(idempotencyKey, entry.id);
      await outbox.append(entry);
      return ok(result);
    },
  };
}

/** The sandbox e-mail outbox file, oldest first. */
export function readEmailOutbox(dir: string = DEFAULT_OUTBOX_DIR): Promise<EmailOutboxEntry[]> {
  return readOutboxFile<EmailOutboxEntry>(join(dir, "email.jsonl"));
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The e-mail with the personal link back to a saved order (`/powrot/{uuid}/{secret}`). */
export function orderReturnEmail(input: {
  to: string;
  url: string;
  firstName?: string | null;
}): EmailMessage {
  const greeting = input.firstName ? `Dzień dobry ${input.firstName},` : "Dzień dobry,";
  const text = [
    greeting,
    "",
    "zapisaliśmy Twój wniosek leasingowy. Aby do niego wrócić, otwórz link:",
    input.url,
    "",
    "Link jest osobisty — nie przekazuj go nikomu.",
    "",
    `Zespół ${SITE_NAME}`,
  ].join("\n");
  const html = `<p>${escapeHtml(greeting)}</p>
<p>zapisaliśmy Twój wniosek leasingowy. Aby do niego wrócić, otwórz link:</p>
<p><a href="${escapeHtml(input.url)}">Wróć do wniosku</a></p>
<p>Link jest osobisty — nie przekazuj go nikomu.</p>
<p>Zespół ${escapeHtml(SITE_NAME)}</p>`;
  return { to: input.to, subject: `Powrót do wniosku leasingowego – ${SITE_NAME}`, text, html };
}
