import {
  CHAT_GREETING,
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES,
  CHAT_OFFER_ANSWER,
  CHAT_OFFER_LINKS,
  CHAT_OPTIONS,
  CHAT_STATUS_ANSWER,
  CHAT_STATUS_LINKS,
  CHAT_TITLE,
  type ChatOption,
} from "@vhs/domain/chat-texts.ts";
import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { createChatPoller } from "../../lib/chat-poller.ts";
import { INPUT } from "../form-fields.tsx";
import { chatApi, type ServerMessage, storedToken, storeToken } from "./chat-api.ts";
import { CallbackForm, type Contact, MessageList, type ShownMessage } from "./chat-parts.tsx";
import { CHAT_PANEL_ID } from "./chat-widget.tsx";

/**
 * The chat panel (loaded by ChatWidget on first use): a non-modal dialog labelled by its title. Focus goes
 * into it when it opens and back to the button when it closes (Escape or "Zamknij"); new messages are read
 * out from the log. The first and third options answer on the page; the second one starts a conversation
 * and asks the API for an advisor, which notifies the team. While the panel is open and the page visible,
 * new messages (the team's answers) are polled every second.
 */
export default function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const location = useLocation();
  const [token, setToken] = useState<string | null>(() => storedToken());
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [advisorRequested, setAdvisorRequested] = useState(false);
  const [callbackSent, setCallbackSent] = useState(false);
  const [askedNow, setAskedNow] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [textError, setTextError] = useState("");
  const [contactErrors, setContactErrors] = useState<Record<string, string>>({});
  const [draft, setDraft] = useState("");
  const seen = useRef(new Set<number>());
  const lastId = useRef(0);
  const localCount = useRef(0);
  const logRef = useRef<HTMLDivElement>(null);
  const firstOptionRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const merge = useCallback((incoming: readonly ServerMessage[]) => {
    const fresh = incoming.filter((m) => !seen.current.has(m.id));
    if (!fresh.length) return;
    for (const m of fresh) {
      seen.current.add(m.id);
      lastId.current = Math.max(lastId.current, m.id);
    }
    setMessages((list) => [
      ...list,
      ...fresh.map((m) => ({ key: `s-${m.id}`, author: m.author, authorName: m.authorName, text: m.text })),
    ]);
  }, []);

  const forget = useCallback((message: string) => {
    storeToken(null);
    setToken(null);
    seen.current.clear();
    lastId.current = 0;
    setAdvisorRequested(false);
    setCallbackSent(false);
    setError(message);
  }, []);

  // Polling: only with a conversation, only while open (and the poller itself stops on a hidden page).
  useEffect(() => {
    if (!token || !open) return;
    const poller = createChatPoller({
      page: document,
      poll: async () => {
        const answer = await chatApi.since(token, lastId.current);
        if (answer.ok) {
          merge(answer.data.messages);
          setAdvisorRequested(answer.data.advisorRequested);
        } else if (answer.status === 404) forget(CHAT_MESSAGES.token);
      },
    });
    poller.setOpen(true);
    return () => poller.dispose();
  }, [token, open, merge, forget]);

  // Focus into the panel when it opens: the first option before a conversation, else the message field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the panel opens
  useEffect(() => {
    if (open) (token ? inputRef.current : firstOptionRef.current)?.focus();
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when a message arrives
  useEffect(() => {
    const log = logRef.current?.parentElement;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length]);

  function addLocal(author: "visitor" | "bot", text: string, links?: ShownMessage["links"]) {
    const key = `l-${++localCount.current}`;
    setMessages((list) => [...list, { key, author, authorName: null, text, ...(links ? { links } : {}) }]);
  }

  async function conversation(): Promise<string | null> {
    if (token) return token;
    const started = await chatApi.start(location.pathname);
    if (!started.ok) {
      setError(started.message);
      return null;
    }
    storeToken(started.data.token);
    setToken(started.data.token);
    return started.data.token;
  }

  async function choose(option: ChatOption) {
    if (busy || (option === "advisor" && advisorRequested)) return;
    setError("");
    if (option === "offer") {
      addLocal("visitor", CHAT_OPTIONS.offer);
      addLocal("bot", CHAT_OFFER_ANSWER, CHAT_OFFER_LINKS);
      return;
    }
    if (option === "status") {
      addLocal("visitor", CHAT_OPTIONS.status);
      addLocal("bot", CHAT_STATUS_ANSWER, CHAT_STATUS_LINKS);
      return;
    }
    setBusy(true);
    try {
      const t = await conversation();
      if (!t) return;
      const answer = await chatApi.advisor(t);
      if (answer.ok) {
        merge(answer.data.messages);
        setAskedNow(true);
        setAdvisorRequested(true);
      } else if (answer.status === 404) forget(CHAT_MESSAGES.token);
      else setError(answer.message);
    } finally {
      setBusy(false);
    }
  }

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    const text = draft.trim();
    if (!text || text.length > CHAT_MESSAGE_MAX) {
      setTextError(CHAT_MESSAGES.text);
      inputRef.current?.focus();
      return;
    }
    setTextError("");
    setError("");
    setBusy(true);
    try {
      const t = await conversation();
      if (!t) return;
      const answer = await chatApi.send(t, text);
      if (answer.ok) {
        merge([answer.data]);
        setDraft("");
      } else if (answer.status === 404) forget(CHAT_MESSAGES.token);
      else if (answer.fields.text) setTextError(answer.fields.text);
      else setError(answer.message);
    } finally {
      setBusy(false);
      inputRef.current?.focus();
    }
  }

  async function leaveContact(contact: Contact) {
    if (!token) return;
    setBusy(true);
    setError("");
    try {
      const answer = await chatApi.advisor(token, contact);
      if (answer.ok) {
        setContactErrors({});
        setCallbackSent(true);
        merge(answer.data.messages);
        inputRef.current?.focus();
      } else if (answer.status === 422) setContactErrors(answer.fields);
      else setError(answer.message);
    } finally {
      setBusy(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    }
  }

  function onTextKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  return (
    <section
      id={CHAT_PANEL_ID}
      role="dialog"
      aria-modal="false"
      aria-labelledby="czat-tytul"
      hidden={!open}
      onKeyDown={onKeyDown}
      className="chat-panel flex flex-col overflow-hidden rounded-lg border border-slate-300 bg-white shadow-xl"
    >
      <div className="flex items-center justify-between gap-2 bg-brand-700 px-4 py-3 text-white">
        <h2 id="czat-tytul" className="text-lg font-semibold">
          {CHAT_TITLE}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded px-2 py-1 text-sm font-semibold hover:bg-brand-800"
          aria-label="Zamknij czat"
        >
          Zamknij
        </button>
      </div>
      <div className="flex-1 space-y-3 overflow-y-auto p-4">
        <p className="max-w-[85%] rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-900">
          {CHAT_GREETING}
        </p>
        <fieldset className="flex flex-col items-start gap-2">
          <legend className="sr-only">Wybierz temat</legend>
          {(Object.keys(CHAT_OPTIONS) as ChatOption[]).map((option, i) => (
            <button
              key={option}
              ref={i === 0 ? firstOptionRef : undefined}
              type="button"
              // Not `disabled`: a button that disables itself would drop the keyboard's focus.
              aria-disabled={option === "advisor" && advisorRequested ? true : undefined}
              onClick={() => void choose(option)}
              className="rounded-full border border-brand-700 px-3 py-1.5 text-left text-sm font-semibold text-brand-700 hover:bg-brand-50 aria-disabled:border-slate-500 aria-disabled:text-slate-600"
            >
              {i + 1}. {CHAT_OPTIONS[option]}
            </button>
          ))}
        </fieldset>
        <MessageList ref={logRef} messages={messages} />
        {advisorRequested && !callbackSent && (
          <CallbackForm
            errors={contactErrors}
            busy={busy}
            focusOnShow={askedNow}
            onSubmit={(c) => void leaveContact(c)}
          />
        )}
      </div>
      <p role="alert" className="px-4 text-sm font-medium text-danger-700 empty:hidden">
        {error}
      </p>
      <form
        onSubmit={(e) => void send(e)}
        noValidate
        className="flex items-end gap-2 border-t border-slate-200 p-3"
      >
        <div className="min-w-0 flex-1">
          <label htmlFor="czat-wiadomosc" className="sr-only">
            Wiadomość
          </label>
          <textarea
            ref={inputRef}
            id="czat-wiadomosc"
            rows={2}
            maxLength={CHAT_MESSAGE_MAX}
            value={draft}
            placeholder="Napisz wiadomość…"
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onTextKeyDown}
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? "czat-wiadomosc-blad" : undefined}
            className={`${INPUT} resize-none text-sm`}
          />
          {textError && (
            <p id="czat-wiadomosc-blad" className="text-xs font-medium text-danger-700">
              {textError}
            </p>
          )}
        </div>
        <button type="submit" className="btn-primary px-4 py-2 text-sm">
          Wyślij
        </button>
      </form>
    </section>
  );
}
