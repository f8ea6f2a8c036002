import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_labels_missing_in" AS ENUM('en', 'fr', 'ja', 'zh', 'vi', 'de', 'th', 'id');
  CREATE TYPE "public"."enum__labels_v_version_missing_in" AS ENUM('en', 'fr', 'ja', 'zh', 'vi', 'de', 'th', 'id');
  CREATE TABLE "labels_missing_in" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_labels_missing_in",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_labels_v_version_missing_in" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__labels_v_version_missing_in",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "labels" ADD COLUMN "search_text" varchar;
  ALTER TABLE "_labels_v" ADD COLUMN "version_search_text" varchar;
  ALTER TABLE "labels_missing_in" ADD CONSTRAINT "labels_missing_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_labels_v_version_missing_in" ADD CONSTRAINT "_labels_v_version_missing_in_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_labels_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "labels_missing_in_order_idx" ON "labels_missing_in" USING btree ("order");
  CREATE INDEX "labels_missing_in_parent_idx" ON "labels_missing_in" USING btree ("parent_id");
  CREATE INDEX "_labels_v_version_missing_in_order_idx" ON "_labels_v_version_missing_in" USING btree ("order");
  CREATE INDEX "_labels_v_version_missing_in_parent_idx" ON "_labels_v_version_missing_in" USING btree ("parent_id");
  UPDATE "labels" SET "search_text" = (
    SELECT string_agg(trim(l."value"), E'\\n') FROM "labels_locales" l
    WHERE l."_parent_id" = "labels"."id" AND trim(coalesce(l."value", '')) <> '');
  INSERT INTO "labels_missing_in" ("order", "parent_id", "value")
    SELECT codes.n, labels.id, codes.code::"enum_labels_missing_in" FROM "labels" labels CROSS JOIN (VALUES (1, 'en'), (2, 'fr'), (3, 'ja'), (4, 'zh'), (5, 'vi'), (6, 'de'), (7, 'th'), (8, 'id')) AS codes(n, code)
    WHERE NOT EXISTS (SELECT 1 FROM "labels_locales" l WHERE l."_parent_id" = labels.id AND l."_locale"::text = codes.code AND trim(coalesce(l."value", '')) <> '');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "labels_missing_in" CASCADE;
  DROP TABLE "_labels_v_version_missing_in" CASCADE;
  ALTER TABLE "labels" DROP COLUMN "search_text";
  ALTER TABLE "_labels_v" DROP COLUMN "version_search_text";
  DROP TYPE "public"."enum_labels_missing_in";
  DROP TYPE "public"."enum__labels_v_version_missing_in";`)
}
