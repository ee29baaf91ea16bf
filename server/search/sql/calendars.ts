import {
  PRICE_BLOCK as BLOCK,
  CALENDAR_PAST_DAYS,
  PRICE_EPOCH,
  CALENDAR_MAX_ROOMS as ROOMS,
  CALENDAR_MAX_RUN as RUN,
} from '../constants'

/**
 * The functions and triggers that keep `room_calendars` and `room_prices` (decision 18) in the
 * same transaction as every change to `room_nights`, whatever writes it. The search reads them;
 * nothing else writes them. First applied by migration 0006; since decision 29 this is their
 * source, and a migration made from it re-creates them (`npm run db:search-sql`).
 */

const EPOCH = `DATE '${PRICE_EPOCH}'`
/** 0, 1, … for each room count the calendar tells apart. */
const roomCounts = Array.from({ length: ROOMS }, (_, i) => i)
/** One calendar night: a zero byte per room count, as a bytea literal. */
const emptyNight = `'\\x${'00'.repeat(ROOMS)}'::bytea`
/** The night's runs `x.r1`, `x.r2`, … written into its bytes. */
const nightBytes = roomCounts.reduce((bytes, i) => `set_byte(${bytes}, ${i}, x.r${i + 1})`, emptyNight)
/** For each room count k: the nights in a row from this one on with k rooms free. */
const runColumns = roomCounts
  .map(
    (i) =>
      `least(${RUN}, coalesce(min(d.i) FILTER (WHERE d.free < ${i + 1}) OVER later, d.span) - d.i) AS r${i + 1}`,
  )
  .join(',\n        ')

export const calendarsSql: string[] = [
  `CREATE OR REPLACE FUNCTION room_night_free(closed boolean, for_sale integer, held integer, booked integer)
RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT CASE WHEN closed THEN 0 ELSE greatest(0, least(for_sale - held - booked, ${ROOMS})) END $$`,

  `CREATE OR REPLACE FUNCTION room_price_block(night date) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT (night - ${EPOCH}) / ${BLOCK} $$`,

  `CREATE OR REPLACE FUNCTION room_calendars_rebuild(room_ids integer[]) RETURNS void LANGUAGE plpgsql
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
    SELECT n.room_id, greatest(min(n.night), current_date - ${CALENDAR_PAST_DAYS}) AS first_night, max(n.night) AS last_night
    FROM room_nights n WHERE n.room_id = ANY (room_ids) GROUP BY n.room_id
  ) AS s
  LEFT JOIN LATERAL (
    SELECT string_agg(${nightBytes},
                      ''::bytea ORDER BY x.i) AS runs
    FROM (
      -- For each room count: the nights in a row from this one on with that many rooms free,
      -- up to the first night with fewer (or closed, or missing), capped at ${RUN}.
      SELECT d.i,
        ${runColumns}
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
    SELECT g.day / ${BLOCK} AS block, g.day,
           sum(coalesce((n.rate * 100)::bigint, 0)) OVER (PARTITION BY g.day / ${BLOCK} ORDER BY g.day) AS running
    FROM generate_series(room_price_block(c.first_night) * ${BLOCK}, room_price_block(c.last_night) * ${BLOCK} + ${BLOCK - 1}) AS g(day)
    LEFT JOIN room_nights n ON n.room_id = c.room_id AND n.night = ${EPOCH} + g.day
  ) AS x
  WHERE c.room_id = ANY (room_ids) AND c.last_night >= c.first_night
  GROUP BY x.block, c.room_id;
END $$`,

  `CREATE OR REPLACE FUNCTION room_nights_calendar_free() RETURNS trigger LANGUAGE plpgsql AS $$
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
  -- Runs are capped at ${RUN}: only this night and the ${RUN - 1} before it can change.
  lo := greatest(0, o - ${RUN - 1});
  win := substring(cal.runs FROM ${ROOMS} * lo + 1 FOR ${ROOMS} * (o - lo + 1));
  FOR k IN 1..${ROOMS} LOOP
    IF free >= k THEN
      run := least(${RUN}, 1 + CASE WHEN NEW.night < cal.last_night THEN get_byte(cal.runs, ${ROOMS} * (o + 1) + k - 1) ELSE 0 END);
    ELSE
      run := 0;
    END IF;
    IF get_byte(win, ${ROOMS} * (o - lo) + k - 1) <> run THEN
      win := set_byte(win, ${ROOMS} * (o - lo) + k - 1, run);
      -- A night before whose run reached this one now runs to it and on with this one's run;
      -- the first whose run ends earlier stops the walk (and so do all before it).
      j := o - 1;
      WHILE j >= lo AND get_byte(win, ${ROOMS} * (j - lo) + k - 1) >= o - j LOOP
        win := set_byte(win, ${ROOMS} * (j - lo) + k - 1, least(${RUN}, o - j + run));
        j := j - 1;
      END LOOP;
    END IF;
  END LOOP;
  UPDATE room_calendars c SET runs = overlay(c.runs PLACING win FROM ${ROOMS} * lo + 1) WHERE c.room_id = NEW.room_id;
  RETURN NULL;
END $$`,

  `CREATE OR REPLACE TRIGGER room_nights_calendar_free
  AFTER UPDATE OF rooms_for_sale, rooms_held, rooms_booked, closed ON room_nights
  FOR EACH ROW
  WHEN (OLD.room_id = NEW.room_id AND OLD.night = NEW.night
        AND room_night_free(OLD.closed, OLD.rooms_for_sale, OLD.rooms_held, OLD.rooms_booked)
            <> room_night_free(NEW.closed, NEW.rooms_for_sale, NEW.rooms_held, NEW.rooms_booked))
  EXECUTE FUNCTION room_nights_calendar_free()`,

  `CREATE OR REPLACE FUNCTION room_nights_prices_rate() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o integer := (NEW.night - ${EPOCH}) % ${BLOCK};
  delta bigint := (NEW.rate * 100)::bigint - (OLD.rate * 100)::bigint;
BEGIN
  -- This night's sum and those after it in its block; no row: a night before the calendar's.
  UPDATE room_prices p
     SET sums = p.sums[1:o] || ARRAY(SELECT v + delta FROM unnest(p.sums[o + 1:${BLOCK}]) WITH ORDINALITY AS u(v, k) ORDER BY k)
   WHERE p.block = room_price_block(NEW.night) AND p.room_id = NEW.room_id;
  RETURN NULL;
END $$`,

  `CREATE OR REPLACE TRIGGER room_nights_prices_rate AFTER UPDATE OF rate ON room_nights
  FOR EACH ROW WHEN (OLD.room_id = NEW.room_id AND OLD.night = NEW.night AND OLD.rate <> NEW.rate)
  EXECUTE FUNCTION room_nights_prices_rate()`,

  `CREATE OR REPLACE FUNCTION room_nights_calendar_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM room_calendars_rebuild(ARRAY(SELECT DISTINCT room_id FROM added_nights));
  RETURN NULL;
END $$`,

  `CREATE OR REPLACE TRIGGER room_nights_calendar_added AFTER INSERT ON room_nights
  REFERENCING NEW TABLE AS added_nights FOR EACH STATEMENT EXECUTE FUNCTION room_nights_calendar_added()`,

  `CREATE OR REPLACE FUNCTION room_nights_calendar_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM room_calendars_rebuild(ARRAY(SELECT DISTINCT room_id FROM removed_nights));
  RETURN NULL;
END $$`,

  `CREATE OR REPLACE TRIGGER room_nights_calendar_removed AFTER DELETE ON room_nights
  REFERENCING OLD TABLE AS removed_nights FOR EACH STATEMENT EXECUTE FUNCTION room_nights_calendar_removed()`,

  `CREATE OR REPLACE FUNCTION room_nights_calendar_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM room_calendars_rebuild(ARRAY[OLD.room_id, NEW.room_id]);
  RETURN NULL;
END $$`,

  `CREATE OR REPLACE TRIGGER room_nights_calendar_moved AFTER UPDATE OF room_id, night ON room_nights
  FOR EACH ROW WHEN (OLD.room_id <> NEW.room_id OR OLD.night <> NEW.night)
  EXECUTE FUNCTION room_nights_calendar_moved()`,

  `CREATE OR REPLACE FUNCTION room_nights_calendar_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM room_calendars;
  DELETE FROM room_prices;
  RETURN NULL;
END $$`,

  `CREATE OR REPLACE TRIGGER room_nights_calendar_truncated AFTER TRUNCATE ON room_nights
  FOR EACH STATEMENT EXECUTE FUNCTION room_nights_calendar_truncated()`,

  `CREATE OR REPLACE FUNCTION rooms_calendar_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE room_calendars
     SET hotel_id = NEW.hotel_id, adult_number = NEW.adult_number, children_number = NEW.children_number,
         child_night_rate = NEW.child_night_rate
   WHERE room_id = NEW.id;
  RETURN NULL;
END $$`,

  `CREATE OR REPLACE TRIGGER rooms_calendar_copy
  AFTER UPDATE OF hotel_id, adult_number, children_number, child_night_rate ON rooms
  FOR EACH ROW
  WHEN (OLD.hotel_id <> NEW.hotel_id OR OLD.adult_number <> NEW.adult_number
        OR OLD.children_number <> NEW.children_number
        OR OLD.child_night_rate IS DISTINCT FROM NEW.child_night_rate)
  EXECUTE FUNCTION rooms_calendar_copy()`,
]
