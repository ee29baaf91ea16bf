/**
 * The functions and triggers that keep `hotel_summaries` (decision 22): each hotel's summary
 * follows its hotel, images, services, governorate and city in the same transaction, whatever
 * changes them. The fields are §3's, in hotelSummary's order (server/services/hotel-view.ts),
 * minus those that depend on the request; compact JSON (row_to_json, arrays joined with ','),
 * since the search sends it as it is. First applied by migration 0007; since decision 29 this is
 * their source, and a migration made from it re-creates them (`npm run db:search-sql`).
 */
export const summariesSql: string[] = [
  `CREATE OR REPLACE FUNCTION hotel_summaries_refresh(hotel_ids integer[]) RETURNS void LANGUAGE sql
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
$$`,

  `CREATE OR REPLACE FUNCTION hotel_summaries_hotels_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hotel_summaries_refresh(ARRAY(SELECT id FROM changed_hotels));
  RETURN NULL;
END $$`,

  `CREATE OR REPLACE TRIGGER hotels_summary_added AFTER INSERT ON hotels
  REFERENCING NEW TABLE AS changed_hotels
  FOR EACH STATEMENT EXECUTE FUNCTION hotel_summaries_hotels_changed()`,

  `CREATE OR REPLACE TRIGGER hotels_summary_updated AFTER UPDATE ON hotels
  REFERENCING NEW TABLE AS changed_hotels
  FOR EACH STATEMENT EXECUTE FUNCTION hotel_summaries_hotels_changed()`,

  `CREATE OR REPLACE FUNCTION hotel_summaries_parts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hotel_summaries_refresh(ARRAY(SELECT DISTINCT hotel_id FROM new_parts));
  RETURN NULL;
END $$`,

  `CREATE OR REPLACE FUNCTION hotel_summaries_parts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hotel_summaries_refresh(ARRAY(SELECT DISTINCT hotel_id FROM old_parts));
  RETURN NULL;
END $$`,

  `CREATE OR REPLACE FUNCTION hotel_summaries_parts_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM hotel_summaries_refresh(ARRAY(SELECT hotel_id FROM old_parts UNION SELECT hotel_id FROM new_parts));
  RETURN NULL;
END $$`,

  `CREATE OR REPLACE TRIGGER hotel_images_summary_added AFTER INSERT ON hotel_images
  REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION hotel_summaries_parts_added()`,

  `CREATE OR REPLACE TRIGGER hotel_images_summary_removed AFTER DELETE ON hotel_images
  REFERENCING OLD TABLE AS old_parts FOR EACH STATEMENT EXECUTE FUNCTION hotel_summaries_parts_removed()`,

  `CREATE OR REPLACE TRIGGER hotel_images_summary_updated AFTER UPDATE ON hotel_images
  REFERENCING OLD TABLE AS old_parts NEW TABLE AS new_parts
  FOR EACH STATEMENT EXECUTE FUNCTION hotel_summaries_parts_updated()`,

  `CREATE OR REPLACE TRIGGER hotel_services_summary_added AFTER INSERT ON hotel_services
  REFERENCING NEW TABLE AS new_parts FOR EACH STATEMENT EXECUTE FUNCTION hotel_summaries_parts_added()`,

  `CREATE OR REPLACE TRIGGER hotel_services_summary_removed AFTER DELETE ON hotel_services
  REFERENCING OLD TABLE AS old_parts FOR EACH STATEMENT EXECUTE FUNCTION hotel_summaries_parts_removed()`,

  `CREATE OR REPLACE TRIGGER hotel_services_summary_updated AFTER UPDATE ON hotel_services
  REFERENCING OLD TABLE AS old_parts NEW TABLE AS new_parts
  FOR EACH STATEMENT EXECUTE FUNCTION hotel_summaries_parts_updated()`,

  `CREATE OR REPLACE FUNCTION hotel_summaries_names_changed() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$`,

  `CREATE OR REPLACE TRIGGER services_summary_renamed AFTER UPDATE ON services
  REFERENCING NEW TABLE AS renamed FOR EACH STATEMENT EXECUTE FUNCTION hotel_summaries_names_changed()`,

  `CREATE OR REPLACE TRIGGER governorates_summary_renamed AFTER UPDATE ON governorates
  REFERENCING NEW TABLE AS renamed FOR EACH STATEMENT EXECUTE FUNCTION hotel_summaries_names_changed()`,

  `CREATE OR REPLACE TRIGGER cities_summary_renamed AFTER UPDATE ON cities
  REFERENCING NEW TABLE AS renamed FOR EACH STATEMENT EXECUTE FUNCTION hotel_summaries_names_changed()`,
]
