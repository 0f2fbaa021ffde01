// The chat API's request schemas (docs/chat.md). The texts are in chat-texts.ts (no Zod there: the widget
// needs them in the browser).
import { z } from "zod";
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES } from "./chat-texts.ts";
import { isValidPhone, normalizePhone } from "./identifiers.ts";

const sourcePath = z
  .string({ error: CHAT_MESSAGES.sourcePath })
  .max(300, { error: CHAT_MESSAGES.sourcePath })
  .regex(/^\/(?!\/)[^\s?#]*$/, { error: CHAT_MESSAGES.sourcePath })
  .optional();

export const chatStartRequest = z.object({ sourcePath }).strict();

export const chatMessageRequest = z
  .object({
    text: z
      .string({ error: CHAT_MESSAGES.text })
      .trim()
      .min(1, { error: CHAT_MESSAGES.text })
      .max(CHAT_MESSAGE_MAX, { error: CHAT_MESSAGES.text }),
  })
  .strict();

/** "Porozmawiaj z doradcą", optionally with a callback: a name and a phone or an e-mail. */
export const chatAdvisorRequest = z
  .object({
    name: z
      .string({ error: CHAT_MESSAGES.name })
      .trim()
      .max(100, { error: CHAT_MESSAGES.name })
      .optional()
      .refine((v) => !v || v.length >= 2, { error: CHAT_MESSAGES.name })
      .transform((v) => v || undefined),
    phone: z
      .string({ error: CHAT_MESSAGES.phone })
      .max(30, { error: CHAT_MESSAGES.phone })
      .optional()
      .refine((v) => !v?.trim() || isValidPhone(v), { error: CHAT_MESSAGES.phone })
      .transform((v) => (v?.trim() ? normalizePhone(v)! : undefined)),
    email: z
      .string({ error: CHAT_MESSAGES.email })
      .trim()
      .max(254, { error: CHAT_MESSAGES.email })
      .optional()
      .refine((v) => !v || z.email().safeParse(v).success, { error: CHAT_MESSAGES.email })
      .transform((v) => v || undefined),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.name && !v.phone && !v.email)
      ctx.addIssue({ code: "custom", path: ["phone"], message: CHAT_MESSAGES.contact });
    if (!v.name && (v.phone || v.email))
      ctx.addIssue({ code: "custom", path: ["name"], message: CHAT_MESSAGES.name });
  });

export type ChatAdvisorRequest = z.infer<typeof chatAdvisorRequest>;

export const chatPollQuery = z.object({
  since: z.coerce
    .number({ error: "Parametr since: podaj numer ostatniej wiadomości (liczba ≥ 0)." })
    .int({ error: "Parametr since: podaj numer ostatniej wiadomości (liczba ≥ 0)." })
    .min(0, { error: "Parametr since: podaj numer ostatniej wiadomości (liczba ≥ 0)." })
    .max(Number.MAX_SAFE_INTEGER, { error: "Parametr since: podaj numer ostatniej wiadomości (liczba ≥ 0)." })
    .default(0),
});
