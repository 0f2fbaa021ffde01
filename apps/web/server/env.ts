import { z } from "zod";
import type { TagManagerConfig } from "../app/lib/tag-manager.ts";

// The web process's configuration, validated once at start; a wrong value stops the
// process with a message naming the variable.
const list = z.string().transform((s) =>
  s
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean),
);

const container = z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, "a container id such as GTM-AB12CD3");
const hostName = z
  .string()
  .regex(/^[a-z0-9.-]+(?::\d+)?$/i, "a host name such as koszty.leasingowo.pl")
  .transform((s) => s.toLowerCase());

const instanceId = z
  .string()
  .regex(/^[A-Za-z0-9._-]{1,40}$/, "letters, digits, '.', '_' or '-', at most 40, e.g. web-1");

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_ORIGIN: z.string().url().optional(),
  API_BASE_URL: z.string().url().optional(),
  API_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1000),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default("./data/pglite"),
  REDIRECT_ALLOWED_HOSTS: list.default(["partner.leasingowo.pl"]),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** Offers in the generated catalogue when the database is seeded (2 000 / 20 000 / 200 000). */
  CATALOG_VARIANTS: z.coerce.number().int().min(0).max(1_000_000).default(20_000),
  /** imagin.studio customer key; without it the site draws its own car pictures. */
  IMAGIN_CUSTOMER: z.string().min(1).optional(),
  /** Bearer token that lets editors preview unpublished landing pages (docs/content.md); none = off. */
  CONTENT_PREVIEW_TOKEN: z.string().min(16).optional(),
  /** How long site-wide API data (menu, footer, meta tags) is reused by the web; 0 = off. */
  SHELL_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** How long a rendered catalogue page is reused (server/page-cache.ts); 0 = off. */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  /** Room in MB for the static HTML of the parts a browser keeps as served (the car cards); 0 = off. */
  FRAGMENT_CACHE_MB: z.coerce.number().min(0).max(1024).default(8),
  /** Redis shared by every web process as the page cache's second level (server/shared-page-cache.ts). */
  REDIS_URL: z
    .string()
    .regex(
      /^rediss?:\/\/[^\s/]+(?:\/\d{1,2})?$/,
      "a Redis address such as redis://127.0.0.1:6379 (rediss:// for TLS, /N for a database number)",
    )
    .optional(),
  /** Put before every Redis key, so that several sites or environments can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,40}$/, "letters, digits and : _ - (at most 40), e.g. leasingowo:")
    .default("leasingowo:"),
  /** A page-cache read from Redis slower than this is a miss (the page is rendered here). */
  REDIS_TIMEOUT_MS: z.coerce.number().int().min(5).max(5000).default(100),
  /** Proxies of ours in front of the web (a load balancer: 1) whose X-Forwarded-For is believed; 0 = none. */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
  /** Compression of dynamic answers (server/compression.ts); "off" when a proxy in front compresses. */
  COMPRESSION: z.enum(["on", "off"]).default("on"),
  /**
   * One-process site: the API and its database on a worker thread of their own (server/api-thread.ts),
   * off the event loop that renders pages; "off" runs them on that event loop.
   */
  API_THREAD: z.enum(["on", "off"]).default("on"),
  /** Split deployment: shown to the API so that it believes the visitor's address the web passes on. */
  INTERNAL_API_TOKEN: z.string().min(32).optional(),
  /** Names this process in an `X-Served-By` header on every answer (several instances behind a balancer); none = no header. */
  INSTANCE_ID: instanceId.optional(),
  /**
   * Google Tag Manager containers (SPEC §9; docs/decisions/016-consent-and-analytics.md): by host — the
   * car-costing brand's, the tools brand's, embed hosts (first label EMBED_HOST_LABEL), every other host.
   * None set = no analytics; never in development (NODE_ENV other than production).
   */
  GTM_CONTAINER_DEFAULT: container.optional(),
  GTM_CONTAINER_COSTING: container.optional(),
  GTM_CONTAINER_TOOLS: container.optional(),
  GTM_CONTAINER_EMBED: container.optional(),
  COSTING_BRAND_HOST: hostName.default("koszty.leasingowo.pl"),
  TOOLS_BRAND_HOST: hostName.default("narzedzia.leasingowo.pl"),
  EMBED_HOST_LABEL: z
    .string()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, "a host label, e.g. embed")
    .default("embed"),
});

export type WebEnv = z.infer<typeof schema>;

/** The tag manager's configuration, or none (development, or no container configured anywhere). */
export function tagManagerConfig(env: WebEnv, nodeEnv: string | undefined): TagManagerConfig | undefined {
  if (nodeEnv !== "production") return undefined;
  const containers = {
    default: env.GTM_CONTAINER_DEFAULT,
    costing: env.GTM_CONTAINER_COSTING,
    tools: env.GTM_CONTAINER_TOOLS,
    embed: env.GTM_CONTAINER_EMBED,
  };
  if (!Object.values(containers).some(Boolean)) return undefined;
  return {
    costingHost: env.COSTING_BRAND_HOST,
    toolsHost: env.TOOLS_BRAND_HOST,
    embedLabel: env.EMBED_HOST_LABEL,
    containers,
  };
}

export function readWebEnv(source: Record<string, string | undefined> = process.env): WebEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
