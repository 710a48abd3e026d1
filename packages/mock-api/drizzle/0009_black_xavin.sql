CREATE TABLE "captcha_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
