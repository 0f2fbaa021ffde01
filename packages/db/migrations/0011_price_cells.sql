CREATE TABLE "offer_price_cells" (
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
	"net_band" smallint NOT NULL,
	"gross_band" smallint NOT NULL,
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
ALTER TABLE "offer_price_cells" ADD CONSTRAINT "offer_price_cells_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_price_cells" ADD CONSTRAINT "offer_price_cells_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_price_cells" ADD CONSTRAINT "offer_price_cells_best_variant_id_variants_id_fk" FOREIGN KEY ("best_variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_price_cells_net_idx" ON "offer_price_cells" USING btree ("net_band");--> statement-breakpoint
CREATE INDEX "offer_price_cells_gross_idx" ON "offer_price_cells" USING btree ("gross_band");--> statement-breakpoint
CREATE INDEX "offer_price_cells_model_idx" ON "offer_price_cells" USING btree ("model_id");--> statement-breakpoint
CREATE INDEX "variants_price_gross_idx" ON "variants" USING btree ("price_gross_gr","id");--> statement-breakpoint
CREATE INDEX "variants_brand_body_idx" ON "variants" USING btree ("brand_id","body_type","is_new" DESC NULLS LAST,"price_net_gr","id");