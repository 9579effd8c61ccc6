CREATE TYPE "public"."trip_status" AS ENUM('draft', 'pending_payment', 'confirmed', 'completed', 'canceled', 'no_show');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('stripe', 'test');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'requires_capture', 'canceled', 'succeeded');--> statement-breakpoint
CREATE TYPE "public"."partner_application_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."partner_file_kind" AS ENUM('legal_representative_id', 'legal_representative_id_other', 'business_license', 'cooperation_agreement');--> statement-breakpoint
CREATE TYPE "public"."email_status" AS ENUM('queued', 'sent', 'failed');--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"agency_percent_bp" integer DEFAULT 1000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"ip_address" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"override_agent_user_id" integer,
	"override_driver_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"is_agent" boolean DEFAULT false NOT NULL,
	"is_agency_admin" boolean DEFAULT false NOT NULL,
	"is_driver" boolean DEFAULT false NOT NULL,
	"is_driver_admin" boolean DEFAULT false NOT NULL,
	"agency_id" integer,
	"driver_id" integer,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"vat" text DEFAULT '' NOT NULL,
	"legal_representative" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"whatsapp" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"hometown" text DEFAULT '' NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"driver_name" text NOT NULL,
	"photo" text,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"whatsapp" text DEFAULT '' NOT NULL,
	"hometown" text DEFAULT '' NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"max_passengers" integer NOT NULL,
	"comparable_to" text DEFAULT '' NOT NULL,
	"price_per_km_cents" integer NOT NULL,
	"minimum_fare_cents" integer NOT NULL,
	"baggage_note" text DEFAULT '' NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_types_max_passengers_check" CHECK ("vehicle_types"."max_passengers" >= 1),
	CONSTRAINT "vehicle_types_prices_check" CHECK ("vehicle_types"."price_per_km_cents" >= 0 and "vehicle_types"."minimum_fare_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"driver_id" integer,
	"vehicle_type_id" integer NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"license_plate" text NOT NULL,
	"color" text NOT NULL,
	"production_year" integer,
	"photo_1" text,
	"photo_2" text,
	"photo_3" text,
	"photo_4" text,
	"vehicle_registration_photo" text,
	"vehicle_insurance_photo" text,
	"is_approved" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"formatted_address" text NOT NULL,
	"place_id" text DEFAULT '' NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"country_short_name" text DEFAULT '' NOT NULL,
	"country_long_name" text DEFAULT '' NOT NULL,
	"locality" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "poi_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	CONSTRAINT "poi_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "points_of_interest" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photo" text,
	"category_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"min_duration_minutes" integer DEFAULT 60 NOT NULL,
	"max_duration_minutes" integer DEFAULT 180 NOT NULL,
	"country" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_of_interest_duration_check" CHECK ("points_of_interest"."min_duration_minutes" >= 60 and "points_of_interest"."min_duration_minutes" % 30 = 0 and "points_of_interest"."max_duration_minutes" % 30 = 0 and "points_of_interest"."max_duration_minutes" >= "points_of_interest"."min_duration_minutes")
);
--> statement-breakpoint
CREATE TABLE "round_trip_prices" (
	"round_trip_id" integer NOT NULL,
	"vehicle_type_id" integer NOT NULL,
	"base_price_cents" integer NOT NULL,
	CONSTRAINT "round_trip_prices_round_trip_id_vehicle_type_id_pk" PRIMARY KEY("round_trip_id","vehicle_type_id"),
	CONSTRAINT "round_trip_prices_base_price_check" CHECK ("round_trip_prices"."base_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "round_trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_place_id" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"distance_m" integer DEFAULT 0 NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"stop_poi_id" integer,
	"stop_price_cents" integer,
	"stop_duration_minutes" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_trips_duration_check" CHECK ("round_trips"."duration_minutes" > 0 and "round_trips"."distance_m" >= 0),
	CONSTRAINT "round_trips_stop_check" CHECK (("round_trips"."stop_poi_id" is null) = ("round_trips"."stop_price_cents" is null) and ("round_trips"."stop_price_cents" is null) = ("round_trips"."stop_duration_minutes" is null) and coalesce("round_trips"."stop_price_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "bulk_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_user_id" integer NOT NULL,
	"agency_id" integer,
	"payment_reference" text NOT NULL,
	"total_cents" bigint NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bulk_payments_payment_reference_unique" UNIQUE("payment_reference"),
	CONSTRAINT "bulk_payments_total_check" CHECK ("bulk_payments"."total_cents" >= 0),
	CONSTRAINT "bulk_payments_paid_check" CHECK ("bulk_payments"."is_paid" = ("bulk_payments"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "trip_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"from_status" "trip_status",
	"to_status" "trip_status" NOT NULL,
	"changed_by_user_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"token" text NOT NULL,
	"status" "trip_status" DEFAULT 'draft' NOT NULL,
	"agent_user_id" integer NOT NULL,
	"agency_id" integer,
	"company_id" integer,
	"driver_id" integer,
	"vehicle_id" integer,
	"vehicle_type_id" integer NOT NULL,
	"start_place_id" integer NOT NULL,
	"end_place_id" integer NOT NULL,
	"start_locality" text NOT NULL,
	"end_locality" text NOT NULL,
	"start_loc_details" text DEFAULT '' NOT NULL,
	"end_loc_details" text DEFAULT '' NOT NULL,
	"pickup_date" date NOT NULL,
	"pickup_time" time NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"passengers" integer DEFAULT 1 NOT NULL,
	"customer_first_name" text DEFAULT '' NOT NULL,
	"customer_last_name" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"info" jsonb DEFAULT '{"notes":"","airport_pickup":false,"flight_number":"","child_seats":false,"child_info":""}'::jsonb NOT NULL,
	"stops" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"distance_m" integer DEFAULT 0 NOT NULL,
	"duration_s" integer DEFAULT 0 NOT NULL,
	"base_price_cents" integer NOT NULL,
	"agency_percent_bp" integer NOT NULL,
	"agency_fee_cents" integer NOT NULL,
	"service_fee_percent_bp" integer NOT NULL,
	"service_fee_cents" integer NOT NULL,
	"vat_percent_bp" integer NOT NULL,
	"price_vat_cents" integer NOT NULL,
	"price_net_cents" integer NOT NULL,
	"price_gross_cents" integer NOT NULL,
	"deposit_percent_bp" integer NOT NULL,
	"deposit_net_cents" integer NOT NULL,
	"deposit_vat_cents" integer NOT NULL,
	"deposit_gross_cents" integer NOT NULL,
	"driver_gross_cents" integer NOT NULL,
	"platform_fee_percent_bp" integer NOT NULL,
	"platform_fee_net_cents" integer NOT NULL,
	"platform_fee_vat_cents" integer NOT NULL,
	"platform_fee_gross_cents" integer NOT NULL,
	"payment_processing_percent_bp" integer NOT NULL,
	"payment_processing_fee_cents" integer NOT NULL,
	"deposit_paid" boolean DEFAULT false NOT NULL,
	"deposit_paid_at" timestamp with time zone,
	"offer_drivers" boolean DEFAULT false NOT NULL,
	"offered_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"round_trip_id" integer,
	"bulk_payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trips_reference_unique" UNIQUE("reference"),
	CONSTRAINT "trips_passengers_check" CHECK ("trips"."passengers" >= 1),
	CONSTRAINT "trips_route_check" CHECK ("trips"."distance_m" >= 0 and "trips"."duration_s" >= 0),
	CONSTRAINT "trips_price_non_negative_check" CHECK ("base_price_cents" >= 0 and "agency_fee_cents" >= 0 and "service_fee_cents" >= 0 and "price_vat_cents" >= 0 and "price_net_cents" >= 0 and "price_gross_cents" >= 0 and "deposit_net_cents" >= 0 and "deposit_vat_cents" >= 0 and "deposit_gross_cents" >= 0 and "driver_gross_cents" >= 0 and "platform_fee_net_cents" >= 0 and "platform_fee_vat_cents" >= 0 and "platform_fee_gross_cents" >= 0 and "payment_processing_fee_cents" >= 0),
	CONSTRAINT "trips_price_reconciles_check" CHECK ("trips"."price_gross_cents" = "trips"."price_net_cents" + "trips"."price_vat_cents"
        and "trips"."deposit_gross_cents" = "trips"."deposit_net_cents" + "trips"."deposit_vat_cents"
        and "trips"."driver_gross_cents" + "trips"."deposit_gross_cents" = "trips"."price_gross_cents"
        and "trips"."deposit_gross_cents" = "trips"."agency_fee_cents" + "trips"."platform_fee_gross_cents" + "trips"."payment_processing_fee_cents"
        and "trips"."platform_fee_gross_cents" = "trips"."platform_fee_net_cents" + "trips"."platform_fee_vat_cents"),
	CONSTRAINT "trips_deposit_paid_check" CHECK ("trips"."deposit_paid" = ("trips"."deposit_paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "trip_price_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"input" jsonb NOT NULL,
	"distance_m" integer NOT NULL,
	"duration_s" integer NOT NULL,
	"overview_polyline" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"breakdown" jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trip_price_quotes_route_check" CHECK ("trip_price_quotes"."distance_m" >= 0 and "trip_price_quotes"."duration_s" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_event_id" text NOT NULL,
	"type" text NOT NULL,
	"provider_payment_id" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_payment_id" text NOT NULL,
	"client_secret" text,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"status" "payment_status" NOT NULL,
	"idempotency_key" text NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_payment_id_unique" UNIQUE("provider_payment_id"),
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "partner_application_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"kind" "partner_file_kind" NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_application_files_stored_name_unique" UNIQUE("stored_name"),
	CONSTRAINT "partner_application_files_size_check" CHECK ("partner_application_files"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "partner_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"address" text NOT NULL,
	"vat" text NOT NULL,
	"legal_representative" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"whatsapp" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"hometown" text NOT NULL,
	"status" "partner_application_status" DEFAULT 'pending' NOT NULL,
	"company_id" integer,
	"reviewed_by_user_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" "email_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"dedupe_key" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "email_outbox_attempts_check" CHECK ("email_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_override_agent_user_id_users_id_fk" FOREIGN KEY ("override_agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_override_driver_id_drivers_id_fk" FOREIGN KEY ("override_driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_company_id_driver_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."driver_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_company_id_driver_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."driver_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_of_interest" ADD CONSTRAINT "points_of_interest_category_id_poi_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."poi_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_trip_prices" ADD CONSTRAINT "round_trip_prices_round_trip_id_round_trips_id_fk" FOREIGN KEY ("round_trip_id") REFERENCES "public"."round_trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_trip_prices" ADD CONSTRAINT "round_trip_prices_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_trips" ADD CONSTRAINT "round_trips_start_place_id_places_id_fk" FOREIGN KEY ("start_place_id") REFERENCES "public"."places"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_trips" ADD CONSTRAINT "round_trips_stop_poi_id_points_of_interest_id_fk" FOREIGN KEY ("stop_poi_id") REFERENCES "public"."points_of_interest"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_payments" ADD CONSTRAINT "bulk_payments_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_payments" ADD CONSTRAINT "bulk_payments_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_status_history" ADD CONSTRAINT "trip_status_history_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_status_history" ADD CONSTRAINT "trip_status_history_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_company_id_driver_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."driver_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_start_place_id_places_id_fk" FOREIGN KEY ("start_place_id") REFERENCES "public"."places"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_end_place_id_places_id_fk" FOREIGN KEY ("end_place_id") REFERENCES "public"."places"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_round_trip_id_round_trips_id_fk" FOREIGN KEY ("round_trip_id") REFERENCES "public"."round_trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_bulk_payment_id_bulk_payments_id_fk" FOREIGN KEY ("bulk_payment_id") REFERENCES "public"."bulk_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_price_quotes" ADD CONSTRAINT "trip_price_quotes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_application_files" ADD CONSTRAINT "partner_application_files_application_fk" FOREIGN KEY ("application_id") REFERENCES "public"."partner_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_company_id_driver_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."driver_companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_username_idx" ON "login_attempts" USING btree ("username","attempted_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip_address","attempted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_driver_id_key" ON "users" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "users_agency_id_idx" ON "users" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "drivers_company_id_idx" ON "drivers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "vehicles_company_id_idx" ON "vehicles" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "vehicles_driver_id_idx" ON "vehicles" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "places_place_id_idx" ON "places" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "points_of_interest_category_id_idx" ON "points_of_interest" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "bulk_payments_agent_user_id_idx" ON "bulk_payments" USING btree ("agent_user_id","created_at");--> statement-breakpoint
CREATE INDEX "bulk_payments_agency_id_idx" ON "bulk_payments" USING btree ("agency_id","created_at");--> statement-breakpoint
CREATE INDEX "trip_status_history_trip_idx" ON "trip_status_history" USING btree ("trip_id","created_at");--> statement-breakpoint
CREATE INDEX "trips_agency_pickup_idx" ON "trips" USING btree ("agency_id","pickup_date");--> statement-breakpoint
CREATE INDEX "trips_agent_pickup_idx" ON "trips" USING btree ("agent_user_id","pickup_date");--> statement-breakpoint
CREATE INDEX "trips_company_pickup_idx" ON "trips" USING btree ("company_id","pickup_date");--> statement-breakpoint
CREATE INDEX "trips_driver_pickup_idx" ON "trips" USING btree ("driver_id","pickup_date");--> statement-breakpoint
CREATE INDEX "trips_status_pickup_idx" ON "trips" USING btree ("status","pickup_date");--> statement-breakpoint
CREATE INDEX "trips_pickup_date_idx" ON "trips" USING btree ("pickup_date");--> statement-breakpoint
CREATE INDEX "trips_open_offers_idx" ON "trips" USING btree ("pickup_at") WHERE "trips"."offer_drivers" and "trips"."company_id" is null;--> statement-breakpoint
CREATE INDEX "trips_bulk_payment_id_idx" ON "trips" USING btree ("bulk_payment_id");--> statement-breakpoint
CREATE INDEX "trip_price_quotes_expires_at_idx" ON "trip_price_quotes" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_key" ON "payment_events" USING btree ("provider","provider_event_id");--> statement-breakpoint
CREATE INDEX "payment_events_provider_payment_idx" ON "payment_events" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "payments_trip_id_idx" ON "payments" USING btree ("trip_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_application_files_kind_key" ON "partner_application_files" USING btree ("application_id","kind");--> statement-breakpoint
CREATE INDEX "partner_applications_status_idx" ON "partner_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
/*
 * Reference data every installation needs, demo or production (demo data is off with DATABASE_URL).
 * Written by hand after `drizzle-kit generate`: keep it when regenerating this file.
 * Vehicle type ids are part of the product (spec: 1 Sedan, 3 Van); the seed's demo-vehicle-types.ts
 * holds the same rows for the trip planner, and the demo-data test checks that they agree.
 * Percentages are basis points (2500 = 25.00 %); staff fill in the bank details.
 */
INSERT INTO "vehicle_types" ("id", "name", "max_passengers", "comparable_to", "price_per_km_cents", "minimum_fare_cents", "baggage_note") VALUES
	(1, 'Sedan', 3, 'Škoda Superb, Volkswagen Passat', 85, 3500, 'One large (74 x 53 x 28 cm) and one small (56 x 36 x 23 cm) bag per passenger'),
	(2, 'Premium Sedan', 3, 'Mercedes-Benz E-Class, BMW 5 Series', 120, 5000, 'One large (74 x 53 x 28 cm) and one small (56 x 36 x 23 cm) bag per passenger'),
	(3, 'Van', 7, 'Mercedes-Benz Vito, Volkswagen Caravelle', 110, 4500, 'One large (74 x 53 x 28 cm) and one small (56 x 36 x 23 cm) bag per passenger'),
	(4, 'Minibus', 16, 'Mercedes-Benz Sprinter', 180, 9000, 'One large and one small bag per passenger; a luggage trailer on request'),
	(5, 'Bus', 50, 'Mercedes-Benz Tourismo, Setra ComfortClass', 320, 20000, 'One large and one small bag per passenger in the luggage hold');--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('vehicle_types', 'id'), (SELECT max("id") FROM "vehicle_types"));--> statement-breakpoint
INSERT INTO "settings" ("key", "value") VALUES
	('agency_percent_bp', '1000'::jsonb),
	('service_fee_percent_bp', '1000'::jsonb),
	('vat_percent_bp', '2500'::jsonb),
	('deposit_percent_bp', '2500'::jsonb),
	('payment_processing_percent_bp', '300'::jsonb),
	('bank_info', '{"bank_name": "", "iban": "", "swift": "", "account_holder": ""}'::jsonb);
