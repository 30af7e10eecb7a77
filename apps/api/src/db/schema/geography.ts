import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, uuidPrimaryKey } from './columns';
import type { RequiredDocument } from '@kurye/contracts/documents';
import type { CarrierTypeTranslations } from '@kurye/contracts/reference';

export const provinces = pgTable('provinces', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const districts = pgTable('districts', {
  id: integer('id').primaryKey(),
  provinceId: integer('province_id')
    .notNull()
    .references(() => provinces.id),
  name: text('name').notNull(),
});

export interface GeoJsonPolygon {
  type: 'Polygon';
  coordinates: [number, number][][];
}

export const zones = pgTable('zones', {
  id: uuidPrimaryKey(),
  name: text('name').notNull().unique(),
  provinceId: integer('province_id')
    .notNull()
    .references(() => provinces.id),
  polygon: jsonb('polygon').$type<GeoJsonPolygon>().notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAtColumn(),
});

export const carrierTypes = pgTable('carrier_types', {
  id: uuidPrimaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  requirements: jsonb('requirements').$type<string[]>().notNull(),
  /** The name, description and requirements in other languages (`{ en: { … } }`). */
  translations: jsonb('translations').$type<CarrierTypeTranslations>().notNull().default({}),
  /** The documents a courier of this type uploads, and whether each expires. */
  requiredDocuments: jsonb('required_documents').$type<RequiredDocument[]>().notNull().default([]),
});
