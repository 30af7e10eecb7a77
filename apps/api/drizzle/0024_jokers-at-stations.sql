-- Hand-written: one source for who is a joker — a courier waiting at a joker station. A joker without a station goes to
-- the emptiest station of their zone with room; one for whom there is none is a joker no longer. A courier at a station
-- is a joker.
DO $$
DECLARE
  joker record;
  target uuid;
BEGIN
  FOR joker IN
    SELECT c.id, c.zone_id FROM carriers c
    WHERE c.is_joker AND NOT EXISTS (SELECT 1 FROM joker_assignments a WHERE a.carrier_id = c.id)
    ORDER BY c.created_at, c.id
  LOOP
    SELECT s.id INTO target
    FROM joker_stations s
    WHERE s.zone_id = joker.zone_id
      AND (SELECT count(*) FROM joker_assignments a WHERE a.station_id = s.id) < s.capacity
    ORDER BY (SELECT count(*) FROM joker_assignments a WHERE a.station_id = s.id), s.name
    LIMIT 1;
    IF target IS NULL THEN
      UPDATE carriers SET is_joker = false WHERE id = joker.id;
    ELSE
      INSERT INTO joker_assignments (carrier_id, station_id) VALUES (joker.id, target);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
UPDATE carriers SET is_joker = true WHERE NOT is_joker AND id IN (SELECT carrier_id FROM joker_assignments);
