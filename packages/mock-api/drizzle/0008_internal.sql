CREATE TABLE "performance_beacons" (
	"id" serial PRIMARY KEY NOT NULL,
	"page" text NOT NULL,
	"metrics" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "performance_beacons_page_idx" ON "performance_beacons" USING btree ("page");