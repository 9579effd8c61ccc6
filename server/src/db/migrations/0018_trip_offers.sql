CREATE TABLE "trip_offers" (
	"trip_id" integer PRIMARY KEY NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"offered_by_user_id" integer,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "trip_offers" ADD CONSTRAINT "trip_offers_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_offers" ADD CONSTRAINT "trip_offers_offered_by_user_id_users_id_fk" FOREIGN KEY ("offered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_offers_unclaimed_idx" ON "trip_offers" USING btree ("trip_id") WHERE "trip_offers"."claimed_at" is null;--> statement-breakpoint
-- Hand-written below (ADR 0048): every trip offered so far gets its offers row, from the columns
-- the offers area used to keep on trips (a claim always came after an offer; an offer made before
-- offered_at existed is dated by the trip's last change). ON CONFLICT: the contract migration that
-- drops trips.offer_drivers, offered_at, claimed_at and trips_open_offers_idx repeats this insert
-- first, for offers a server of the previous version made while this one was rolling out. Until
-- then those columns and that index stay (expand, then contract); no code reads or writes them.
INSERT INTO "trip_offers" ("trip_id", "offered_at", "claimed_at")
SELECT "id", coalesce("offered_at", "updated_at"), "claimed_at"
FROM "trips"
WHERE "offer_drivers" OR "claimed_at" IS NOT NULL
ON CONFLICT ("trip_id") DO NOTHING;
