CREATE TABLE "offer_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"type" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "offer_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name_enc" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_files_kind_check" CHECK ("offer_files"."kind" in ('id_card', 'driving_licence', 'financial', 'other'))
);
--> statement-breakpoint
CREATE TABLE "offer_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"session_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'PLN' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_order_id" text,
	"redirect_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_payments_status_check" CHECK ("offer_payments"."status" in ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"link_hash" text NOT NULL,
	"link_enc" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"operator_id" uuid NOT NULL,
	"car_source" text NOT NULL,
	"variant_id" integer,
	"dictionary_version_id" integer,
	"car" jsonb NOT NULL,
	"client" text NOT NULL,
	"duration" smallint NOT NULL,
	"initial_fee" smallint NOT NULL,
	"repurchase" smallint NOT NULL,
	"quote" jsonb NOT NULL,
	"note" text,
	"valid_until" timestamp with time zone NOT NULL,
	"phone_key" text,
	"contact_enc" text,
	"personal_enc" text,
	"personal_stored_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"documents_complete_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"payment_enabled" boolean DEFAULT false NOT NULL,
	"payment_status" text DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('draft', 'sent', 'opened', 'confirmed', 'documents_complete', 'accepted', 'expired', 'withdrawn')),
	CONSTRAINT "offers_car_source_check" CHECK ("offers"."car_source" in ('catalog', 'dictionary', 'description')),
	CONSTRAINT "offers_client_check" CHECK ("offers"."client" in ('entrepreneur', 'consumer')),
	CONSTRAINT "offers_payment_status_check" CHECK ("offers"."payment_status" in ('none', 'pending', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_files" ADD CONSTRAINT "offer_files_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_payments" ADD CONSTRAINT "offer_payments_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_events_offer_idx" ON "offer_events" USING btree ("offer_id","at");--> statement-breakpoint
CREATE INDEX "offer_files_offer_idx" ON "offer_files" USING btree ("offer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_files_key_idx" ON "offer_files" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_payments_session_idx" ON "offer_payments" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "offer_payments_offer_idx" ON "offer_payments" USING btree ("offer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_link_idx" ON "offers" USING btree ("link_hash");--> statement-breakpoint
CREATE INDEX "offers_phone_idx" ON "offers" USING btree ("phone_key");--> statement-breakpoint
CREATE INDEX "offers_operator_idx" ON "offers" USING btree ("operator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_token_idx" ON "operators" USING btree ("token_hash");