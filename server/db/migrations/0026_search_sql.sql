-- Generated from server/search/sql by `npm run db:search-sql`: edit the source, not this file.
CREATE OR REPLACE FUNCTION room_night_free(closed boolean, for_sale integer, held integer, booked integer)
RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT CASE WHEN closed THEN 0 ELSE greatest(0, least(for_sale - held - booked, 3)) END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION room_price_block(night date) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT (night - DATE '2000-01-01') / 32 $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION room_calendars_rebuild(room_ids integer[]) RETURNS void LANGUAGE plpgsql
-- A few rooms or all of them: the planner's guess is too rough to pay for JIT compilation.
SET jit = off AS $$
BEGIN
  DELETE FROM room_calendars c WHERE c.room_id = ANY (room_ids)
    AND NOT EXISTS (SELECT 1 FROM room_nights n WHERE n.room_id = c.room_id);
  DELETE FROM room_prices p WHERE p.room_id = ANY (room_ids);
  WITH computed AS (
  SELECT s.room_id, s.first_night, s.last_night, coalesce(w.runs, ''::bytea) AS runs
  FROM (
    -- Nights before last week are never searched again: the rows stay short.
    SELECT n.room_id, greatest(min(n.night), current_date - 7) AS first_night, max(n.night) AS last_night
    FROM room_nights n WHERE n.room_id = ANY (room_ids) GROUP BY n.room_id
  ) AS s
  LEFT JOIN LATERAL (
    SELECT string_agg(set_byte(set_byte(set_byte('\x000000'::bytea, 0, x.r1), 1, x.r2), 2, x.r3),
                      ''::bytea ORDER BY x.i) AS runs
    FROM (
      -- For each room count: the nights in a row from this one on with that many rooms free,
      -- up to the first night with fewer (or closed, or missing), capped at 30.
      SELECT d.i,
        least(30, coalesce(min(d.i) FILTER (WHERE d.free < 1) OVER later, d.span) - d.i) AS r1,
        least(30, coalesce(min(d.i) FILTER (WHERE d.free < 2) OVER later, d.span) - d.i) AS r2,
        least(30, coalesce(min(d.i) FILTER (WHERE d.free < 3) OVER later, d.span) - d.i) AS r3
      FROM (
        SELECT g.i, s.last_night - s.first_night + 1 AS span,
               CASE WHEN n.room_id IS NULL THEN 0
                    ELSE room_night_free(n.closed, n.rooms_for_sale, n.rooms_held, n.rooms_booked) END AS free
        FROM generate_series(0, s.last_night - s.first_night) AS g(i)
        LEFT JOIN room_nights n ON n.room_id = s.room_id AND n.night = s.first_night + g.i
      ) AS d
      WINDOW later AS (ORDER BY d.i DESC ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW)
    ) AS x
  ) AS w ON true
  )
  INSERT INTO room_calendars AS c
    (room_id, hotel_id, adult_number, children_number, child_night_rate, first_night, last_night, runs)
  SELECT x.room_id, r.hotel_id, r.adult_number, r.children_number, r.child_night_rate, x.first_night,
    x.last_night, x.runs
  FROM computed x JOIN rooms r ON r.id = x.room_id
  ON CONFLICT (room_id) DO UPDATE SET
    hotel_id = excluded.hotel_id, adult_number = excluded.adult_number,
    children_number = excluded.children_number, child_night_rate = excluded.child_night_rate,
    first_night = excluded.first_night,
    last_night = excluded.last_night, runs = excluded.runs;
  -- Every block the calendar's nights touch, whole: the rates in cents summed from the block's
  -- first night up to each night (a missing night adds 0).
  INSERT INTO room_prices (block, room_id, sums)
  SELECT x.block, c.room_id, array_agg(x.running ORDER BY x.day)
  FROM room_calendars c
  CROSS JOIN LATERAL (
    SELECT g.day / 32 AS block, g.day,
           sum(coalesce((n.rate * 100)::bigint, 0)) OVER (PARTITION BY g.day / 32 ORDER BY g.day) AS running
    FROM generate_series(room_price_block(c.first_night) * 32, room_price_block(c.last_night) * 32 + 31) AS g(day)
    LEFT JOIN room_nights n ON n.room_id = c.room_id AND n.night = DATE '2000-01-01' + g.day
  ) AS x
  WHERE c.room_id = ANY (room_ids) AND c.last_night >= c.first_night
  GROUP BY x.block, c.room_id;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION room_nights_calendar_free() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cal record;
  free integer := room_night_free(NEW.closed, NEW.rooms_for_sale, NEW.rooms_held, NEW.rooms_booked);
  o integer;
  lo integer;
  win bytea;
  run integer;
  j integer;
BEGIN
  -- Locked, then read: concurrent changes to one room type's nights apply one after the other.
  SELECT c.first_night, c.last_night, c.runs INTO cal
    FROM room_calendars c WHERE c.room_id = NEW.room_id FOR UPDATE;
  -- A night before the calendar's first is in the past: never searched.
  IF NOT FOUND OR NEW.night < cal.first_night OR NEW.night > cal.last_night THEN
    RETURN NULL;
  END IF;
  o := NEW.night - cal.first_night;
  -- Runs are capped at 30: only this night and the 29 before it can change.
  lo := greatest(0, o - 29);
  win := substring(cal.runs FROM 3 * lo + 1 FOR 3 * (o - lo + 1));
  FOR k IN 1..3 LOOP
    IF free >= k THEN
      run := least(30, 1 + CASE WHEN NEW.night < cal.last_night THEN get_byte(cal.runs, 3 * (o + 1) + k - 1) ELSE 0 END);
    ELSE
      run := 0;
    END IF;
    IF get_byte(win, 3 * (o - lo) + k - 1) <> run THEN
      win := set_byte(win, 3 * (o - lo) + k - 1, run);
      -- A night before whose run reached this one now runs to it and on with this one's run;
      -- the first whose run ends earlier stops the walk (and so do all before it).
      j := o - 1;
      WHILE j >= lo AND get_byte(win, 3 * (j - lo) + k - 1) >= o - j LOOP
        win := set_byte(win, 3 * (j - lo) + k - 1, least(30, o - j + run));
        j := j - 1;
      END LOOP;
    END IF;
  END LOOP;
  UPDATE room_calendars c SET runs = overlay(c.runs PLACING win FROM 3 * lo + 1) WHERE c.room_id = NEW.room_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER room_nights_calendar_free
  AFTER UPDATE OF rooms_for_sale, rooms_held, rooms_booked, closed ON room_nights
  FOR EACH ROW
  WHEN (OLD.room_id = NEW.room_id AND OLD.night = NEW.night
        AND room_night_free(OLD.closed, OLD.rooms_for_sale, OLD.rooms_held, OLD.rooms_booked)
            <> room_night_free(NEW.closed, NEW.rooms_for_sale, NEW.rooms_held, NEW.rooms_booked))
  EXECUTE FUNCTION room_nights_calendar_free();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION room_nights_prices_rate() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o integer := (NEW.night - DATE '2000-01-01') % 32;
  delta bigint := (NEW.rate * 100)::bigint - (OLD.rate * 100)::bigint;
BEGIN
  -- This night's sum and those after it in its block; no row: a night before the calendar's.
  UPDATE room_prices p
     SET sums = p.sums[1:o] || ARRAY(SELECT v + delta FROM unnest(p.sums[o + 1:32]) WITH ORDINALITY AS u(v, k) ORDER BY k)
   WHERE p.block = room_price_block(NEW.night) AND p.room_id = NEW.room_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER room_nights_prices_rate AFTER UPDATE OF rate ON room_nights
  FOR EACH ROW WHEN (OLD.room_id = NEW.room_id AND OLD.night = NEW.night AND OLD.rate <> NEW.rate)
  EXECUTE FUNCTION room_nights_prices_rate();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION room_nights_calendar_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM room_calendars_rebuild(ARRAY(SELECT DISTINCT room_id FROM added_nights));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER room_nights_calendar_added AFTER INSERT ON room_nights
  REFERENCING NEW TABLE AS added_nights FOR EACH STATEMENT EXECUTE FUNCTION room_nights_calendar_added();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION room_nights_calendar_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM room_calendars_rebuild(ARRAY(SELECT DISTINCT room_id FROM removed_nights));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER room_nights_calendar_removed AFTER DELETE ON room_nights
  REFERENCING OLD TABLE AS removed_nights FOR EACH STATEMENT EXECUTE FUNCTION room_nights_calendar_removed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION room_nights_calendar_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM room_calendars_rebuild(ARRAY[OLD.room_id, NEW.room_id]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER room_nights_calendar_moved AFTER UPDATE OF room_id, night ON room_nights
  FOR EACH ROW WHEN (OLD.room_id <> NEW.room_id OR OLD.night <> NEW.night)
  EXECUTE FUNCTION room_nights_calendar_moved();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION room_nights_calendar_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM room_calendars;
  DELETE FROM room_prices;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER room_nights_calendar_truncated AFTER TRUNCATE ON room_nights
  FOR EACH STATEMENT EXECUTE FUNCTION room_nights_calendar_truncated();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rooms_calendar_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE room_calendars
     SET hotel_id = NEW.hotel_id, adult_number = NEW.adult_number, children_number = NEW.children_number,
         child_night_rate = NEW.child_night_rate
   WHERE room_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER rooms_calendar_copy
  AFTER UPDATE OF hotel_id, adult_number, children_number, child_night_rate ON rooms
  FOR EACH ROW
  WHEN (OLD.hotel_id <> NEW.hotel_id OR OLD.adult_number <> NEW.adult_number
        OR OLD.children_number <> NEW.children_number
        OR OLD.child_night_rate IS DISTINCT FROM NEW.child_night_rate)
  EXECUTE FUNCTION rooms_calendar_copy();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hotel_summaries_refresh(hotel_ids integer[]) RETURNS void LANGUAGE sql
SET jit = off AS $$
  INSERT INTO hotel_summaries AS hs (hotel_id, fields, governorate, city)
  SELECT h.id, row_to_json(f), row_to_json(g), row_to_json(c)
  FROM hotels h
  LEFT JOIN LATERAL (
    SELECT ('[' || string_agg((SELECT row_to_json(y) FROM (SELECT i.id, i.image_path) y)::text, ','
                              ORDER BY i.sort_order, i.id) || ']')::json AS list,
      (array_agg(i.image_path ORDER BY i.sort_order, i.id))[1] AS first
    FROM hotel_images i WHERE i.hotel_id = h.id
  ) img ON true
  LEFT JOIN LATERAL (
    SELECT ('[' || string_agg(row_to_json(x)::text, ',' ORDER BY x.id) || ']')::json AS list
    FROM (SELECT s.id, s.icon, s.ar_name, s.en_name, s.kr_name
          FROM hotel_services hsv JOIN services s ON s.id = hsv.service_id WHERE hsv.hotel_id = h.id) x
  ) svc ON true
  CROSS JOIN LATERAL (
    SELECT h.id, h.en_title AS title, h.ar_title, h.en_title, h.kr_title, h.address, h.ar_address,
      h.kr_address, h.stars, h.rate, h.total_views, img.first AS image,
      coalesce(img.list, '[]'::json) AS images, h.ar_description, h.en_description, h.kr_description,
      h.governorate_id, h.city_id, coalesce(svc.list, '[]'::json) AS all_services, h.lat, h.lng,
      h.lng AS long, h.reserve_without_credit, h.is_active, h.show_in_website, h.smoking_policy,
      h.has_pool, h.has_gym, h.has_restaurant, h.has_bar, h.has_brakfast, h.has_sauna,
      h.has_room_service, h.has_sweet_rooms, h.has_free_parking, h.child_free_age, h.child_night_rate
  ) f
  CROSS JOIN LATERAL (
    SELECT gv.id, gv.ar_name, gv.en_name, gv.kr_name FROM governorates gv WHERE gv.id = h.governorate_id
  ) g
  LEFT JOIN LATERAL (
    SELECT ci.id, ci.ar_name, ci.en_name, ci.kr_name, ci.governorate_id FROM cities ci WHERE ci.id = h.city_id
  ) c ON true
  WHERE h.id = ANY (hotel_ids)
  ON CONFLICT (hotel_id) DO UPDATE
    SET fields = EXCLUDED.fields, governorate = EXCLUDED.governorate, city = EXCLUDED.city
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hotel_summaries_hotels_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hotel_summaries_refresh(ARRAY(SELECT id FROM changed_hotels));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER hotels_summary_added AFTER INSERT ON hotels
  REFERENCING NEW TABLE AS changed_hotels
  FOR EACH STATEMENT EXECUTE FUNCTION hotel_summaries_hotels_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER hotels_summary_updated AFTER UPDATE ON hotels
  REFERENCING NEW TABLE AS changed_hotels
  FOR EACH STATEMENT EXECUTE FUNCTION hotel_summaries_hotels_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hotel_summaries_parts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hotel_summaries_refresh(ARRAY(SELECT DISTINCT hotel_id FROM new_parts));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hotel_summaries_parts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hotel_summaries_refresh(ARRAY(SELECT DISTINCT hotel_id FROM old_parts));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hotel_summaries_parts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hotel_summaries_refresh(ARRAY(SELECT hotel_id FROM old_parts UNION SELECT hotel_id FROM new_parts));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER hotel_images_summary_added AFTER INSERT ON hotel_images
  REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION hotel_summaries_parts_added();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER hotel_images_summary_removed AFTER DELETE ON hotel_images
  REFERENCING OLD TABLE AS old_parts FOR EACH STATEMENT EXECUTE FUNCTION hotel_summaries_parts_removed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER hotel_images_summary_updated AFTER UPDATE ON hotel_images
  REFERENCING OLD TABLE AS old_parts NEW TABLE AS new_parts
  FOR EACH STATEMENT EXECUTE FUNCTION hotel_summaries_parts_updated();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER hotel_services_summary_added AFTER INSERT ON hotel_services
  REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION hotel_summaries_parts_added();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER hotel_services_summary_removed AFTER DELETE ON hotel_services
  REFERENCING OLD TABLE AS old_parts FOR EACH STATEMENT EXECUTE FUNCTION hotel_summaries_parts_removed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER hotel_services_summary_updated AFTER UPDATE ON hotel_services
  REFERENCING OLD TABLE AS old_parts NEW TABLE AS new_parts
  FOR EACH STATEMENT EXECUTE FUNCTION hotel_summaries_parts_updated();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hotel_summaries_names_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'services' THEN
    PERFORM hotel_summaries_refresh(ARRAY(
      SELECT DISTINCT hsv.hotel_id FROM hotel_services hsv WHERE hsv.service_id IN (SELECT id FROM renamed)));
  ELSIF TG_TABLE_NAME = 'governorates' THEN
    PERFORM hotel_summaries_refresh(ARRAY(SELECT h.id FROM hotels h WHERE h.governorate_id IN (SELECT id FROM renamed)));
  ELSE
    PERFORM hotel_summaries_refresh(ARRAY(SELECT h.id FROM hotels h WHERE h.city_id IN (SELECT id FROM renamed)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER services_summary_renamed AFTER UPDATE ON services
  REFERENCING NEW TABLE AS renamed FOR EACH STATEMENT EXECUTE FUNCTION hotel_summaries_names_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER governorates_summary_renamed AFTER UPDATE ON governorates
  REFERENCING NEW TABLE AS renamed FOR EACH STATEMENT EXECUTE FUNCTION hotel_summaries_names_changed();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER cities_summary_renamed AFTER UPDATE ON cities
  REFERENCING NEW TABLE AS renamed FOR EACH STATEMENT EXECUTE FUNCTION hotel_summaries_names_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION hold_usage(counting boolean, account integer, address text, at timestamptz)
RETURNS TABLE (user_holds integer, user_room_nights integer, user_first_free_ms float8,
               ip_holds integer, ip_room_nights integer, ip_first_free_ms float8)
LANGUAGE sql VOLATILE AS $$
  SELECT pg_advisory_xact_lock(hashtext('hold-user-' || account::text)),
    CASE WHEN address IS NULL THEN NULL ELSE pg_advisory_xact_lock(hashtext('hold-ip-' || address)) END
  WHERE counting;
  SELECT
    (count(*) FILTER (WHERE user_id = account))::int,
    (coalesce(sum(room_nights) FILTER (WHERE user_id = account), 0))::int,
    (extract(epoch FROM min(hold_expires_at) FILTER (WHERE user_id = account)) * 1000)::float8,
    (count(*) FILTER (WHERE client_ip = address))::int,
    (coalesce(sum(room_nights) FILTER (WHERE client_ip = address), 0))::int,
    (extract(epoch FROM min(hold_expires_at) FILTER (WHERE client_ip = address)) * 1000)::float8
  FROM (
    SELECT r.user_id, r.client_ip, r.hold_expires_at,
      r.nights * (SELECT coalesce(sum(rr.number_of_rooms), 0) FROM reservation_rooms rr
                  WHERE rr.reservation_id = r.id) AS room_nights
    FROM reservations r
    WHERE counting AND r.user_id = account AND r.status = 'held' AND r.hold_expires_at > at
    UNION ALL
    SELECT r.user_id, r.client_ip, r.hold_expires_at,
      r.nights * (SELECT coalesce(sum(rr.number_of_rooms), 0) FROM reservation_rooms rr
                  WHERE rr.reservation_id = r.id) AS room_nights
    FROM reservations r
    WHERE counting AND r.client_ip = address AND r.user_id IS DISTINCT FROM account AND r.status = 'held' AND r.hold_expires_at > at
  ) live
$$;
