import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`map_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tile_url\` text DEFAULT 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' NOT NULL,
  	\`attribution\` text DEFAULT '© OpenStreetMap contributors' NOT NULL,
  	\`attribution_url\` text DEFAULT 'https://www.openstreetmap.org/copyright',
  	\`max_zoom\` numeric DEFAULT 18 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`map_settings\`;`)
}
