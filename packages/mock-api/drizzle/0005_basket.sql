CREATE TABLE "baskets" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"site_id" text NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"code" text NOT NULL,
	"consumer_id" text NOT NULL,
	"basket_id" text NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_code_basket_id_pk" PRIMARY KEY("code","basket_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"promotion_id" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"once_per_consumer" boolean DEFAULT false NOT NULL,
	"exclusive" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" text PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"callout_message" text NOT NULL,
	"rule" jsonb NOT NULL,
	"coupon_required" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_certificates" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"consumer_id" text,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer DEFAULT 1 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_for_later" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"items" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "baskets_one_open_per_consumer_idx" ON "baskets" USING btree ("consumer_id") WHERE "baskets"."status" = 'open';--> statement-breakpoint
CREATE INDEX "baskets_consumer_idx" ON "baskets" USING btree ("consumer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_for_later_consumer_idx" ON "saved_for_later" USING btree ("consumer_id");