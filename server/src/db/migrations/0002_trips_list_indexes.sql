DROP INDEX "trips_agency_pickup_idx";--> statement-breakpoint
DROP INDEX "trips_agent_pickup_idx";--> statement-breakpoint
DROP INDEX "trips_company_pickup_idx";--> statement-breakpoint
DROP INDEX "trips_driver_pickup_idx";--> statement-breakpoint
DROP INDEX "trips_pickup_date_idx";--> statement-breakpoint
CREATE INDEX "trips_agency_pickup_status_idx" ON "trips" USING btree ("agency_id","pickup_date","status");--> statement-breakpoint
CREATE INDEX "trips_agent_pickup_status_idx" ON "trips" USING btree ("agent_user_id","pickup_date","status");--> statement-breakpoint
CREATE INDEX "trips_company_pickup_status_idx" ON "trips" USING btree ("company_id","pickup_date","status");--> statement-breakpoint
CREATE INDEX "trips_driver_pickup_status_idx" ON "trips" USING btree ("driver_id","pickup_date","status");--> statement-breakpoint
CREATE INDEX "trips_pickup_order_idx" ON "trips" USING btree ("pickup_date","pickup_time","id");