CREATE TABLE "finance_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"lead_id" text NOT NULL,
	"sealed" text NOT NULL,
	"credit_enquiry_consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "miscellaneous_data" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "miscellaneous_data_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site" text NOT NULL,
	"lead_id" text NOT NULL,
	"column_name" text NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_in_valuations" (
	"id" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"lead_id" text NOT NULL,
	"vehicle" jsonb NOT NULL,
	"kms" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "trade_in" jsonb;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "parent_lead_id" text;--> statement-breakpoint
ALTER TABLE "finance_applications" ADD CONSTRAINT "finance_applications_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "miscellaneous_data" ADD CONSTRAINT "miscellaneous_data_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_valuations" ADD CONSTRAINT "trade_in_valuations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "finance_applications_site_created_idx" ON "finance_applications" USING btree ("site","created_at");--> statement-breakpoint
CREATE INDEX "miscellaneous_data_site_lead_idx" ON "miscellaneous_data" USING btree ("site","lead_id");--> statement-breakpoint
CREATE INDEX "trade_in_valuations_site_lead_idx" ON "trade_in_valuations" USING btree ("site","lead_id");