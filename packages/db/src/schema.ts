// The whole schema, for drizzle's relational queries and for drizzle-kit.
export * from "./schema/catalog.ts";
export * from "./schema/chat.ts";
export * from "./schema/content.ts";
export * from "./schema/leasing.ts";
export * from "./schema/offers.ts";
export * from "./schema/orders.ts";
export * from "./schema/partners.ts";
export * from "./schema/publishing.ts";
export * from "./schema/shared-state.ts";
export * from "./schema/site.ts";
