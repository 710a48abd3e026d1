CREATE TABLE "catalog_answers" (
	"id" text PRIMARY KEY NOT NULL,
	"question_id" text NOT NULL,
	"text" text NOT NULL,
	"author" text NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"helpful_votes" integer DEFAULT 0 NOT NULL,
	"unhelpful_votes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"names" jsonb NOT NULL,
	"parent_id" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_inventory" (
	"variant_id" text PRIMARY KEY NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_product_sets" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"product_ids" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_products" (
	"id" text PRIMARY KEY NOT NULL,
	"master_id" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"product_type" text DEFAULT 'standard' NOT NULL,
	"kind" text NOT NULL,
	"gender" text,
	"category_ids" jsonb NOT NULL,
	"colors" jsonb NOT NULL,
	"default_color" text,
	"badges" jsonb NOT NULL,
	"eyebrow" text,
	"description" text NOT NULL,
	"details" jsonb NOT NULL,
	"model_measurements" text,
	"presale" boolean DEFAULT false NOT NULL,
	"notify_me" boolean DEFAULT false NOT NULL,
	"is_robis_only" boolean DEFAULT false NOT NULL,
	"is_free_gift" boolean DEFAULT false NOT NULL,
	"customs_external_url" text,
	"subscription_type" text,
	"gift_card" jsonb,
	"rating_average" real DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"text" text NOT NULL,
	"author" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"author" text NOT NULL,
	"location" text,
	"language" text DEFAULT 'en' NOT NULL,
	"verified_buyer" boolean DEFAULT false NOT NULL,
	"helpful_votes" integer DEFAULT 0 NOT NULL,
	"unhelpful_votes" integer DEFAULT 0 NOT NULL,
	"flags" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_variant_prices" (
	"variant_id" text NOT NULL,
	"currency" text NOT NULL,
	"current_minor" integer NOT NULL,
	"original_minor" integer NOT NULL,
	"historic_best_minor" integer,
	"sales_price_active_date" text,
	CONSTRAINT "catalog_variant_prices_variant_id_currency_pk" PRIMARY KEY("variant_id","currency")
);
--> statement-breakpoint
CREATE TABLE "catalog_variants" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"upc" text NOT NULL,
	"attributes" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_points" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"carrier" text NOT NULL,
	"country_code" text NOT NULL,
	"address" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening_hours" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"dial_code" text NOT NULL,
	"shipping" boolean NOT NULL,
	"billing" boolean NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"i18n" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_employees" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_inventory" (
	"store_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "store_inventory_store_id_variant_id_pk" PRIMARY KEY("store_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"address" jsonb NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"pickup" boolean DEFAULT true NOT NULL,
	"ship_to_store" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalog_answers" ADD CONSTRAINT "catalog_answers_question_id_catalog_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."catalog_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_inventory" ADD CONSTRAINT "catalog_inventory_variant_id_catalog_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalog_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_questions" ADD CONSTRAINT "catalog_questions_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_reviews" ADD CONSTRAINT "catalog_reviews_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_variant_prices" ADD CONSTRAINT "catalog_variant_prices_variant_id_catalog_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalog_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_variants" ADD CONSTRAINT "catalog_variants_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_employees" ADD CONSTRAINT "store_employees_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_inventory" ADD CONSTRAINT "store_inventory_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_inventory" ADD CONSTRAINT "store_inventory_variant_id_catalog_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalog_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalog_answers_question_idx" ON "catalog_answers" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_notifications_unique_idx" ON "catalog_notifications" USING btree ("variant_id","email");--> statement-breakpoint
CREATE INDEX "catalog_products_master_idx" ON "catalog_products" USING btree ("master_id");--> statement-breakpoint
CREATE INDEX "catalog_questions_product_idx" ON "catalog_questions" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "catalog_reviews_product_idx" ON "catalog_reviews" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_variants_upc_idx" ON "catalog_variants" USING btree ("upc");--> statement-breakpoint
CREATE INDEX "catalog_variants_product_idx" ON "catalog_variants" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "store_inventory_variant_idx" ON "store_inventory" USING btree ("variant_id");