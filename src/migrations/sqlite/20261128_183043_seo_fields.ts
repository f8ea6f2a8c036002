import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`offers_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`offers_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_offers_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_offers_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`blog_posts_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`blog_posts_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_blog_posts_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_blog_posts_v_locales\` ADD \`version_meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`meta_description\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_meta_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_meta_description\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties_locales\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`properties_locales\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` DROP COLUMN \`version_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v_locales\` DROP COLUMN \`version_meta_description\`;`)
  await db.run(sql`ALTER TABLE \`offers_locales\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`offers_locales\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`_offers_v_locales\` DROP COLUMN \`version_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`_offers_v_locales\` DROP COLUMN \`version_meta_description\`;`)
  await db.run(sql`ALTER TABLE \`blog_posts_locales\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`blog_posts_locales\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`_blog_posts_v_locales\` DROP COLUMN \`version_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`_blog_posts_v_locales\` DROP COLUMN \`version_meta_description\`;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` DROP COLUMN \`meta_title\`;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` DROP COLUMN \`meta_description\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` DROP COLUMN \`version_meta_title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` DROP COLUMN \`version_meta_description\`;`)
}
