import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "properties_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "_properties_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_properties_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "offers_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "offers_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "_offers_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_offers_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "blog_posts_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "blog_posts_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "_blog_posts_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_blog_posts_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_meta_description" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties_locales" DROP COLUMN "meta_title";
  ALTER TABLE "properties_locales" DROP COLUMN "meta_description";
  ALTER TABLE "_properties_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_properties_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "offers_locales" DROP COLUMN "meta_title";
  ALTER TABLE "offers_locales" DROP COLUMN "meta_description";
  ALTER TABLE "_offers_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_offers_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "blog_posts_locales" DROP COLUMN "meta_title";
  ALTER TABLE "blog_posts_locales" DROP COLUMN "meta_description";
  ALTER TABLE "_blog_posts_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_blog_posts_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "pages_locales" DROP COLUMN "meta_title";
  ALTER TABLE "pages_locales" DROP COLUMN "meta_description";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_meta_description";`)
}
