// Browser errors reported to the API (docs/integrations.md, "Browser errors"): what a report may hold and
// how personal data is cut out of it. Browser-safe and free of Zod — the page lifecycle imports it, so it
// ships in the first-load script; the API's schema lives with its route.

/** Longest values a report may carry; the browser trims to them, the API refuses longer ones. */
export const CLIENT_ERROR_LIMITS = {
  message: 500,
  stack: 4000,
  path: 300,
  version: 100,
  userAgent: 300,
} as const;

/** Where the error was caught: a window `error`, an `unhandledrejection`, or React's error boundary. */
export const CLIENT_ERROR_KINDS = ["error", "unhandledrejection", "boundary"] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

export interface ClientErrorReport {
  kind: ClientErrorKind;
  message: string;
  stack?: string | undefined;
  /** The page's path, without its query or fragment. */
  path: string;
  /** The build the page runs (React Router's manifest version). */
  version: string;
  userAgent: string;
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/**
 * A URL's query and fragment (parameters may carry anything); the address itself stays, and so does a
 * stack frame's ":line:column" after it.
 */
const URL_QUERY = /(\bhttps?:\/\/[^\s?#"'<>()]*)[?#](?:(?!:\d+(?::\d+)?(?:[\s)]|$))[^\s"'<>()])*/g;
/** Tokens and secrets: long runs of letters and digits mixed (offer links, return links, UUIDs). */
const TOKEN = /(?<![\w-])(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{20,}(?![\w-])/g;
/** A Polish ID card number: three letters and six digits. */
const ID_CARD = /\b[A-Z]{3}\s?\d{6}\b/g;
/**
 * Seven or more digits, possibly split by single spaces, dashes, dots or slashes: phone numbers, PESEL,
 * NIP, REGON, account numbers, card numbers, IP addresses, dates. Line and column numbers of a stack
 * (":12:345") are separated by colons and stay.
 */
const DIGIT_RUN = /\+?\d(?:[ ./-]?\d){6,}/g;

/** Cuts e-mail addresses, long digit runs, ID numbers, tokens and URL queries out of a text. */
export function scrubPersonalData(text: string): string {
  return text
    .replace(EMAIL, "[e-mail]")
    .replace(URL_QUERY, "$1")
    .replace(TOKEN, "[token]")
    .replace(ID_CARD, "[id]")
    .replace(DIGIT_RUN, "[number]");
}

/** At most `max` characters, an ellipsis marking a cut. */
export function trimText(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** A path as reported: no query, no fragment, scrubbed and trimmed. */
export function reportedPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] || "/";
  return trimText(scrubPersonalData(bare), CLIENT_ERROR_LIMITS.path);
}

/** A report's texts scrubbed and trimmed to their limits (the browser before sending, the API again). */
export function cleanReport(report: ClientErrorReport): ClientErrorReport {
  const stack = report.stack
    ? trimText(scrubPersonalData(report.stack), CLIENT_ERROR_LIMITS.stack)
    : undefined;
  return {
    kind: report.kind,
    message: trimText(scrubPersonalData(report.message), CLIENT_ERROR_LIMITS.message) || "(no message)",
    ...(stack ? { stack } : {}),
    path: reportedPath(report.path),
    version: trimText(report.version, CLIENT_ERROR_LIMITS.version),
    userAgent: trimText(report.userAgent, CLIENT_ERROR_LIMITS.userAgent),
  };
}
