CREATE TABLE "personalisation_experiences" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"component" text NOT NULL,
	"action_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"variants" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "personalisation_experiences_brand_idx" ON "personalisation_experiences" USING btree ("brand");