CREATE TABLE "content_entries" (
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"h1" text,
	"lead" text,
	"body" text NOT NULL,
	"group_name" text,
	"version" text,
	"valid_from" date,
	"valid_to" date,
	"summary" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"brand" text,
	"model" text,
	"body_type" text,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entries_kind_slug_pk" PRIMARY KEY("kind","slug"),
	CONSTRAINT "content_entries_kind_check" CHECK ("content_entries"."kind" in ('page', 'document', 'faq', 'landing', 'seo', 'press-data'))
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"site" text NOT NULL,
	"partner" text,
	"name" text,
	"email" text,
	"phone" text,
	"fields" jsonb NOT NULL,
	"consents" jsonb NOT NULL,
	"source_path" text,
	"forward_status" text DEFAULT 'pending' NOT NULL,
	"forwarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_kind_check" CHECK ("leads"."kind" in ('contact', 'notify', 'dealer', 'partner'))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE INDEX "content_entries_landing_car_idx" ON "content_entries" USING btree ("kind","brand","model","body_type");--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_expires_idx" ON "rate_limit_counters" USING btree ("expires_at");