CREATE TABLE "watch_alerts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watch_alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site" text NOT NULL,
	"user_id" text NOT NULL,
	"car_id" text NOT NULL,
	"kind" text NOT NULL,
	"price_key" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "watched_car_prices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "watched_car_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site" text NOT NULL,
	"car_id" text NOT NULL,
	"price" integer,
	"status" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "price_alerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "watch_alerts" ADD CONSTRAINT "watch_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "watch_alerts_once_uq" ON "watch_alerts" USING btree ("site","user_id","car_id","kind","price_key");--> statement-breakpoint
CREATE INDEX "watch_alerts_due_idx" ON "watch_alerts" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "watched_car_prices_site_car_idx" ON "watched_car_prices" USING btree ("site","car_id","recorded_at");