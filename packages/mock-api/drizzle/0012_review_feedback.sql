CREATE TABLE "catalog_review_feedback" (
	"target_id" text NOT NULL,
	"consumer_id" text NOT NULL,
	"action" text NOT NULL,
	"helpful" boolean,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "catalog_review_feedback_target_id_consumer_id_action_pk" PRIMARY KEY("target_id","consumer_id","action")
);
