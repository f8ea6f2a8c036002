import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`properties_venues\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'dining',
  	\`hours\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_venues_order_idx\` ON \`properties_venues\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`properties_venues_parent_id_idx\` ON \`properties_venues\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`properties_venues_image_idx\` ON \`properties_venues\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`properties_venues_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties_venues\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_venues_locales_locale_parent_id_unique\` ON \`properties_venues_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_properties_v_version_venues\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'dining',
  	\`hours\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_properties_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_properties_v_version_venues_order_idx\` ON \`_properties_v_version_venues\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_venues_parent_id_idx\` ON \`_properties_v_version_venues\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_venues_image_idx\` ON \`_properties_v_version_venues\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_properties_v_version_venues_locales\` (
  	\`name\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_properties_v_version_venues\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_properties_v_version_venues_locales_locale_parent_id_unique\` ON \`_properties_v_version_venues_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`policies_children\` text DEFAULT 'welcome';`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`policies_pets\` text DEFAULT 'not_allowed';`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`policies_parking\` text DEFAULT 'public_nearby';`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`policies_smoking\` text DEFAULT 'non_smoking';`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`policies_accessibility\` text DEFAULT 'step_free';`)
  await db.run(sql`ALTER TABLE \`properties_locales\` ADD \`policies_children_note\` text;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` ADD \`policies_pets_note\` text;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` ADD \`policies_parking_note\` text;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` ADD \`policies_smoking_note\` text;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` ADD \`policies_accessibility_note\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_policies_children\` text DEFAULT 'welcome';`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_policies_pets\` text DEFAULT 'not_allowed';`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_policies_parking\` text DEFAULT 'public_nearby';`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_policies_smoking\` text DEFAULT 'non_smoking';`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_policies_accessibility\` text DEFAULT 'step_free';`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` ADD \`version_policies_children_note\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` ADD \`version_policies_pets_note\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` ADD \`version_policies_parking_note\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` ADD \`version_policies_smoking_note\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` ADD \`version_policies_accessibility_note\` text;`)
  await db.run(sql`ALTER TABLE \`room_types\` ADD \`view\` text;`)
  await db.run(sql`ALTER TABLE \`_room_types_v\` ADD \`version_view\` text;`)
  await db.run(sql`ALTER TABLE \`reviews\` ADD \`language\` text DEFAULT 'en' NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`properties_venues\`;`)
  await db.run(sql`DROP TABLE \`properties_venues_locales\`;`)
  await db.run(sql`DROP TABLE \`_properties_v_version_venues\`;`)
  await db.run(sql`DROP TABLE \`_properties_v_version_venues_locales\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`policies_children\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`policies_pets\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`policies_parking\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`policies_smoking\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`policies_accessibility\`;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` DROP COLUMN \`policies_children_note\`;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` DROP COLUMN \`policies_pets_note\`;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` DROP COLUMN \`policies_parking_note\`;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` DROP COLUMN \`policies_smoking_note\`;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` DROP COLUMN \`policies_accessibility_note\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` DROP COLUMN \`version_policies_children\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` DROP COLUMN \`version_policies_pets\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` DROP COLUMN \`version_policies_parking\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` DROP COLUMN \`version_policies_smoking\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` DROP COLUMN \`version_policies_accessibility\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` DROP COLUMN \`version_policies_children_note\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` DROP COLUMN \`version_policies_pets_note\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` DROP COLUMN \`version_policies_parking_note\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` DROP COLUMN \`version_policies_smoking_note\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` DROP COLUMN \`version_policies_accessibility_note\`;`)
  await db.run(sql`ALTER TABLE \`room_types\` DROP COLUMN \`view\`;`)
  await db.run(sql`ALTER TABLE \`_room_types_v\` DROP COLUMN \`version_view\`;`)
  await db.run(sql`ALTER TABLE \`reviews\` DROP COLUMN \`language\`;`)
}
