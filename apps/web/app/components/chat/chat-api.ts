// The chat widget's calls to the API (routes/chat.ts in apps/api), from the browser: the API is served
// under /api by the site's own process. The conversation's token is kept in sessionStorage — it lives as
// long as the tab, is sent only in the x-chat-token header and never in an address.
import { CHAT_MESSAGES, CHAT_TOKEN_HEADER, CHAT_TOKEN_PATTERN } from "@vhs/domain/chat-texts.ts";

export const CHAT_API = "/api/v3/chat";
const STORAGE_KEY = "vhs_chat";

export type ChatAuthor = "visitor" | "bot" | "team";
export type ServerMessage = {
  id: number;
  author: ChatAuthor;
  authorName: string | null;
  text: string;
  createdAt: string;
};
export type ChatMessages = {
  status: "open" | "closed";
  advisorRequested: boolean;
  messages: ServerMessage[];
};

export type ApiAnswer<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; message: string; fields: Record<string, string> };

export function storedToken(): string | null {
  try {
    const token = sessionStorage.getItem(STORAGE_KEY);
    return token && CHAT_TOKEN_PATTERN.test(token) ? token : null;
  } catch {
    return null;
  }
}

export function storeToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(STORAGE_KEY, token);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the conversation lasts as long as the page.
  }
}

async function call<T>(path: string, init: RequestInit & { token?: string | null }): Promise<ApiAnswer<T>> {
  const { token, ...rest } = init;
  const headers: Record<string, string> = { accept: "application/json" };
  if (rest.body) headers["content-type"] = "application/json";
  if (token) headers[CHAT_TOKEN_HEADER] = token;
  try {
    const res = await fetch(CHAT_API + path, { ...rest, headers, credentials: "same-origin" });
    const body = (await res.json().catch(() => null)) as
      | (T & { message?: string; fields?: { field: string; message: string }[] })
      | null;
    if (res.ok && body) return { ok: true, data: body };
    const fields: Record<string, string> = {};
    for (const f of body?.fields ?? []) fields[f.field] ??= f.message;
    return { ok: false, status: res.status, message: body?.message ?? CHAT_MESSAGES.network, fields };
  } catch {
    return { ok: false, status: 0, message: CHAT_MESSAGES.network, fields: {} };
  }
}

export const chatApi = {
  start: (sourcePath: string) =>
    call<{ token: string }>("/conversations", { method: "POST", body: JSON.stringify({ sourcePath }) }),
  send: (token: string, text: string) =>
    call<ServerMessage>("/messages", { method: "POST", token, body: JSON.stringify({ text }) }),
  advisor: (token: string, contact: { name?: string; phone?: string; email?: string } = {}) =>
    call<ChatMessages>("/advisor", { method: "POST", token, body: JSON.stringify(contact) }),
  since: (token: string, since: number) =>
    call<ChatMessages>(`/messages?since=${since}`, { method: "GET", token }),
};
