import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_labels_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_key\` text NOT NULL,
  	\`version_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_labels_v_parent_idx\` ON \`_labels_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_version_version_key_idx\` ON \`_labels_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_version_version_edited_by_idx\` ON \`_labels_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_version_version_updated_at_idx\` ON \`_labels_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_version_version_created_at_idx\` ON \`_labels_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_created_at_idx\` ON \`_labels_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_updated_at_idx\` ON \`_labels_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_labels_v_locales\` (
  	\`version_value\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_labels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_labels_v_locales_locale_parent_id_unique\` ON \`_labels_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_room_availability_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_property_id\` integer NOT NULL,
  	\`version_room_type_id\` integer NOT NULL,
  	\`version_from\` text NOT NULL,
  	\`version_to\` text NOT NULL,
  	\`version_rooms_on_sale\` numeric,
  	\`version_min_stay\` numeric,
  	\`version_stop_sell\` integer DEFAULT false,
  	\`version_closed_to_arrival\` integer DEFAULT false,
  	\`version_note\` text,
  	\`version_edited_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`room_availability\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_room_type_id\`) REFERENCES \`room_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_edited_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_room_availability_v_parent_idx\` ON \`_room_availability_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_room_availability_v_version_version_property_idx\` ON \`_room_availability_v\` (\`version_property_id\`);`)
  await db.run(sql`CREATE INDEX \`_room_availability_v_version_version_room_type_idx\` ON \`_room_availability_v\` (\`version_room_type_id\`);`)
  await db.run(sql`CREATE INDEX \`_room_availability_v_version_version_edited_by_idx\` ON \`_room_availability_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_room_availability_v_version_version_updated_at_idx\` ON \`_room_availability_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_room_availability_v_version_version_created_at_idx\` ON \`_room_availability_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_room_availability_v_created_at_idx\` ON \`_room_availability_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_room_availability_v_updated_at_idx\` ON \`_room_availability_v\` (\`updated_at\`);`)
  await db.run(sql`ALTER TABLE \`labels\` ADD \`edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`labels_edited_by_idx\` ON \`labels\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`room_availability\` ADD \`edited_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`room_availability_edited_by_idx\` ON \`room_availability\` (\`edited_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_labels_v\`;`)
  await db.run(sql`DROP TABLE \`_labels_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_room_availability_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_labels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_labels\`("id", "key", "updated_at", "created_at") SELECT "id", "key", "updated_at", "created_at" FROM \`labels\`;`)
  await db.run(sql`DROP TABLE \`labels\`;`)
  await db.run(sql`ALTER TABLE \`__new_labels\` RENAME TO \`labels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`labels_key_idx\` ON \`labels\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`labels_updated_at_idx\` ON \`labels\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`labels_created_at_idx\` ON \`labels\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_room_availability\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`property_id\` integer NOT NULL,
  	\`room_type_id\` integer NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`rooms_on_sale\` numeric,
  	\`min_stay\` numeric,
  	\`stop_sell\` integer DEFAULT false,
  	\`closed_to_arrival\` integer DEFAULT false,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`room_type_id\`) REFERENCES \`room_types\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_room_availability\`("id", "property_id", "room_type_id", "from", "to", "rooms_on_sale", "min_stay", "stop_sell", "closed_to_arrival", "note", "updated_at", "created_at") SELECT "id", "property_id", "room_type_id", "from", "to", "rooms_on_sale", "min_stay", "stop_sell", "closed_to_arrival", "note", "updated_at", "created_at" FROM \`room_availability\`;`)
  await db.run(sql`DROP TABLE \`room_availability\`;`)
  await db.run(sql`ALTER TABLE \`__new_room_availability\` RENAME TO \`room_availability\`;`)
  await db.run(sql`CREATE INDEX \`room_availability_property_idx\` ON \`room_availability\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`room_availability_room_type_idx\` ON \`room_availability\` (\`room_type_id\`);`)
  await db.run(sql`CREATE INDEX \`room_availability_updated_at_idx\` ON \`room_availability\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`room_availability_created_at_idx\` ON \`room_availability\` (\`created_at\`);`)
}
