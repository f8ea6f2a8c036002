import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "map_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tile_url" varchar DEFAULT 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' NOT NULL,
  	"attribution" varchar DEFAULT '© OpenStreetMap contributors' NOT NULL,
  	"attribution_url" varchar DEFAULT 'https://www.openstreetmap.org/copyright',
  	"max_zoom" numeric DEFAULT 18 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "map_settings" CASCADE;`)
}
