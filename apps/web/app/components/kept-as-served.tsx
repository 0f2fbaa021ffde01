import { type ComponentType, type MouseEventHandler, type ReactNode, use, useState } from "react";
import { ServerRenderContext } from "../lib/server-render.ts";

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

/**
 * A kept part drawn from its props alone (no hooks, no context): `props` is null in the browser while the
 * part is kept (its data was sent aside), and the served elements stay. On the server, when the part is
 * kept, its static markup comes from the fragment cache (ServerRender.fragment), keyed by `name` and the
 * props; the browser's bundle leaves that path out (a build-time constant).
 */
export function KeptPart<P extends object>({
  name,
  component: Component,
  props,
  kept,
  sticky = false,
  className,
}: {
  name: string;
  component: ComponentType<P>;
  props: P | null;
  /** The part's data was sent aside: the browser keeps what the server drew. */
  kept: boolean;
  /**
   * Kept as served for as long as this element lives, even once its data comes with a later navigation: for
   * a part that is the same on every page (the header's brands, the footer's links), which drawing again
   * would only replace, taking the keyboard focus with it.
   */
  sticky?: boolean;
  className?: string;
}) {
  const [keptAtFirst] = useState(kept);
  const keptNow = sticky ? keptAtFirst : kept;
  const server = import.meta.env.SSR && keptNow ? use(ServerRenderContext) : null;
  const live = import.meta.env.SSR || !keptNow;
  return (
    <KeptAsServed className={className} html={server && props && server.fragment(name, Component, props)}>
      {live && props ? <Component {...props} /> : null}
    </KeptAsServed>
  );
}
