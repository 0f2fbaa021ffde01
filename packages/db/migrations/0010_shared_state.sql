CREATE TABLE "integration_cache" (
	"kind" text NOT NULL,
	"key_hash" text NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "integration_cache_kind_key_hash_pk" PRIMARY KEY("kind","key_hash")
);
--> statement-breakpoint
CREATE TABLE "integration_daily_counts" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "integration_daily_counts_kind_day_pk" PRIMARY KEY("kind","day")
);
--> statement-breakpoint
CREATE TABLE "integration_sends" (
	"channel" text NOT NULL,
	"key_hash" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"result" jsonb,
	"completed_at" timestamp with time zone,
	CONSTRAINT "integration_sends_channel_key_hash_pk" PRIMARY KEY("channel","key_hash")
);
--> statement-breakpoint
CREATE INDEX "integration_cache_expires_idx" ON "integration_cache" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "integration_sends_claimed_idx" ON "integration_sends" USING btree ("claimed_at");