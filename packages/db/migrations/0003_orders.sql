CREATE TABLE "bank_verification_sessions" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"order_uuid" text NOT NULL,
	"bank_id" text NOT NULL,
	"status" text,
	"payload_enc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_idempotency_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"order_uuid" uuid NOT NULL,
	"secret_enc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"car_source" text NOT NULL,
	"variant_id" integer,
	"group_id" text,
	"dictionary_version_id" integer,
	"car" jsonb NOT NULL,
	"client" text NOT NULL,
	"duration" smallint NOT NULL,
	"initial_fee" smallint NOT NULL,
	"repurchase" smallint NOT NULL,
	"contact_enc" text,
	"consents" jsonb,
	"company" jsonb,
	"company_details" jsonb,
	"consumer_enc" text,
	"consumer_finance_enc" text,
	"representative_enc" text,
	"delivery" jsonb,
	"statements" jsonb,
	"bank_verification" jsonb,
	"bank_account_enc" text,
	"completed_steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quote" jsonb,
	"decision" jsonb,
	"submitted_at" timestamp with time zone,
	"verifying_at" timestamp with time zone,
	"decision_due_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"offer_shown_at" timestamp with time zone,
	"offer_shown_count" integer DEFAULT 0 NOT NULL,
	"return_link_sent_at" timestamp with time zone,
	"return_link_send_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('draft', 'submitted', 'verifying', 'approved', 'rejected', 'manual_review')),
	CONSTRAINT "orders_car_source_check" CHECK ("orders"."car_source" in ('catalog', 'dictionary')),
	CONSTRAINT "orders_client_check" CHECK ("orders"."client" in ('entrepreneur', 'consumer'))
);
--> statement-breakpoint
CREATE TABLE "pin_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"offer_id" text NOT NULL,
	"hash" text NOT NULL,
	"phone_key" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "pin_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"offer_id" text NOT NULL,
	"phone_key" text NOT NULL,
	"sent_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_makes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "vehicle_makes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "vehicle_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"make_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"generation" text NOT NULL,
	"year_from" smallint NOT NULL,
	"year_to" smallint,
	CONSTRAINT "vehicle_models_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "vehicle_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"eurotax_code" text NOT NULL,
	"name" text NOT NULL,
	"year_from" smallint NOT NULL,
	"year_to" smallint,
	"body_type" text NOT NULL,
	"doors" smallint NOT NULL,
	"seats" smallint NOT NULL,
	"fuel" text NOT NULL,
	"power_kw" smallint NOT NULL,
	"power_km" smallint NOT NULL,
	"capacity_ccm" integer NOT NULL,
	"gearbox" text NOT NULL,
	"drive" text NOT NULL,
	"co2" smallint NOT NULL,
	"price_net_gr" integer NOT NULL,
	CONSTRAINT "vehicle_versions_eurotax_code_unique" UNIQUE("eurotax_code"),
	CONSTRAINT "vehicle_versions_body_check" CHECK ("vehicle_versions"."body_type" in ('suv', 'hatchback', 'sedan', 'kombi', 'minivan', 'coupe', 'kabriolet', 'pickup', 'crossover', 'liftback', 'dostawczy')),
	CONSTRAINT "vehicle_versions_fuel_check" CHECK ("vehicle_versions"."fuel" in ('benzyna', 'diesel', 'hybryda', 'hybryda-plug-in', 'elektryczny', 'lpg', 'wodor')),
	CONSTRAINT "vehicle_versions_gearbox_check" CHECK ("vehicle_versions"."gearbox" in ('manualna', 'automatyczna')),
	CONSTRAINT "vehicle_versions_drive_check" CHECK ("vehicle_versions"."drive" in ('przedni', 'tylny', '4x4')),
	CONSTRAINT "vehicle_versions_years_check" CHECK ("vehicle_versions"."year_to" is null or "vehicle_versions"."year_to" >= "vehicle_versions"."year_from")
);
--> statement-breakpoint
ALTER TABLE "order_idempotency_keys" ADD CONSTRAINT "order_idempotency_keys_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_dictionary_version_id_vehicle_versions_id_fk" FOREIGN KEY ("dictionary_version_id") REFERENCES "public"."vehicle_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_versions" ADD CONSTRAINT "vehicle_versions_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_sessions_order_idx" ON "bank_verification_sessions" USING btree ("order_uuid");--> statement-breakpoint
CREATE INDEX "bank_sessions_expires_idx" ON "bank_verification_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","decision_due_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pin_codes_offer_idx" ON "pin_codes" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "pin_sends_offer_idx" ON "pin_sends" USING btree ("offer_id","sent_at");--> statement-breakpoint
CREATE INDEX "pin_sends_phone_idx" ON "pin_sends" USING btree ("phone_key","sent_at");--> statement-breakpoint
CREATE INDEX "vehicle_models_make_idx" ON "vehicle_models" USING btree ("make_id");--> statement-breakpoint
CREATE INDEX "vehicle_versions_model_idx" ON "vehicle_versions" USING btree ("model_id");