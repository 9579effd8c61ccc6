CREATE TYPE "public"."trip_assignment_kind" AS ENUM('claim', 'change', 'release', 'staff_assign');--> statement-breakpoint
CREATE TABLE "trip_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"kind" "trip_assignment_kind" NOT NULL,
	"company_id" integer,
	"from_driver_id" integer,
	"from_vehicle_id" integer,
	"to_driver_id" integer,
	"to_vehicle_id" integer,
	"changed_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_announcements" (
	"trip_id" integer PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"driver_id" integer,
	"vehicle_id" integer,
	"announced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trip_assignments" ADD CONSTRAINT "trip_assignments_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_assignments" ADD CONSTRAINT "trip_assignments_company_id_driver_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."driver_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_assignments" ADD CONSTRAINT "trip_assignments_from_driver_id_drivers_id_fk" FOREIGN KEY ("from_driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_assignments" ADD CONSTRAINT "trip_assignments_from_vehicle_id_vehicles_id_fk" FOREIGN KEY ("from_vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_assignments" ADD CONSTRAINT "trip_assignments_to_driver_id_drivers_id_fk" FOREIGN KEY ("to_driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_assignments" ADD CONSTRAINT "trip_assignments_to_vehicle_id_vehicles_id_fk" FOREIGN KEY ("to_vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_assignments" ADD CONSTRAINT "trip_assignments_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_announcements" ADD CONSTRAINT "driver_announcements_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_announcements" ADD CONSTRAINT "driver_announcements_assignment_id_trip_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."trip_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_announcements" ADD CONSTRAINT "driver_announcements_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_announcements" ADD CONSTRAINT "driver_announcements_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_assignments_trip_idx" ON "trip_assignments" USING btree ("trip_id","created_at");