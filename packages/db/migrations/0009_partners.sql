CREATE TABLE "partners" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"token" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"origins" jsonb NOT NULL,
	"look" jsonb NOT NULL,
	"screens" jsonb NOT NULL,
	"lead_email" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_token_unique" UNIQUE("token"),
	CONSTRAINT "partners_id_check" CHECK ("partners"."id" ~ '^[a-z0-9-]{2,40}$')
);
