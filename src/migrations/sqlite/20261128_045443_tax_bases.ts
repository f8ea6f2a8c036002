import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties_taxes\` ADD \`kind\` text DEFAULT 'tax';`)
  await db.run(sql`ALTER TABLE \`properties_taxes\` ADD \`code\` text;`)
  await db.run(sql`ALTER TABLE \`properties_taxes\` ADD \`included\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`properties_taxes\` ADD \`base\` text DEFAULT 'room';`)
  await db.run(sql`ALTER TABLE \`properties_taxes\` ADD \`base_codes\` text;`)
  await db.run(sql`ALTER TABLE \`properties_taxes\` ADD \`min_age\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`_properties_v_version_taxes\` ADD \`kind\` text DEFAULT 'tax';`)
  await db.run(sql`ALTER TABLE \`_properties_v_version_taxes\` ADD \`code\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v_version_taxes\` ADD \`included\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_properties_v_version_taxes\` ADD \`base\` text DEFAULT 'room';`)
  await db.run(sql`ALTER TABLE \`_properties_v_version_taxes\` ADD \`base_codes\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v_version_taxes\` ADD \`min_age\` numeric DEFAULT 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`properties_taxes\` DROP COLUMN \`kind\`;`)
  await db.run(sql`ALTER TABLE \`properties_taxes\` DROP COLUMN \`code\`;`)
  await db.run(sql`ALTER TABLE \`properties_taxes\` DROP COLUMN \`included\`;`)
  await db.run(sql`ALTER TABLE \`properties_taxes\` DROP COLUMN \`base\`;`)
  await db.run(sql`ALTER TABLE \`properties_taxes\` DROP COLUMN \`base_codes\`;`)
  await db.run(sql`ALTER TABLE \`properties_taxes\` DROP COLUMN \`min_age\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v_version_taxes\` DROP COLUMN \`kind\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v_version_taxes\` DROP COLUMN \`code\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v_version_taxes\` DROP COLUMN \`included\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v_version_taxes\` DROP COLUMN \`base\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v_version_taxes\` DROP COLUMN \`base_codes\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v_version_taxes\` DROP COLUMN \`min_age\`;`)
}
