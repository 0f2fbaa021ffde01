// Embed partners (docs/embed.md): dealers and brokers who show parts of the site in a frame on their own
// pages. Seeded from content/partners.yaml; the client token is what the partner's frame carries (?token=),
// the lead e-mail is where leads made in their frame are sent and is never served to a browser.
import type { EmbedScreen } from "@vhs/domain/embed.ts";
import { sql } from "drizzle-orm";
import { boolean, check, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export interface PartnerLook {
  /** An https (or same-site) address of the partner's logo; none = their name only. */
  logoUrl?: string | undefined;
  /** Colours as #rrggbb: the header band and its text. */
  primary: string;
  onPrimary: string;
}

export const partners = pgTable(
  "partners",
  {
    /** A short stable key ("auto-nowak"): stored with the partner's leads. */
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** The embed client token; unique, opaque. */
    token: text("token").notNull().unique(),
    /** A revoked partner's token is refused everywhere. */
    active: boolean("active").notNull().default(true),
    /** Origins (scheme://host[:port]) that may frame the site and receive its messages. */
    origins: jsonb("origins").$type<string[]>().notNull(),
    look: jsonb("look").$type<PartnerLook>().notNull(),
    screens: jsonb("screens").$type<EmbedScreen[]>().notNull(),
    leadEmail: text("lead_email").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("partners_id_check", sql`${t.id} ~ '^[a-z0-9-]{2,40}$'`)],
);
