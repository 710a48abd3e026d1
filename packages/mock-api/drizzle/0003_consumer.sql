CREATE TABLE "auth_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"code_challenge" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"in_store_session" jsonb
);
--> statement-breakpoint
CREATE TABLE "consumer_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"approach_type" text NOT NULL,
	"main" boolean DEFAULT false NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumer_payment_instruments" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"card" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumer_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumer_tokens" (
	"access_token" text PRIMARY KEY NOT NULL,
	"refresh_token" text NOT NULL,
	"consumer_id" text NOT NULL,
	"access_expires_at" timestamp with time zone NOT NULL,
	"refresh_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"in_store_session" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumers" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"login" text,
	"password_hash" text,
	"consumer_no" text,
	"member_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"preferences" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subscriptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_loyalty_member" boolean DEFAULT false NOT NULL,
	"loyalty_opt_in_date" timestamp with time zone,
	"loyalty" jsonb,
	"employee" jsonb,
	"athlete" jsonb,
	"identities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_employee_discount_tc_accepted" boolean DEFAULT false NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"merged_into" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"subjects" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text,
	"category_id" text NOT NULL,
	"subject_id" text NOT NULL,
	"email" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_items" (
	"id" text PRIMARY KEY NOT NULL,
	"favorite_id" text NOT NULL,
	"product_id" text NOT NULL,
	"variant_id" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"name" text DEFAULT 'Favorites' NOT NULL,
	"share_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favorite_shares" (
	"id" text PRIMARY KEY NOT NULL,
	"favorite_id" text NOT NULL,
	"email" text NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token" text PRIMARY KEY NOT NULL,
	"consumer_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "consumer_addresses" ADD CONSTRAINT "consumer_addresses_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_payment_instruments" ADD CONSTRAINT "consumer_payment_instruments_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_items" ADD CONSTRAINT "favorite_items_favorite_id_favorite_lists_id_fk" FOREIGN KEY ("favorite_id") REFERENCES "public"."favorite_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_shares" ADD CONSTRAINT "favorite_shares_favorite_id_favorite_lists_id_fk" FOREIGN KEY ("favorite_id") REFERENCES "public"."favorite_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumer_addresses_consumer_idx" ON "consumer_addresses" USING btree ("consumer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_payment_instruments_card_idx" ON "consumer_payment_instruments" USING btree ("consumer_id","fingerprint");--> statement-breakpoint
CREATE INDEX "consumer_requests_kind_idx" ON "consumer_requests" USING btree ("consumer_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "consumer_tokens_refresh_idx" ON "consumer_tokens" USING btree ("refresh_token");--> statement-breakpoint
CREATE INDEX "consumer_tokens_consumer_idx" ON "consumer_tokens" USING btree ("consumer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consumers_login_idx" ON "consumers" USING btree ("login");--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_items_product_idx" ON "favorite_items" USING btree ("favorite_id","product_id","variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_lists_consumer_idx" ON "favorite_lists" USING btree ("consumer_id");