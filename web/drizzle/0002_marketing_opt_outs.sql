CREATE TABLE "marketing_opt_outs" (
	"site" text NOT NULL,
	"email_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_opt_outs_pkey" PRIMARY KEY("site","email_hash")
);
