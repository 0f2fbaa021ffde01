// Errors thrown in the visitor's browser, reported to the API through /srv/client-error (server/client-errors.ts):
// window `error`, `unhandledrejection` and React's error boundary. Each report is scrubbed of personal data
// before it leaves the browser (@vhs/domain/client-error.ts); one page load sends at most a few, each
// distinct error once, so a loop that throws cannot flood the API (which has its own per-visitor limit).
import { type ClientErrorKind, type ClientErrorReport, cleanReport } from "@vhs/domain/client-error.ts";
import { redactOfferPath } from "./offer-path.ts";

export const CLIENT_ERROR_URL = "/srv/client-error";
/** Reports one page load may send. */
export const MAX_REPORTS_PER_PAGE = 5;

export interface ReportContext {
  path: string;
  version: string;
  userAgent: string;
}

/** A thrown value's message and stack, whatever was thrown. */
export function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack };
  if (typeof error === "string") return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

export interface ErrorReporter {
  /** Sends a report unless this page load sent the same error or its share already; true when sent. */
  report(kind: ClientErrorKind, error: unknown): boolean;
}

export function createErrorReporter(deps: {
  send: (report: ClientErrorReport) => void;
  context: () => ReportContext;
  max?: number;
}): ErrorReporter {
  const max = deps.max ?? MAX_REPORTS_PER_PAGE;
  const seen = new Set<string>();
  return {
    report(kind, error) {
      if (seen.size >= max) return false;
      const { message, stack } = describeError(error);
      // Cross-origin scripts' errors say nothing more than this: nothing to act on.
      if (!message || message === "Script error.") return false;
      const ctx = deps.context();
      const report = cleanReport({ kind, message, stack, ...ctx, path: redactOfferPath(ctx.path) });
      const key = `${report.kind}|${report.message}|${report.stack?.split("\n", 2)[1] ?? ""}`;
      if (seen.has(key)) return false;
      seen.add(key);
      deps.send(report);
      return true;
    },
  };
}

/** The browser's way to send one: fire and forget, kept alive if the page is being left. */
export function postReport(report: ClientErrorReport): void {
  fetch(CLIENT_ERROR_URL, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => {
    // Offline or the server is down: the report is dropped, never retried in a loop.
  });
}

let pageReporter: ErrorReporter | undefined;

/** The page load's reporter (one per document), reading the page's path and build when it reports. */
export function pageErrorReporter(): ErrorReporter {
  pageReporter ??= createErrorReporter({
    send: postReport,
    context: () => ({
      path: window.location.pathname,
      version:
        (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version ??
        "unknown",
      userAgent: navigator.userAgent,
    }),
  });
  return pageReporter;
}

/** Window `error` and `unhandledrejection` to the reporter; returns the function that removes them. */
export function listenForErrors(target: Window, reporter: ErrorReporter): () => void {
  const onError = (event: ErrorEvent) => reporter.report("error", event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reporter.report("unhandledrejection", event.reason);
  target.addEventListener("error", onError);
  target.addEventListener("unhandledrejection", onRejection);
  return () => {
    target.removeEventListener("error", onError);
    target.removeEventListener("unhandledrejection", onRejection);
  };
}
