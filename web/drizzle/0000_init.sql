CREATE TABLE "phone_reveals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_reveals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site" text NOT NULL,
	"vehicle_id" text NOT NULL,
	"dealership_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_views" (
	"site" text NOT NULL,
	"vehicle_id" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"first_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_views_pkey" PRIMARY KEY("site","vehicle_id")
);
--> statement-breakpoint
CREATE INDEX "phone_reveals_site_vehicle_idx" ON "phone_reveals" USING btree ("site","vehicle_id","created_at");