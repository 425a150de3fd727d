CREATE TABLE "customer_club_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"app" text NOT NULL,
	"form_type" text NOT NULL,
	"email" text NOT NULL,
	"fields" jsonb NOT NULL,
	"visitor_id" text,
	"submit_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variant_assignments" (
	"visitor_id" text NOT NULL,
	"test_id" text NOT NULL,
	"bucket" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "variant_assignments_visitor_id_test_id_pk" PRIMARY KEY("visitor_id","test_id")
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "app" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "visitor_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_club_app_form_email_idx" ON "customer_club_submissions" USING btree ("app","form_type","email");--> statement-breakpoint
CREATE INDEX "variant_assignments_test_idx" ON "variant_assignments" USING btree ("test_id","bucket");--> statement-breakpoint
CREATE INDEX "analytics_events_visitor_idx" ON "analytics_events" USING btree ("visitor_id");