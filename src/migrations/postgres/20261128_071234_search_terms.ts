import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties" ADD COLUMN "search_terms" varchar;
  ALTER TABLE "_properties_v" ADD COLUMN "version_search_terms" varchar;
  ALTER TABLE "countries" ADD COLUMN "search_terms" varchar;
  ALTER TABLE "cities" ADD COLUMN "search_terms" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties" DROP COLUMN "search_terms";
  ALTER TABLE "_properties_v" DROP COLUMN "version_search_terms";
  ALTER TABLE "countries" DROP COLUMN "search_terms";
  ALTER TABLE "cities" DROP COLUMN "search_terms";`)
}
