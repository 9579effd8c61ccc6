-- Each vehicle type its own picture (issue 11): drawings bundled with the web app, under /images/vehicle-types/.
-- Only where none was set, so a picture chosen since is kept.
UPDATE "vehicle_types" SET "image" = '/images/vehicle-types/sedan.svg' WHERE "id" = 1 AND "image" IS NULL;--> statement-breakpoint
UPDATE "vehicle_types" SET "image" = '/images/vehicle-types/premium-sedan.svg' WHERE "id" = 2 AND "image" IS NULL;--> statement-breakpoint
UPDATE "vehicle_types" SET "image" = '/images/vehicle-types/van.svg' WHERE "id" = 3 AND "image" IS NULL;--> statement-breakpoint
UPDATE "vehicle_types" SET "image" = '/images/vehicle-types/minibus.svg' WHERE "id" = 4 AND "image" IS NULL;--> statement-breakpoint
UPDATE "vehicle_types" SET "image" = '/images/vehicle-types/bus.svg' WHERE "id" = 5 AND "image" IS NULL;
