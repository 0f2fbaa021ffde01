// The chat launcher's look, shared by the link the server renders (what the dock is without JavaScript,
// entry.server.tsx) and the widget's button (chat-widget.tsx); neither is part of a page's first-load code.

export const LAUNCHER =
  "chat-launcher inline-flex h-14 items-center gap-2 rounded-full bg-brand-700 px-4 font-semibold text-white shadow-lg hover:bg-brand-800";

export function ChatIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-6 w-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path strokeLinecap="round" strokeLinejoin="round" d="M4 5h16v11H9l-5 4V5z" />
      <path strokeLinecap="round" d="M8 9h8M8 12h5" />
    </svg>
  );
}

/** The dock as served: a landmark of its own (axe "region") with a link to the contact page. */
export function ChatLinkMarkup() {
  return (
    <aside className="chat-dock" aria-label="Czat">
      <a href="/kontakt" className={LAUNCHER}>
        <ChatIcon />
        <span className="max-md:sr-only">Kontakt z doradcą</span>
      </a>
    </aside>
  );
}
