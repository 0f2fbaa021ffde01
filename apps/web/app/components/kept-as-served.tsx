import type { MouseEventHandler, ReactNode } from "react";

/**
 * A part of the page drawn from data sent aside (lib/served-data.ts). With its `children` (on the server,
 * and in the browser once its data came by a `.data` request) React draws it; with null the browser has
 * no data to draw it from and keeps the served elements: React, finding an empty inner HTML, leaves them
 * alone (as components/served-markup.tsx does). The two states are keyed apart, so that going live
 * replaces the served elements instead of adding to them. `onServedClick` sees the clicks on the kept
 * elements, which have no React handlers of their own. On the server `html` may stand for the children: the
 * part as static markup (ServerRender.fragment), which nothing in the browser reads back.
 */
export function KeptAsServed({
  children,
  className = "contents",
  onServedClick,
  html,
}: {
  children: ReactNode | null;
  className?: string;
  onServedClick?: MouseEventHandler<HTMLDivElement>;
  html?: string | null;
}) {
  if (html) {
    return (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own part, drawn by React as static markup
      <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
    );
  }
  if (children === null) {
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the clicks come from the kept buttons inside, keyboard ones included
      <div
        key="served"
        className={className}
        onClick={onServedClick}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty: the served elements stay as they are
        dangerouslySetInnerHTML={{ __html: "" }}
      />
    );
  }
  return (
    <div key="live" className={className}>
      {children}
    </div>
  );
}
