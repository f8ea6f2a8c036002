import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties\` ADD \`search_terms\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_search_terms\` text;`)
  await db.run(sql`ALTER TABLE \`countries\` ADD \`search_terms\` text;`)
  await db.run(sql`ALTER TABLE \`cities\` ADD \`search_terms\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`search_terms\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` DROP COLUMN \`version_search_terms\`;`)
  await db.run(sql`ALTER TABLE \`countries\` DROP COLUMN \`search_terms\`;`)
  await db.run(sql`ALTER TABLE \`cities\` DROP COLUMN \`search_terms\`;`)
}
