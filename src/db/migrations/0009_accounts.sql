CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"email" text NOT NULL,
	"email_key" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"abn" text,
	"email_confirmed_at" timestamp with time zone,
	"role" text DEFAULT 'customer' NOT NULL,
	"winning_user_id" text,
	"salesperson_code" text,
	"winning_cms_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_client_email_idx" ON "accounts" USING btree ("client_id","email_key");--> statement-breakpoint
CREATE INDEX "accounts_staff_idx" ON "accounts" USING btree ("client_id") WHERE "accounts"."role" = 'staff';