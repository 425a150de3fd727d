CREATE TABLE "sandbox_provider_sessions" (
	"reference" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"merchant_reference" text NOT NULL,
	"merchant_name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"state" text NOT NULL,
	"return_url" text,
	"store_code" text,
	"captures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_provider_sessions_merchant_idx" ON "sandbox_provider_sessions" USING btree ("merchant_reference");