CREATE TABLE "offer_payout_raises" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"step_hours" integer NOT NULL,
	"from_cents" integer NOT NULL,
	"to_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_payout_raises_trip_step_key" UNIQUE("trip_id","step_hours"),
	CONSTRAINT "offer_payout_raises_amounts_check" CHECK ("offer_payout_raises"."from_cents" >= 0 and "offer_payout_raises"."to_cents" >= "offer_payout_raises"."from_cents")
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "payout_raise_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_payout_raises" ADD CONSTRAINT "offer_payout_raises_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_payout_raise_check" CHECK ("trips"."payout_raise_cents" >= 0);--> statement-breakpoint
-- The automatic payout steps' default policy (ADR 0020): +€10 at 72, 48 and 24 hours before pickup while
-- nobody claims the trip; the platform keeps at least 5 % of the net price.
INSERT INTO "settings" ("key", "value") VALUES
	('offer_payout_policy', '{"step_hours": [72, 48, 24], "step_cents": 1000, "margin_floor_bp": 500}'::jsonb)
ON CONFLICT ("key") DO NOTHING;