CREATE TABLE "test_processor_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" "payment_status" DEFAULT 'requires_payment_method' NOT NULL,
	"idempotency_key" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_processor_intents_client_secret_unique" UNIQUE("client_secret"),
	CONSTRAINT "test_processor_intents_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "test_processor_intents_amount_check" CHECK ("test_processor_intents"."amount_cents" > 0)
);
