import { CHAT_FIELD_LABELS } from "@vhs/domain/chat-texts.ts";
import { type FormEvent, forwardRef, useEffect, useRef, useState } from "react";
import { INPUT } from "../form-fields.tsx";
import type { ChatAuthor } from "./chat-api.ts";

// The chat panel's pieces: the conversation's messages and the callback form.

export type ShownMessage = {
  key: string;
  author: ChatAuthor;
  authorName: string | null;
  text: string;
  links?: readonly { label: string; href: string }[];
};

function whoSaid(m: ShownMessage): string {
  if (m.author === "visitor") return "Ty";
  if (m.author === "team") return m.authorName ? `${m.authorName}, doradca` : "Doradca";
  return "Leasingowo";
}

export const MessageList = forwardRef<HTMLDivElement, { messages: readonly ShownMessage[] }>(
  function MessageList({ messages }, ref) {
    return (
      <div ref={ref} role="log" aria-live="polite" aria-label="Wiadomości czatu">
        <ol className="space-y-2">
          {messages.map((m) => {
            const mine = m.author === "visitor";
            return (
              <li key={m.key} className={mine ? "flex justify-end" : "flex justify-start"}>
                <div
                  className={`max-w-[85%] rounded-lg px-3 py-2 text-sm ${
                    mine ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-900"
                  }`}
                >
                  <p className={`text-xs font-medium ${mine ? "sr-only" : "text-slate-700"}`}>
                    {whoSaid(m)}:
                  </p>
                  <p className="whitespace-pre-line break-words">{m.text}</p>
                  {m.links && (
                    <ul className="mt-2 space-y-1">
                      {m.links.map((l) => (
                        <li key={l.href}>
                          <a href={l.href} className="font-semibold text-brand-800 underline">
                            {l.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    );
  },
);

export type Contact = { name: string; phone: string; email: string };

const FIELDS = [
  { name: "name", type: "text", autoComplete: "given-name", inputMode: undefined },
  { name: "phone", type: "tel", autoComplete: "tel-national", inputMode: "tel" },
  { name: "email", type: "email", autoComplete: "email", inputMode: "email" },
] as const;

/** "Zostaw kontakt": a name and a phone or an e-mail; the server's messages are shown by field. */
export function CallbackForm({
  errors,
  busy,
  focusOnShow,
  onSubmit,
}: {
  errors: Record<string, string>;
  busy: boolean;
  /** Shown because the visitor just asked for an advisor: the keyboard's next stop is its first field. */
  focusOnShow: boolean;
  onSubmit: (contact: Contact) => void;
}) {
  const [values, setValues] = useState<Contact>({ name: "", phone: "", email: "" });
  const formRef = useRef<HTMLFormElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the form appears
  useEffect(() => {
    if (focusOnShow) formRef.current?.querySelector<HTMLInputElement>("input")?.focus();
  }, []);
  // A refused form: the first field with a message gets the focus, which reads it out.
  useEffect(() => {
    const first = FIELDS.find((f) => errors[f.name]);
    if (first) document.getElementById(`czat-${first.name}`)?.focus();
  }, [errors]);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSubmit(values);
  }
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="space-y-2 rounded-lg border border-slate-300 p-3"
      aria-labelledby="czat-kontakt"
    >
      <h3 id="czat-kontakt" className="text-sm font-semibold">
        Zostaw kontakt — oddzwonimy
      </h3>
      <p className="text-xs text-slate-600">Podaj imię oraz telefon lub e-mail.</p>
      {FIELDS.map((f) => {
        const id = `czat-${f.name}`;
        const error = errors[f.name];
        return (
          <div key={f.name}>
            <label htmlFor={id} className="block text-xs font-medium text-slate-700">
              {CHAT_FIELD_LABELS[f.name]}
            </label>
            <input
              id={id}
              name={f.name}
              type={f.type}
              inputMode={f.inputMode}
              autoComplete={f.autoComplete}
              value={values[f.name]}
              onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-blad` : undefined}
              className={`${INPUT} py-1.5 text-sm`}
            />
            {error && (
              <p id={`${id}-blad`} className="text-xs font-medium text-danger-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <button type="submit" className="btn-secondary w-full px-3 py-2 text-sm">
        Poproś o kontakt
      </button>
    </form>
  );
}
