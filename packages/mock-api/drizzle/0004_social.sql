CREATE TABLE "social_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_media" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"category_id" text NOT NULL,
	"user_id" text,
	"username" text NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'approved' NOT NULL,
	"caption" text NOT NULL,
	"alt_text" text NOT NULL,
	"image" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_media_streams" (
	"media_id" text NOT NULL,
	"stream_id" text NOT NULL,
	CONSTRAINT "social_media_streams_media_id_stream_id_pk" PRIMARY KEY("media_id","stream_id")
);
--> statement-breakpoint
CREATE TABLE "social_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"media_id" text NOT NULL,
	"reason" text NOT NULL,
	"email" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_stashes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"media_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_streams" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_users" (
	"id" text PRIMARY KEY NOT NULL,
	"screen_name" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "social_media_customer_idx" ON "social_media" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "social_media_category_idx" ON "social_media" USING btree ("category_id","created_at");--> statement-breakpoint
CREATE INDEX "social_media_streams_stream_idx" ON "social_media_streams" USING btree ("stream_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_users_email_idx" ON "social_users" USING btree ("email");