import { date, index, numeric, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Reference-rate fixings (DOMAIN.md §1.7): WIBOR 3M today, POLSTR its successor. The rate
 * used by the calculator is the newest fixing of the configured index; history is kept.
 */
export const benchmarkRates = pgTable(
  "benchmark_rates",
  {
    id: serial("id").primaryKey(),
    /** e.g. "WIBOR 3M", "POLSTR 3M". */
    name: text("name").notNull(),
    tenor: text("tenor").notNull(),
    /** Percent, e.g. 4.2300. */
    value: numeric("value", { precision: 8, scale: 4, mode: "number" }).notNull(),
    fixingDate: date("fixing_date").notNull(),
    source: text("source").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("benchmark_rates_name_date").on(t.name, t.fixingDate),
    index("benchmark_rates_date").on(t.fixingDate),
  ],
);
