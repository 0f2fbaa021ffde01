CREATE TABLE "articles" (
	"channel" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"lead" text NOT NULL,
	"body" text NOT NULL,
	"plain_text" text NOT NULL,
	"category" text NOT NULL,
	"author" text,
	"tags" text[] NOT NULL,
	"cars" text[] NOT NULL,
	"cover" jsonb,
	"gallery" jsonb NOT NULL,
	"published_on" date NOT NULL,
	"updated_on" date,
	"draft" boolean DEFAULT false NOT NULL,
	"reading_minutes" integer NOT NULL,
	"search_title" text NOT NULL,
	"search_lead" text NOT NULL,
	"search_body" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', search_title), 'A') || setweight(to_tsvector('simple', search_lead), 'B') || setweight(to_tsvector('simple', search_body), 'C')) STORED NOT NULL,
	"content_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_channel_slug_pk" PRIMARY KEY("channel","slug"),
	CONSTRAINT "articles_channel_check" CHECK ("articles"."channel" in ('blog', 'press'))
);
--> statement-breakpoint
CREATE TABLE "authors" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"bio" text NOT NULL,
	"content_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investor_attachments" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"body" text NOT NULL,
	"content_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investor_documents" (
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"number" text,
	"system" text,
	"period_type" text,
	"period" text,
	"year" integer,
	"published_on" date,
	"published_time" text,
	"title" text NOT NULL,
	"description" text,
	"h1" text,
	"lead" text,
	"legal_basis" text,
	"body" text NOT NULL,
	"attachments" text[] NOT NULL,
	"content_hash" text NOT NULL,
	CONSTRAINT "investor_documents_kind_slug_pk" PRIMARY KEY("kind","slug"),
	CONSTRAINT "investor_documents_kind_check" CHECK ("investor_documents"."kind" in ('current', 'periodic', 'page'))
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_authors_slug_fk" FOREIGN KEY ("author") REFERENCES "public"."authors"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_channel_published_idx" ON "articles" USING btree ("channel","published_on");--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("channel","category","published_on");--> statement-breakpoint
CREATE INDEX "articles_author_idx" ON "articles" USING btree ("author","published_on");--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "investor_documents_kind_date_idx" ON "investor_documents" USING btree ("kind","published_on");