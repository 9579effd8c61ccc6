CREATE TABLE "trip_customer_rollups" (
	"period" text NOT NULL,
	"customer_key" text NOT NULL,
	"trips" integer NOT NULL,
	CONSTRAINT "trip_customer_rollups_period_customer_key_pk" PRIMARY KEY("period","customer_key")
);
--> statement-breakpoint
CREATE TABLE "trip_customer_totals" (
	"period" text PRIMARY KEY NOT NULL,
	"customers" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_month_rollups" (
	"month" date NOT NULL,
	"status" "trip_status" NOT NULL,
	"pickup_trips" integer DEFAULT 0 NOT NULL,
	"created_trips" integer DEFAULT 0 NOT NULL,
	"price_gross_cents" bigint DEFAULT 0 NOT NULL,
	"price_net_cents" bigint DEFAULT 0 NOT NULL,
	"agency_fee_cents" bigint DEFAULT 0 NOT NULL,
	"driver_payout_cents" bigint DEFAULT 0 NOT NULL,
	"deposit_gross_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "trip_month_rollups_month_status_pk" PRIMARY KEY("month","status")
);
--> statement-breakpoint
-- Hand-written below (ADR 0027): the triggers that keep the rollups equal to the trips, in the same
-- transaction as every insert, update and delete of trips, and refresh_trip_rollups() that rebuilds
-- them from the trips (this migration's backfill, and the bench after a load with triggers off).

-- What one trip adds to the rollups (sign 1) or takes away from them (sign -1). The customer key is
-- the statistics' (the e-mail in lower case, else "first last"), null for quotes and canceled trips,
-- which the customers card does not count.
CREATE TYPE "trip_rollup_change" AS (
	"pickup_month" date,
	"created_month" date,
	"status" "trip_status",
	"customer_key" text,
	"sign" integer,
	"price_gross_cents" bigint,
	"price_net_cents" bigint,
	"agency_fee_cents" bigint,
	"driver_payout_cents" bigint,
	"deposit_gross_cents" bigint
);
--> statement-breakpoint
CREATE FUNCTION trip_rollup_change(t trips, sign integer) RETURNS trip_rollup_change
LANGUAGE sql STABLE AS $$
	SELECT ROW(
		date_trunc('month', t.pickup_date::timestamp)::date,
		date_trunc('month', t.created_at AT TIME ZONE 'Europe/Zagreb')::date,
		t.status,
		CASE WHEN t.status NOT IN ('draft', 'canceled') THEN
			coalesce(nullif(lower(t.customer_email), ''), nullif(lower(trim(t.customer_first_name || ' ' || t.customer_last_name)), ''))
		END,
		sign,
		sign * t.price_gross_cents::bigint,
		sign * t.price_net_cents::bigint,
		sign * t.agency_fee_cents::bigint,
		sign * (t.driver_gross_cents::bigint + t.payout_raise_cents),
		sign * t.deposit_gross_cents::bigint
	)::trip_rollup_change
$$;
--> statement-breakpoint
-- Adds a statement's changes to the rollups. Changes are summed per row first, so an update that
-- moves no figure writes nothing, and rows are written in key order, so two transactions lock the
-- rollup rows they share in the same order and cannot deadlock on them.
CREATE FUNCTION trip_rollups_apply(changes trip_rollup_change[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO trip_month_rollups AS r (month, status, pickup_trips, created_trips, price_gross_cents,
		price_net_cents, agency_fee_cents, driver_payout_cents, deposit_gross_cents)
	SELECT d.month, d.status, sum(d.pickup_trips), sum(d.created_trips), sum(d.price_gross_cents),
		sum(d.price_net_cents), sum(d.agency_fee_cents), sum(d.driver_payout_cents), sum(d.deposit_gross_cents)
	FROM (
		SELECT c.pickup_month AS month, c.status, c.sign AS pickup_trips, 0 AS created_trips, c.price_gross_cents,
			c.price_net_cents, c.agency_fee_cents, c.driver_payout_cents, c.deposit_gross_cents
		FROM unnest(changes) c
		UNION ALL
		SELECT c.created_month, c.status, 0, c.sign, 0, 0, 0, 0, 0 FROM unnest(changes) c
	) d
	GROUP BY d.month, d.status
	HAVING sum(d.pickup_trips) <> 0 OR sum(d.created_trips) <> 0 OR sum(d.price_gross_cents) <> 0
		OR sum(d.price_net_cents) <> 0 OR sum(d.agency_fee_cents) <> 0 OR sum(d.driver_payout_cents) <> 0
		OR sum(d.deposit_gross_cents) <> 0
	ORDER BY d.month, d.status
	ON CONFLICT (month, status) DO UPDATE SET
		pickup_trips = r.pickup_trips + excluded.pickup_trips,
		created_trips = r.created_trips + excluded.created_trips,
		price_gross_cents = r.price_gross_cents + excluded.price_gross_cents,
		price_net_cents = r.price_net_cents + excluded.price_net_cents,
		agency_fee_cents = r.agency_fee_cents + excluded.agency_fee_cents,
		driver_payout_cents = r.driver_payout_cents + excluded.driver_payout_cents,
		deposit_gross_cents = r.deposit_gross_cents + excluded.deposit_gross_cents;

	IF NOT EXISTS (SELECT 1 FROM unnest(changes) c WHERE c.customer_key IS NOT NULL) THEN
		RETURN;
	END IF;
	-- A customer's count going from 0 to more, or back to 0, moves its period's total by one.
	WITH deltas AS (
		SELECT s.period, s.customer_key, sum(s.sign)::integer AS delta
		FROM (
			SELECT to_char(c.pickup_month, 'YYYY-MM') AS period, c.customer_key, c.sign
			FROM unnest(changes) c WHERE c.customer_key IS NOT NULL
			UNION ALL
			SELECT 'all', c.customer_key, c.sign FROM unnest(changes) c WHERE c.customer_key IS NOT NULL
		) s
		GROUP BY s.period, s.customer_key
		HAVING sum(s.sign) <> 0
	), counted AS (
		INSERT INTO trip_customer_rollups AS r (period, customer_key, trips)
		SELECT d.period, d.customer_key, d.delta FROM deltas d ORDER BY d.period, d.customer_key
		ON CONFLICT (period, customer_key) DO UPDATE SET trips = r.trips + excluded.trips
		RETURNING r.period, r.customer_key, r.trips
	), moved AS (
		SELECT counted.period,
			sum(CASE WHEN counted.trips = 0 THEN -1 WHEN counted.trips = d.delta THEN 1 ELSE 0 END)::integer AS change
		FROM counted JOIN deltas d ON d.period = counted.period AND d.customer_key = counted.customer_key
		GROUP BY counted.period
	)
	INSERT INTO trip_customer_totals AS t (period, customers)
	SELECT m.period, m.change FROM moved m WHERE m.change <> 0 ORDER BY m.period
	ON CONFLICT (period) DO UPDATE SET customers = t.customers + excluded.customers;

	DELETE FROM trip_customer_rollups r
	USING unnest(changes) c
	WHERE r.trips = 0 AND c.customer_key IS NOT NULL AND r.customer_key = c.customer_key
		AND r.period IN (to_char(c.pickup_month, 'YYYY-MM'), 'all');
END
$$;
--> statement-breakpoint
-- One call per statement (transition tables), so a statement that changes many trips writes each
-- rollup row once.
CREATE FUNCTION trips_maintain_rollups() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
	changes trip_rollup_change[] := '{}';
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		changes := changes || array(SELECT trip_rollup_change(o, -1) FROM old_trips o);
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		changes := changes || array(SELECT trip_rollup_change(n, 1) FROM new_trips n);
	END IF;
	PERFORM trip_rollups_apply(changes);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER trips_rollups_insert AFTER INSERT ON trips
	REFERENCING NEW TABLE AS new_trips FOR EACH STATEMENT EXECUTE FUNCTION trips_maintain_rollups();
--> statement-breakpoint
CREATE TRIGGER trips_rollups_update AFTER UPDATE ON trips
	REFERENCING OLD TABLE AS old_trips NEW TABLE AS new_trips FOR EACH STATEMENT EXECUTE FUNCTION trips_maintain_rollups();
--> statement-breakpoint
CREATE TRIGGER trips_rollups_delete AFTER DELETE ON trips
	REFERENCING OLD TABLE AS old_trips FOR EACH STATEMENT EXECUTE FUNCTION trips_maintain_rollups();
--> statement-breakpoint
-- Rebuilds every rollup from the trips, with writers to trips held off meanwhile.
CREATE FUNCTION refresh_trip_rollups() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
	LOCK TABLE trips IN SHARE MODE;
	DELETE FROM trip_month_rollups;
	DELETE FROM trip_customer_rollups;
	DELETE FROM trip_customer_totals;

	INSERT INTO trip_month_rollups (month, status, pickup_trips, created_trips, price_gross_cents,
		price_net_cents, agency_fee_cents, driver_payout_cents, deposit_gross_cents)
	SELECT d.month, d.status, sum(d.pickup_trips), sum(d.created_trips), sum(d.price_gross_cents),
		sum(d.price_net_cents), sum(d.agency_fee_cents), sum(d.driver_payout_cents), sum(d.deposit_gross_cents)
	FROM trips t
	CROSS JOIN LATERAL trip_rollup_change(t, 1) c
	CROSS JOIN LATERAL (VALUES
		(c.pickup_month, c.status, 1, 0, c.price_gross_cents, c.price_net_cents, c.agency_fee_cents,
			c.driver_payout_cents, c.deposit_gross_cents),
		(c.created_month, c.status, 0, 1, 0, 0, 0, 0, 0)
	) d(month, status, pickup_trips, created_trips, price_gross_cents, price_net_cents, agency_fee_cents,
		driver_payout_cents, deposit_gross_cents)
	GROUP BY d.month, d.status;

	INSERT INTO trip_customer_rollups (period, customer_key, trips)
	SELECT p.period, c.customer_key, count(*)
	FROM trips t
	CROSS JOIN LATERAL trip_rollup_change(t, 1) c
	CROSS JOIN LATERAL (VALUES (to_char(c.pickup_month, 'YYYY-MM')), ('all')) p(period)
	WHERE c.customer_key IS NOT NULL
	GROUP BY p.period, c.customer_key;

	INSERT INTO trip_customer_totals (period, customers)
	SELECT period, count(*) FROM trip_customer_rollups GROUP BY period;
END
$$;
--> statement-breakpoint
SELECT refresh_trip_rollups();
