ALTER TABLE "carrier_types" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
-- The demo carrier types' English texts (a type an admin added keeps showing its Turkish until given one).
UPDATE "carrier_types" SET "translations" = '{"en": {"name": "Motorcycle courier", "description": "The motorised courier who carries most of the city''s parcel and food deliveries and moves quickly through traffic.", "requirements": ["A2 or A class driving licence", "Motorcycle registration", "Compulsory traffic insurance", "Helmet and protective gear", "Criminal record certificate"]}}'::jsonb WHERE "code" = 'motorcycle';
--> statement-breakpoint
UPDATE "carrier_types" SET "translations" = '{"en": {"name": "Bicycle courier", "description": "A courier who delivers short distances in busy, pedestrian-heavy areas, without emissions.", "requirements": ["Being 18 or older", "A well-kept bicycle or e-bike", "Helmet, front and rear lights and reflectors", "Criminal record certificate"]}}'::jsonb WHERE "code" = 'bicycle';
--> statement-breakpoint
UPDATE "carrier_types" SET "translations" = '{"en": {"name": "Car courier", "description": "A courier who carries bulky parcels or many at once by car, safely in bad weather too.", "requirements": ["B class driving licence", "Vehicle registration", "Compulsory traffic insurance", "Criminal record certificate"]}}'::jsonb WHERE "code" = 'car';
--> statement-breakpoint
UPDATE "carrier_types" SET "translations" = '{"en": {"name": "Courier on foot", "description": "A courier who delivers on foot where vehicles can hardly enter: bazaars, business centres and office towers.", "requirements": ["Being 18 or older", "A smartphone with mobile data", "A public transport card (İstanbulkart)", "Criminal record certificate"]}}'::jsonb WHERE "code" = 'on-foot';
--> statement-breakpoint
UPDATE "carrier_types" SET "translations" = '{"en": {"name": "Van courier", "description": "A courier with a light commercial vehicle for bulk orders, boxes and heavy loads.", "requirements": ["B class driving licence", "SRC-4 certificate (domestic goods transport)", "Psychotechnical assessment report", "Vehicle registration and compulsory traffic insurance", "Criminal record certificate"]}}'::jsonb WHERE "code" = 'van';
