ALTER TABLE "agencies" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "vat" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "subject_type" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "subject_id" integer;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "subject_label" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "driver_companies" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_companies" ADD COLUMN "payout_account_holder" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_companies" ADD COLUMN "payout_iban" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_companies" ADD COLUMN "payout_swift" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "reviewed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "vehicle_types" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "reviewed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "poi_categories" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "grants_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_subject_idx" ON "audit_events" USING btree ("subject_type","subject_id","created_at");