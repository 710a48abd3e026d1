DROP INDEX "baskets_one_open_per_consumer_idx";--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "kind" text DEFAULT 'shopper' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "baskets_one_open_per_consumer_idx" ON "baskets" USING btree ("consumer_id") WHERE "baskets"."status" = 'open' and "baskets"."kind" = 'shopper';