CREATE TABLE "lead_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lead_id" text NOT NULL,
	"site" text NOT NULL,
	"channel" text NOT NULL,
	"destination" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"form" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text,
	"car_id" text,
	"car" jsonb,
	"dealership_slug" text,
	"location_id" text,
	"first_name" text NOT NULL,
	"last_name" text,
	"email" text,
	"phone" text,
	"postcode" text,
	"preferred_contact" text,
	"message" text,
	"payload" jsonb NOT NULL,
	"page_url" text,
	"visited_pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"linked_query_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_agent" text,
	"marketing_opt_in" boolean DEFAULT false NOT NULL,
	"terms_agreed" boolean,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"delivery_status" text DEFAULT 'pending' NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_pkey" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site" text NOT NULL,
	"event_id" integer NOT NULL,
	"car_id" text,
	"path" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD CONSTRAINT "lead_outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_outbox_due_idx" ON "lead_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_outbox_lead_channel_uq" ON "lead_outbox" USING btree ("lead_id","channel","destination");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_site_idempotency_key_uq" ON "leads" USING btree ("site","idempotency_key");--> statement-breakpoint
CREATE INDEX "leads_site_created_idx" ON "leads" USING btree ("site","created_at");--> statement-breakpoint
CREATE INDEX "tracking_events_site_event_idx" ON "tracking_events" USING btree ("site","event_id","created_at");