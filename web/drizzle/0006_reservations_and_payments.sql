CREATE TABLE "local_payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_intent_id" text NOT NULL,
	"type" text NOT NULL,
	"body" jsonb NOT NULL,
	"webhook_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"description" text,
	"receipt_email" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_payment_error" jsonb,
	"payment_method" jsonb,
	"idempotency_key" text,
	"webhook_url" text,
	"cancellation_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processed_payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payment_intent_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_deals" (
	"id" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"user_id" text NOT NULL,
	"car_id" text NOT NULL,
	"car_slug" text NOT NULL,
	"car" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"step" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reservation_id" text,
	"lead_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"car_id" text NOT NULL,
	"car_slug" text NOT NULL,
	"car" jsonb NOT NULL,
	"user_id" text,
	"status" text NOT NULL,
	"contact" jsonb NOT NULL,
	"deposit_cents" integer NOT NULL,
	"currency" text DEFAULT 'aud' NOT NULL,
	"processor" text NOT NULL,
	"payment_intent_id" text NOT NULL,
	"lock_expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	"lead_id" text,
	"deal_id" text,
	"sold_in_feed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_deals" ADD CONSTRAINT "purchase_deals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "local_payment_events_due_idx" ON "local_payment_events" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "local_payment_intents_idempotency_uq" ON "local_payment_intents" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_deals_one_draft_uq" ON "purchase_deals" USING btree ("site","user_id","car_id") WHERE status = 'draft';--> statement-breakpoint
CREATE INDEX "purchase_deals_site_user_idx" ON "purchase_deals" USING btree ("site","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_active_per_car_uq" ON "reservations" USING btree ("site","car_id") WHERE status in ('pending', 'held');--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_payment_intent_uq" ON "reservations" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "reservations_site_user_idx" ON "reservations" USING btree ("site","user_id");--> statement-breakpoint
CREATE INDEX "reservations_status_expires_idx" ON "reservations" USING btree ("status","expires_at");