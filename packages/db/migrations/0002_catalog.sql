-- The catalogue's free-text search uses trigram similarity (search_words_word_trgm_idx).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer,
	"slot" text,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"cta_label" text NOT NULL,
	"href" text NOT NULL,
	"theme" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "banners_slot_check" CHECK ("banners"."slot" is null or "banners"."slot" in ('home-top', 'home-middle', 'search-list', 'brand-page', 'model-page'))
);
--> statement-breakpoint
CREATE TABLE "catalog_stats" (
	"key" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"lead" text NOT NULL,
	"description" jsonb NOT NULL,
	"filters" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "collections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "equipment_items" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "limited_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"body_type" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"group_id" text NOT NULL,
	"discount_pct" smallint NOT NULL,
	"valid_until" date NOT NULL,
	CONSTRAINT "limited_offers_body_type_check" CHECK ("limited_offers"."body_type" in ('suv', 'hatchback', 'sedan', 'kombi', 'minivan', 'coupe', 'kabriolet', 'pickup', 'crossover', 'liftback', 'dostawczy'))
);
--> statement-breakpoint
CREATE TABLE "model_body_stats" (
	"model_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"body_type" text NOT NULL,
	"is_new" boolean NOT NULL,
	"best_variant_id" integer NOT NULL,
	"group_id" text NOT NULL,
	"ec_code" text NOT NULL,
	"price_net_gr" integer NOT NULL,
	"price_gross_gr" integer NOT NULL,
	"offers" integer NOT NULL,
	"stock" integer NOT NULL,
	"labels" text[] NOT NULL,
	CONSTRAINT "model_body_stats_model_id_body_type_is_new_pk" PRIMARY KEY("model_id","body_type","is_new")
);
--> statement-breakpoint
CREATE TABLE "model_description_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer,
	"position" integer NOT NULL,
	"icon" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"provider" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"segment" text NOT NULL,
	"generation_year" smallint NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"preorder" boolean DEFAULT false NOT NULL,
	"imagin_family" text NOT NULL,
	"lead" text DEFAULT '' NOT NULL,
	"description" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seo_title" text DEFAULT '' NOT NULL,
	"seo_description" text DEFAULT '' NOT NULL,
	"seo_text" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "models_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "offer_cells" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"body_type" text NOT NULL,
	"is_new" boolean NOT NULL,
	"fuel" text NOT NULL,
	"gearbox" text NOT NULL,
	"drive" text NOT NULL,
	"seats" smallint NOT NULL,
	"power_km" smallint NOT NULL,
	"production_year" smallint NOT NULL,
	"offers" integer NOT NULL,
	"stock" integer NOT NULL,
	"best_variant_id" integer NOT NULL,
	"price_net_gr" integer NOT NULL,
	"price_gross_gr" integer NOT NULL,
	"group_id" text NOT NULL,
	"ec_code" text NOT NULL,
	"label_mask" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purposes" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"filters" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text NOT NULL,
	"model_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "search_words_word_model_id_pk" PRIMARY KEY("word","model_id"),
	CONSTRAINT "search_words_kind_check" CHECK ("search_words"."kind" in ('brand', 'model', 'alias'))
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_code" text NOT NULL,
	"version_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"is_new" boolean NOT NULL,
	"group_id" text NOT NULL,
	"body_type" text NOT NULL,
	"fuel" text NOT NULL,
	"gearbox" text NOT NULL,
	"drive" text NOT NULL,
	"seats" smallint NOT NULL,
	"power_km" smallint NOT NULL,
	"production_year" smallint NOT NULL,
	"colour" text NOT NULL,
	"colour_hex" text NOT NULL,
	"price_net_gr" integer NOT NULL,
	"price_gross_gr" integer NOT NULL,
	"stock_count" integer NOT NULL,
	"labels" text[] NOT NULL,
	"label_mask" integer DEFAULT 0 NOT NULL,
	"extras" text[] NOT NULL,
	"mileage_km" integer,
	"first_registration" date,
	"location" text,
	CONSTRAINT "variants_offer_code_unique" UNIQUE("offer_code"),
	CONSTRAINT "variants_body_type_check" CHECK ("variants"."body_type" in ('suv', 'hatchback', 'sedan', 'kombi', 'minivan', 'coupe', 'kabriolet', 'pickup', 'crossover', 'liftback', 'dostawczy')),
	CONSTRAINT "variants_fuel_check" CHECK ("variants"."fuel" in ('benzyna', 'diesel', 'hybryda', 'hybryda-plug-in', 'elektryczny', 'lpg', 'wodor')),
	CONSTRAINT "variants_gearbox_check" CHECK ("variants"."gearbox" in ('manualna', 'automatyczna')),
	CONSTRAINT "variants_drive_check" CHECK ("variants"."drive" in ('przedni', 'tylny', '4x4')),
	CONSTRAINT "variants_price_check" CHECK ("variants"."price_net_gr" > 0 and "variants"."price_gross_gr" >= "variants"."price_net_gr"),
	CONSTRAINT "variants_stock_check" CHECK ("variants"."stock_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"ec_code" text NOT NULL,
	"name" text NOT NULL,
	"engine_name" text NOT NULL,
	"trim" text NOT NULL,
	"body_type" text NOT NULL,
	"fuel" text NOT NULL,
	"gearbox" text NOT NULL,
	"drive" text NOT NULL,
	"power_km" smallint NOT NULL,
	"power_kw" smallint NOT NULL,
	"engine_capacity" integer NOT NULL,
	"seats" smallint NOT NULL,
	"doors" smallint NOT NULL,
	"co2" smallint NOT NULL,
	"equipment" text[] NOT NULL,
	"list_price_net_gr" integer NOT NULL,
	"list_price_gross_gr" integer NOT NULL,
	CONSTRAINT "versions_ec_code_unique" UNIQUE("ec_code"),
	CONSTRAINT "versions_body_type_check" CHECK ("versions"."body_type" in ('suv', 'hatchback', 'sedan', 'kombi', 'minivan', 'coupe', 'kabriolet', 'pickup', 'crossover', 'liftback', 'dostawczy')),
	CONSTRAINT "versions_fuel_check" CHECK ("versions"."fuel" in ('benzyna', 'diesel', 'hybryda', 'hybryda-plug-in', 'elektryczny', 'lpg', 'wodor')),
	CONSTRAINT "versions_gearbox_check" CHECK ("versions"."gearbox" in ('manualna', 'automatyczna')),
	CONSTRAINT "versions_drive_check" CHECK ("versions"."drive" in ('przedni', 'tylny', '4x4'))
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "seo_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "seo_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "seo_text" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limited_offers" ADD CONSTRAINT "limited_offers_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_body_stats" ADD CONSTRAINT "model_body_stats_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_body_stats" ADD CONSTRAINT "model_body_stats_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_body_stats" ADD CONSTRAINT "model_body_stats_best_variant_id_variants_id_fk" FOREIGN KEY ("best_variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_description_cards" ADD CONSTRAINT "model_description_cards_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_videos" ADD CONSTRAINT "model_videos_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_cells" ADD CONSTRAINT "offer_cells_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_cells" ADD CONSTRAINT "offer_cells_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_cells" ADD CONSTRAINT "offer_cells_best_variant_id_variants_id_fk" FOREIGN KEY ("best_variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_version_id_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "versions" ADD CONSTRAINT "versions_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_brand_idx" ON "banners" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "banners_slot_idx" ON "banners" USING btree ("slot");--> statement-breakpoint
CREATE UNIQUE INDEX "limited_offers_model_body_idx" ON "limited_offers" USING btree ("model_id","body_type");--> statement-breakpoint
CREATE INDEX "model_body_stats_brand_idx" ON "model_body_stats" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "model_description_cards_model_position_idx" ON "model_description_cards" USING btree ("model_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "model_videos_model_position_idx" ON "model_videos" USING btree ("model_id","position");--> statement-breakpoint
CREATE INDEX "models_brand_idx" ON "models" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "offer_cells_model_idx" ON "offer_cells" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "offer_cells_brand_idx" ON "offer_cells" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "variants_list_idx" ON "variants" USING btree ("is_new" DESC NULLS LAST,"price_net_gr","id");--> statement-breakpoint
CREATE INDEX "variants_price_idx" ON "variants" USING btree ("price_net_gr","id");--> statement-breakpoint
CREATE INDEX "variants_brand_idx" ON "variants" USING btree ("brand_id","is_new" DESC NULLS LAST,"price_net_gr","id");--> statement-breakpoint
CREATE INDEX "variants_model_idx" ON "variants" USING btree ("model_id","is_new" DESC NULLS LAST,"price_net_gr","id");--> statement-breakpoint
CREATE INDEX "variants_body_idx" ON "variants" USING btree ("body_type","is_new" DESC NULLS LAST,"price_net_gr","id");--> statement-breakpoint
CREATE INDEX "variants_fuel_idx" ON "variants" USING btree ("fuel","is_new" DESC NULLS LAST,"price_net_gr","id");--> statement-breakpoint
CREATE INDEX "variants_drive_idx" ON "variants" USING btree ("drive","is_new" DESC NULLS LAST,"price_net_gr","id");--> statement-breakpoint
CREATE INDEX "variants_year_idx" ON "variants" USING btree ("production_year");--> statement-breakpoint
CREATE INDEX "variants_power_idx" ON "variants" USING btree ("power_km");--> statement-breakpoint
CREATE INDEX "variants_seats_idx" ON "variants" USING btree ("seats","is_new" DESC NULLS LAST,"price_net_gr","id");--> statement-breakpoint
CREATE INDEX "variants_group_idx" ON "variants" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "variants_version_idx" ON "variants" USING btree ("version_id");--> statement-breakpoint
CREATE INDEX "versions_model_idx" ON "versions" USING btree ("model_id");