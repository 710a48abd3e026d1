CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 10000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "checkout_states" (
	"basket_id" text PRIMARY KEY NOT NULL,
	"prepared_at" timestamp with time zone,
	"prepared_items" text,
	"device_fingerprint" jsonb,
	"payment_sessions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"card_number" text PRIMARY KEY NOT NULL,
	"pin" text NOT NULL,
	"currency" text NOT NULL,
	"balance_minor" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"order_number" text PRIMARY KEY NOT NULL,
	"basket_id" text NOT NULL,
	"consumer_id" text NOT NULL,
	"site_id" text NOT NULL,
	"currency" text NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_live_per_basket_idx" ON "orders" USING btree ("basket_id") WHERE "orders"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "orders_consumer_idx" ON "orders" USING btree ("consumer_id");