CREATE TYPE "public"."content_status" AS ENUM('published', 'draft');--> statement-breakpoint
CREATE TABLE "content_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"doc_type" text NOT NULL,
	"site_id" text,
	"locale" text NOT NULL,
	"slug" text NOT NULL,
	"page_kind" text,
	"layout_variant" text,
	"schedule_start" timestamp with time zone,
	"schedule_end" timestamp with time zone,
	"status" "content_status" DEFAULT 'published' NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_documents_lookup_idx" ON "content_documents" USING btree ("doc_type","site_id","locale","slug");