CREATE TABLE "test_processor_events" (
	"id" text PRIMARY KEY NOT NULL,
	"intent_id" text NOT NULL,
	"sequence" integer NOT NULL,
	"type" text NOT NULL,
	"payload" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_processor_events_intent_sequence_unique" UNIQUE("intent_id","sequence")
);
--> statement-breakpoint
ALTER TABLE "test_processor_intents" ADD COLUMN "event_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_processor_events" ADD CONSTRAINT "test_processor_events_intent_id_test_processor_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."test_processor_intents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_processor_events_undelivered_idx" ON "test_processor_events" USING btree ("next_attempt_at") WHERE "test_processor_events"."delivered_at" is null;