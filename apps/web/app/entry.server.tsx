import type { EmbedConfig } from "@vhs/domain/embed-constants.ts";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToStaticMarkup } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { ChatLinkMarkup } from "./components/chat/chat-launcher.tsx";
import { ConsentBannerMarkup } from "./components/consent/consent-banner.tsx";
import { EmbedFooter, EmbedHeader } from "./components/embed/embed-shell.tsx";
import { keptLaterLoaded } from "./components/kept-later.ts";
import { answerStream } from "./lib/answer-stream.server.ts";
import { BootScripts } from "./lib/boot-scripts.server.tsx";
import { consentModeScript } from "./lib/consent.ts";
import { serverContext } from "./lib/context.ts";
import { escapeHtml } from "./lib/escape-html.ts";
import { FragmentCache } from "./lib/fragment-cache.server.ts";
import { KeptSplice } from "./lib/kept-splice.server.ts";
import { ResponseTokens } from "./lib/response-tokens.ts";
import { ServerRenderContext } from "./lib/server-render.ts";
import { SharedRoutesServerRouter } from "./lib/server-router.server.tsx";
import { waitsForStreamedData } from "./lib/streamed-data.server.ts";

// The outer server (server/app.ts) reads these from the build so that it sets values on
// the very same context objects the routes read.
export { apiContext, serverContext } from "./lib/context.ts";
/** For the server tests: whether answers are drawn over routes made once (lib/server-router.server.tsx). */
export { sharedRoutesCounts } from "./lib/server-router.server.tsx";
export { FragmentCache };

export const streamTimeout = 5_000;

const CONSENT_MODE_SCRIPT = consentModeScript();
/** Without a fragment cache from the server (tests), kept parts are drawn for every answer. */
const NO_FRAGMENTS = new FragmentCache(0);
/** The chat dock as served (components/chat/chat-dock.tsx). */
const CHAT_LINK = renderToStaticMarkup(<ChatLinkMarkup />);

/** A partner's header and footer in embed mode (root.tsx keeps them as served). */
function embedShell(partner: EmbedConfig, path: string) {
  return {
    header: renderToStaticMarkup(<EmbedHeader partner={partner} path={path} />),
    footer: renderToStaticMarkup(<EmbedFooter partner={partner} />),
  };
}

/**
 * The cookie banner's HTML (components/consent/consent-banner-slot.tsx keeps it out of the bundle), drawn
 * once: only the way back after a choice differs from page to page.
 */
const BACK_SLOT = "\u2063back\u2063";
const BANNER = renderToStaticMarkup(<ConsentBannerMarkup back={BACK_SLOT} />).split(BACK_SLOT);
if (BANNER.length !== 2) throw new Error("The cookie banner must show its way back once.");
function consentBanner(back: string): string {
  return `${BANNER[0]}${escapeHtml(back)}${BANNER[1]}`;
}

type RenderArgs = [
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
];

export default function handleRequest(...args: RenderArgs): Promise<Response> | Response {
  // The parts whose code the browser fetches later are imported as the server starts: the first answers
  // may have to wait for them (components/kept-later.ts).
  const waiting = keptLaterLoaded();
  return waiting ? waiting.then(() => render(...args)) : render(...args);
}

function render(...[request, responseStatusCode, responseHeaders, routerContext, loadContext]: RenderArgs) {
  if (request.method.toUpperCase() === "HEAD") {
    // The headers a GET would have, so that the security headers are the page's too.
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce, renderedKeys, served, fragments, sharedRoutes } = loadContext.get(serverContext);
  const Router = sharedRoutes === false ? ServerRouter : SharedRoutesServerRouter;
  // The kept parts go into the answer as the bytes the fragment cache holds.
  const splice = KeptSplice.forAnswer(nonce);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // The page goes out in one piece unless a section of it is still on its way (lib/streamed-data.server.ts);
    // crawlers always get it whole.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) ||
      routerContext.isSpaMode ||
      !waitsForStreamedData(routerContext.staticHandlerContext.loaderData)
        ? "onAllReady"
        : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ResponseTokens value={renderedKeys ?? null}>
        <ServerRenderContext
          value={{
            nonce,
            consentModeScript: CONSENT_MODE_SCRIPT,
            consentBanner,
            chatLink: CHAT_LINK,
            embedShell,
            scripts: <BootScripts nonce={nonce} />,
            served: served?.data ?? new Map(),
            fragment: (name, component, props, by) => {
              const cache = fragments ?? NO_FRAGMENTS;
              return splice.marker(
                by ? cache.drawFrom(name, component, props, by) : cache.draw(name, component, props),
              );
            },
          }}
        >
          <Router context={routerContext} url={request.url} nonce={nonce} />
        </ServerRenderContext>
      </ResponseTokens>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = splice.stream({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(answerStream(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered)
            console.error(
              JSON.stringify({ level: "error", msg: "ssr stream error", error: String(error).slice(0, 300) }),
            );
        },
      },
    );
  });
}
