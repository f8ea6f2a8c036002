import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * The role column's default changes from 'editor' to 'group_editor'. SQLite cannot alter a default, and
 * rebuilding the users table inside the migration's transaction (where foreign keys stay on) would delete
 * every session, preference and document lock that refers to a user. A default changes nothing stored, so
 * the table's definition is edited in place: SQLite's documented procedure for such changes
 * (https://www.sqlite.org/lang_altertable.html#otheralter).
 */
async function setRoleDefault(db: MigrateUpArgs['db'], from: string, to: string): Promise<void> {
  const [row] = (await db.all(sql`PRAGMA schema_version;`)) as { schema_version: number }[]
  await db.run(sql`PRAGMA writable_schema=ON;`)
  await db.run(
    sql`UPDATE sqlite_schema SET sql = replace(sql, ${`\`role\` text DEFAULT '${from}'`}, ${`\`role\` text DEFAULT '${to}'`}) WHERE type = 'table' AND name = 'users';`,
  )
  await db.run(sql.raw(`PRAGMA schema_version=${Number(row?.schema_version) + 1};`))
  await db.run(sql`PRAGMA writable_schema=OFF;`)
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`properties_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_rels_order_idx\` ON \`users_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_parent_idx\` ON \`users_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_path_idx\` ON \`users_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`users_rels_properties_id_idx\` ON \`users_rels\` (\`properties_id\`);`)
  await setRoleDefault(db, 'editor', 'group_editor')
  // Editors become group editors: the same rights over content as before.
  await db.run(sql`UPDATE \`users\` SET \`role\` = 'group_editor' WHERE \`role\` = 'editor';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_rels\`;`)
  // Managers had no equivalent before roles per property: they go back to plain editors.
  await db.run(sql`UPDATE \`users\` SET \`role\` = 'editor' WHERE \`role\` IN ('group_editor', 'property_manager');`)
  await setRoleDefault(db, 'group_editor', 'editor')
}
