import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`labels_missing_in\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`labels_missing_in_order_idx\` ON \`labels_missing_in\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`labels_missing_in_parent_idx\` ON \`labels_missing_in\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_labels_v_version_missing_in\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_labels_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_labels_v_version_missing_in_order_idx\` ON \`_labels_v_version_missing_in\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_labels_v_version_missing_in_parent_idx\` ON \`_labels_v_version_missing_in\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`labels\` ADD \`search_text\` text;`)
  await db.run(sql`ALTER TABLE \`_labels_v\` ADD \`version_search_text\` text;`)
  // The texts already stored: searchable in every language, and their missing languages listed.
  await db.run(sql`UPDATE \`labels\` SET \`search_text\` = (
    SELECT group_concat(trim(l.\`value\`), char(10)) FROM \`labels_locales\` l
    WHERE l.\`_parent_id\` = \`labels\`.\`id\` AND trim(coalesce(l.\`value\`, '')) <> '');`)
  await db.run(sql`INSERT INTO \`labels_missing_in\` (\`order\`, \`parent_id\`, \`value\`)
    WITH codes(n, code) AS (VALUES (1, 'en'), (2, 'fr'), (3, 'ja'), (4, 'zh'), (5, 'vi'), (6, 'de'), (7, 'th'), (8, 'id'))
    SELECT codes.n, labels.id, codes.code FROM \`labels\` labels CROSS JOIN codes
    WHERE NOT EXISTS (SELECT 1 FROM \`labels_locales\` l WHERE l.\`_parent_id\` = labels.id AND l.\`_locale\` = codes.code AND trim(coalesce(l.\`value\`, '')) <> '');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`labels_missing_in\`;`)
  await db.run(sql`DROP TABLE \`_labels_v_version_missing_in\`;`)
  await db.run(sql`ALTER TABLE \`labels\` DROP COLUMN \`search_text\`;`)
  await db.run(sql`ALTER TABLE \`_labels_v\` DROP COLUMN \`version_search_text\`;`)
}
