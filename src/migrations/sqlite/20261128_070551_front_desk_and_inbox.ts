import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`enquiries_replies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`body\` text NOT NULL,
  	\`sent_at\` text NOT NULL,
  	\`by_id\` integer,
  	\`by_email\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`enquiries_replies_order_idx\` ON \`enquiries_replies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_replies_parent_id_idx\` ON \`enquiries_replies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_replies_by_idx\` ON \`enquiries_replies\` (\`by_id\`);`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`guest_name\` text;`)
  await db.run(sql`CREATE INDEX \`bookings_guest_name_idx\` ON \`bookings\` (\`guest_name\`);`)
  // Bookings made before: their guest's name, as the collection's hook now keeps it.
  await db.run(sql`UPDATE \`bookings\` SET \`guest_name\` = trim(coalesce(\`guest_first_name\`, '') || ' ' || coalesce(\`guest_last_name\`, ''));`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`status\` text DEFAULT 'new';`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`owner_id\` integer REFERENCES users(id);`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`language\` text DEFAULT 'en';`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`notes\` text;`)
  await db.run(sql`CREATE INDEX \`enquiries_status_idx\` ON \`enquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_owner_idx\` ON \`enquiries\` (\`owner_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`enquiries_replies\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_enquiries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`subject\` text,
  	\`message\` text NOT NULL,
  	\`property_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_enquiries\`("id", "kind", "name", "email", "phone", "subject", "message", "property_id", "updated_at", "created_at") SELECT "id", "kind", "name", "email", "phone", "subject", "message", "property_id", "updated_at", "created_at" FROM \`enquiries\`;`)
  await db.run(sql`DROP TABLE \`enquiries\`;`)
  await db.run(sql`ALTER TABLE \`__new_enquiries\` RENAME TO \`enquiries\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`enquiries_property_idx\` ON \`enquiries\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_updated_at_idx\` ON \`enquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_created_at_idx\` ON \`enquiries\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`bookings_guest_name_idx\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`guest_name\`;`)
}
