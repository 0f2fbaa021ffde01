// Google Tag Manager (SPEC §2, §9): which container a host uses, what the CSP must allow, and loading it
// in the browser — only after the visitor accepted analytics or marketing cookies (lib/consent.ts).

import { bareHost, SITE_BRANDS, siteBrandOf } from "@vhs/domain/site-brands.ts";
import { type ConsentChoice, consentModeState } from "./consent.ts";

/** The analytics configuration of the process (server/env.ts); absent = analytics off (development). */
export interface TagManagerConfig {
  /** Host of the car-costing brand, of the tools brand; the first label of embed hosts. */
  costingHost: string;
  toolsHost: string;
  embedLabel: string;
  containers: { default?: string; costing?: string; tools?: string; embed?: string };
}

/** A GTM container id as Google issues them. */
export const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/**
 * The container of a host (SPEC §9): the costing brand's and the tools brand's hosts use their brand's
 * (packages/domain/src/site-brands.ts), an embed host (its first label is the embed label) the embed one,
 * otherwise the default. A host whose container is not configured gets none — never another brand's — and
 * no configuration at all (development) means none anywhere.
 */
export function containerForHost(host: string, config: TagManagerConfig | undefined): string | null {
  if (!config) return null;
  const pick = (id: string | undefined) => (id && CONTAINER_ID.test(id) ? id : null);
  const brand = siteBrandOf(host, { costing: config.costingHost, tools: config.toolsHost });
  if (brand !== "default") return pick(config.containers[SITE_BRANDS[brand].analytics]);
  const name = bareHost(host);
  if (name.split(".")[0] === config.embedLabel.toLowerCase() && name.includes("."))
    return pick(config.containers.embed);
  return pick(config.containers.default);
}

export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

/**
 * What a page with a container adds to its CSP: the tag manager's script, and where Google Analytics 4
 * (configured in the container) sends its hits and pixels — Google's documented list for GTM with GA4.
 */
export const TAG_MANAGER_CSP = {
  script: [TAG_MANAGER_ORIGIN],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  connect: [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ],
} as const;

export function tagManagerSrc(container: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(container)}`;
}

type Queue = unknown[];

function isConsentDefault(entry: unknown): boolean {
  const e = entry as { 0?: unknown; 1?: unknown } | null;
  return Boolean(e && typeof e === "object" && e[0] === "consent" && e[1] === "default");
}

/** `gtag(...)` pushes its `arguments` (the tag manager tells commands from events that way). */
function gtagEntry(..._args: unknown[]): unknown {
  // biome-ignore lint/complexity/noArguments: the tag manager reads gtag commands as Arguments objects
  return arguments;
}

/**
 * Tells Consent Mode the visitor's choice. Before the tag manager has loaded, the update goes right after
 * the default, so the events already queued on this page are read with the choice the visitor just made
 * (nothing of them left the browser before it); once loaded, it is pushed like any command.
 */
export function updateConsentMode(queue: Queue, choice: ConsentChoice, loaded: boolean): void {
  const entry = gtagEntry("consent", "update", consentModeState(choice));
  const at = loaded ? -1 : queue.findLastIndex(isConsentDefault);
  if (at < 0) queue.push(entry);
  else queue.splice(at + 1, 0, entry);
}

const SCRIPT_ID = "tag-manager";

/** Whether this page already asked for the tag manager. */
export function tagManagerRequested(doc: Document): boolean {
  return doc.getElementById(SCRIPT_ID) !== null;
}

/** Loads the container (the standard GTM snippet), with the page's CSP nonce for its own scripts. */
export function loadTagManager(doc: Document, queue: Queue, container: string): void {
  if (tagManagerRequested(doc)) return;
  queue.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = doc.createElement("script");
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = tagManagerSrc(container);
  const nonce = doc.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) script.nonce = nonce;
  doc.head.append(script);
}

/** Cookies the tags set, by category; removed when the visitor withdraws that category's consent. */
const ANALYTICS_COOKIE = /^(?:_ga(?:_.*)?|_gid|_gat.*)$/;
const MARKETING_COOKIE = /^(?:_gcl_.*|_fbp|_fbc)$/;

/** The names among `document.cookie`'s that a choice no longer allows. */
export function withdrawnCookieNames(cookieHeader: string, choice: ConsentChoice): string[] {
  return cookieHeader
    .split(";")
    .map((part) => part.split("=", 1)[0]!.trim())
    .filter(
      (name) =>
        (!choice.analytics && ANALYTICS_COOKIE.test(name)) ||
        (!choice.marketing && MARKETING_COOKIE.test(name)),
    );
}

/** Expires them on this host and its parent domains (the tags set them on the widest one). */
export function clearWithdrawnCookies(doc: Document, hostname: string, choice: ConsentChoice): void {
  const labels = hostname.split(".");
  const domains = [""];
  for (let i = 0; i < labels.length - 1; i++) domains.push(`; Domain=.${labels.slice(i).join(".")}`);
  for (const name of withdrawnCookieNames(doc.cookie, choice))
    for (const domain of domains) doc.cookie = `${name}=; Max-Age=0; Path=/${domain}`;
}
