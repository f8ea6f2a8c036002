import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`properties_taxes_bands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from_minor\` numeric,
  	\`amount_minor\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties_taxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_taxes_bands_order_idx\` ON \`properties_taxes_bands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`properties_taxes_bands_parent_id_idx\` ON \`properties_taxes_bands\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_properties_v_version_taxes_bands\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from_minor\` numeric,
  	\`amount_minor\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_properties_v_version_taxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_properties_v_version_taxes_bands_order_idx\` ON \`_properties_v_version_taxes_bands\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_taxes_bands_parent_id_idx\` ON \`_properties_v_version_taxes_bands\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`promo_non_refundable\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`bookable_from\` text;`)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`bookable_to\` text;`)
  await db.run(sql`ALTER TABLE \`offers_rels\` ADD \`room_types_id\` integer REFERENCES room_types(id);`)
  await db.run(sql`CREATE INDEX \`offers_rels_room_types_id_idx\` ON \`offers_rels\` (\`room_types_id\`);`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_promo_non_refundable\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_bookable_from\` text;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_bookable_to\` text;`)
  await db.run(sql`ALTER TABLE \`_offers_v_rels\` ADD \`room_types_id\` integer REFERENCES room_types(id);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_room_types_id_idx\` ON \`_offers_v_rels\` (\`room_types_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`properties_taxes_bands\`;`)
  await db.run(sql`DROP TABLE \`_properties_v_version_taxes_bands\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_offers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`properties_id\` integer,
  	\`rate_plans_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_plans_id\`) REFERENCES \`rate_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_offers_rels\`("id", "order", "parent_id", "path", "properties_id", "rate_plans_id") SELECT "id", "order", "parent_id", "path", "properties_id", "rate_plans_id" FROM \`offers_rels\`;`)
  await db.run(sql`DROP TABLE \`offers_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_offers_rels\` RENAME TO \`offers_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`offers_rels_order_idx\` ON \`offers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_parent_idx\` ON \`offers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_path_idx\` ON \`offers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_properties_id_idx\` ON \`offers_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_rate_plans_id_idx\` ON \`offers_rels\` (\`rate_plans_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__offers_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`properties_id\` integer,
  	\`rate_plans_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_offers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_plans_id\`) REFERENCES \`rate_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__offers_v_rels\`("id", "order", "parent_id", "path", "properties_id", "rate_plans_id") SELECT "id", "order", "parent_id", "path", "properties_id", "rate_plans_id" FROM \`_offers_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_offers_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__offers_v_rels\` RENAME TO \`_offers_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_order_idx\` ON \`_offers_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_parent_idx\` ON \`_offers_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_path_idx\` ON \`_offers_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_properties_id_idx\` ON \`_offers_v_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_rate_plans_id_idx\` ON \`_offers_v_rels\` (\`rate_plans_id\`);`)
  await db.run(sql`ALTER TABLE \`offers\` DROP COLUMN \`promo_non_refundable\`;`)
  await db.run(sql`ALTER TABLE \`offers\` DROP COLUMN \`bookable_from\`;`)
  await db.run(sql`ALTER TABLE \`offers\` DROP COLUMN \`bookable_to\`;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` DROP COLUMN \`version_promo_non_refundable\`;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` DROP COLUMN \`version_bookable_from\`;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` DROP COLUMN \`version_bookable_to\`;`)
}
