CREATE TABLE "benchmark_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tenor" text NOT NULL,
	"value" numeric(8, 4) NOT NULL,
	"fixing_date" date NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "benchmark_rates_name_date" ON "benchmark_rates" USING btree ("name","fixing_date");--> statement-breakpoint
CREATE INDEX "benchmark_rates_date" ON "benchmark_rates" USING btree ("fixing_date");