import { z } from "zod";

// The API's configuration, read from process.env once and validated; a wrong value stops
// the process with a message naming the variable.
const schema = z.object({
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default("./data/pglite"),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** Offers in the generated catalogue when the database is seeded (2 000 / 20 000 / 200 000). */
  CATALOG_VARIANTS: z.coerce.number().int().min(0).max(1_000_000).default(20_000),
  /** imagin.studio customer key; without it the site draws its own car pictures. */
  IMAGIN_CUSTOMER: z.string().min(1).optional(),
  /** Bearer token that lets editors preview unpublished landing pages (docs/content.md); none = off. */
  CONTENT_PREVIEW_TOKEN: z.string().min(16).optional(),
  /** The site's public address, for absolute links in generated documents (the PDFs). */
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  /** Shared with the web processes: only callers showing it may name the visitor's address (form limits). */
  INTERNAL_API_TOKEN: z.string().min(32).optional(),
  /** Names this process in an `X-Served-By` header on every answer (several instances behind a balancer); none = no header. */
  INSTANCE_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,40}$/, "letters, digits, '.', '_' or '-', at most 40, e.g. api-1")
    .optional(),
});

export type ApiEnv = z.infer<typeof schema>;

export function readApiEnv(source: Record<string, string | undefined> = process.env): ApiEnv {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
