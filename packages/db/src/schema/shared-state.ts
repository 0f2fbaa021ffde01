import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * State the API instances behind a load balancer must share (docs/decisions/021-shared-state.md).
 *
 * A cache of outside systems' answers, by kind ("wl-search", "wl-check") and the SHA-256 of the
 * lookup key (the key may hold an account number; the answer about a firm is the register's public
 * data). Rows past `expires_at` are never read and are swept now and then.
 */
export const integrationCache = pgTable(
  "integration_cache",
  {
    kind: text("kind").notNull(),
    keyHash: text("key_hash").notNull(),
    value: jsonb("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.keyHash] }),
    index("integration_cache_expires_idx").on(t.expiresAt),
  ],
);

/** Requests made to an outside system per kind and Warsaw calendar day (the white list's daily budgets). */
export const integrationDailyCounts = pgTable(
  "integration_daily_counts",
  {
    kind: text("kind").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.day] })],
);

/**
 * Idempotency of sends to outside systems (SMS): one row per channel and SHA-256 of the idempotency key,
 * claimed before sending; `result` (the provider's id and status, never the phone or the text) is
 * written when the send succeeded. A row without a result is a send under way (or a crashed one, taken
 * over after a lease).
 */
export const integrationSends = pgTable(
  "integration_sends",
  {
    channel: text("channel").notNull(),
    keyHash: text("key_hash").notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
    result: jsonb("result"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.channel, t.keyHash] }),
    index("integration_sends_claimed_idx").on(t.claimedAt),
  ],
);
