ALTER TABLE "drivers" ADD COLUMN "licence_document" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "licence_expires_on" date;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "id_document" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "id_expires_on" date;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "registration_expires_on" date;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "insurance_expires_on" date;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_licence_expiry_check" CHECK (("drivers"."licence_document" is null) = ("drivers"."licence_expires_on" is null));--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_id_expiry_check" CHECK (("drivers"."id_document" is null) = ("drivers"."id_expires_on" is null));--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_registration_expiry_check" CHECK (("vehicles"."vehicle_registration_photo" is null) = ("vehicles"."registration_expires_on" is null));--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_insurance_expiry_check" CHECK (("vehicles"."vehicle_insurance_photo" is null) = ("vehicles"."insurance_expires_on" is null));