import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_properties_venues_kind" AS ENUM('dining', 'spa');
  CREATE TYPE "public"."enum_properties_policies_children" AS ENUM('welcome', 'from_12', 'adults_only');
  CREATE TYPE "public"."enum_properties_policies_pets" AS ENUM('not_allowed', 'allowed', 'on_request');
  CREATE TYPE "public"."enum_properties_policies_parking" AS ENUM('public_nearby', 'valet', 'on_site', 'none');
  CREATE TYPE "public"."enum_properties_policies_smoking" AS ENUM('non_smoking', 'designated');
  CREATE TYPE "public"."enum_properties_policies_accessibility" AS ENUM('step_free', 'partial', 'limited');
  CREATE TYPE "public"."enum__properties_v_version_venues_kind" AS ENUM('dining', 'spa');
  CREATE TYPE "public"."enum__properties_v_version_policies_children" AS ENUM('welcome', 'from_12', 'adults_only');
  CREATE TYPE "public"."enum__properties_v_version_policies_pets" AS ENUM('not_allowed', 'allowed', 'on_request');
  CREATE TYPE "public"."enum__properties_v_version_policies_parking" AS ENUM('public_nearby', 'valet', 'on_site', 'none');
  CREATE TYPE "public"."enum__properties_v_version_policies_smoking" AS ENUM('non_smoking', 'designated');
  CREATE TYPE "public"."enum__properties_v_version_policies_accessibility" AS ENUM('step_free', 'partial', 'limited');
  CREATE TYPE "public"."enum_room_types_view" AS ENUM('garden', 'moss-garden', 'courtyard', 'rooftops', 'sea', 'lake', 'city', 'palace', 'river', 'jungle', 'valley', 'old-town', 'pudong', 'bund', 'eastern-hills');
  CREATE TYPE "public"."enum__room_types_v_version_view" AS ENUM('garden', 'moss-garden', 'courtyard', 'rooftops', 'sea', 'lake', 'city', 'palace', 'river', 'jungle', 'valley', 'old-town', 'pudong', 'bund', 'eastern-hills');
  CREATE TYPE "public"."enum_reviews_language" AS ENUM('en', 'fr', 'ja', 'zh', 'vi', 'de', 'th', 'id');
  CREATE TABLE "properties_venues" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_properties_venues_kind" DEFAULT 'dining',
  	"hours" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "properties_venues_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_properties_v_version_venues" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum__properties_v_version_venues_kind" DEFAULT 'dining',
  	"hours" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_properties_v_version_venues_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "properties" ADD COLUMN "policies_children" "enum_properties_policies_children" DEFAULT 'welcome';
  ALTER TABLE "properties" ADD COLUMN "policies_pets" "enum_properties_policies_pets" DEFAULT 'not_allowed';
  ALTER TABLE "properties" ADD COLUMN "policies_parking" "enum_properties_policies_parking" DEFAULT 'public_nearby';
  ALTER TABLE "properties" ADD COLUMN "policies_smoking" "enum_properties_policies_smoking" DEFAULT 'non_smoking';
  ALTER TABLE "properties" ADD COLUMN "policies_accessibility" "enum_properties_policies_accessibility" DEFAULT 'step_free';
  ALTER TABLE "properties_locales" ADD COLUMN "policies_children_note" varchar;
  ALTER TABLE "properties_locales" ADD COLUMN "policies_pets_note" varchar;
  ALTER TABLE "properties_locales" ADD COLUMN "policies_parking_note" varchar;
  ALTER TABLE "properties_locales" ADD COLUMN "policies_smoking_note" varchar;
  ALTER TABLE "properties_locales" ADD COLUMN "policies_accessibility_note" varchar;
  ALTER TABLE "_properties_v" ADD COLUMN "version_policies_children" "enum__properties_v_version_policies_children" DEFAULT 'welcome';
  ALTER TABLE "_properties_v" ADD COLUMN "version_policies_pets" "enum__properties_v_version_policies_pets" DEFAULT 'not_allowed';
  ALTER TABLE "_properties_v" ADD COLUMN "version_policies_parking" "enum__properties_v_version_policies_parking" DEFAULT 'public_nearby';
  ALTER TABLE "_properties_v" ADD COLUMN "version_policies_smoking" "enum__properties_v_version_policies_smoking" DEFAULT 'non_smoking';
  ALTER TABLE "_properties_v" ADD COLUMN "version_policies_accessibility" "enum__properties_v_version_policies_accessibility" DEFAULT 'step_free';
  ALTER TABLE "_properties_v_locales" ADD COLUMN "version_policies_children_note" varchar;
  ALTER TABLE "_properties_v_locales" ADD COLUMN "version_policies_pets_note" varchar;
  ALTER TABLE "_properties_v_locales" ADD COLUMN "version_policies_parking_note" varchar;
  ALTER TABLE "_properties_v_locales" ADD COLUMN "version_policies_smoking_note" varchar;
  ALTER TABLE "_properties_v_locales" ADD COLUMN "version_policies_accessibility_note" varchar;
  ALTER TABLE "room_types" ADD COLUMN "view" "enum_room_types_view";
  ALTER TABLE "_room_types_v" ADD COLUMN "version_view" "enum__room_types_v_version_view";
  ALTER TABLE "reviews" ADD COLUMN "language" "enum_reviews_language" DEFAULT 'en' NOT NULL;
  ALTER TABLE "properties_venues" ADD CONSTRAINT "properties_venues_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties_venues" ADD CONSTRAINT "properties_venues_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_venues_locales" ADD CONSTRAINT "properties_venues_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties_venues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_version_venues" ADD CONSTRAINT "_properties_v_version_venues_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v_version_venues" ADD CONSTRAINT "_properties_v_version_venues_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_properties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_version_venues_locales" ADD CONSTRAINT "_properties_v_version_venues_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_properties_v_version_venues"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "properties_venues_order_idx" ON "properties_venues" USING btree ("_order");
  CREATE INDEX "properties_venues_parent_id_idx" ON "properties_venues" USING btree ("_parent_id");
  CREATE INDEX "properties_venues_image_idx" ON "properties_venues" USING btree ("image_id");
  CREATE UNIQUE INDEX "properties_venues_locales_locale_parent_id_unique" ON "properties_venues_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_properties_v_version_venues_order_idx" ON "_properties_v_version_venues" USING btree ("_order");
  CREATE INDEX "_properties_v_version_venues_parent_id_idx" ON "_properties_v_version_venues" USING btree ("_parent_id");
  CREATE INDEX "_properties_v_version_venues_image_idx" ON "_properties_v_version_venues" USING btree ("image_id");
  CREATE UNIQUE INDEX "_properties_v_version_venues_locales_locale_parent_id_unique" ON "_properties_v_version_venues_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "properties_venues" CASCADE;
  DROP TABLE "properties_venues_locales" CASCADE;
  DROP TABLE "_properties_v_version_venues" CASCADE;
  DROP TABLE "_properties_v_version_venues_locales" CASCADE;
  ALTER TABLE "properties" DROP COLUMN "policies_children";
  ALTER TABLE "properties" DROP COLUMN "policies_pets";
  ALTER TABLE "properties" DROP COLUMN "policies_parking";
  ALTER TABLE "properties" DROP COLUMN "policies_smoking";
  ALTER TABLE "properties" DROP COLUMN "policies_accessibility";
  ALTER TABLE "properties_locales" DROP COLUMN "policies_children_note";
  ALTER TABLE "properties_locales" DROP COLUMN "policies_pets_note";
  ALTER TABLE "properties_locales" DROP COLUMN "policies_parking_note";
  ALTER TABLE "properties_locales" DROP COLUMN "policies_smoking_note";
  ALTER TABLE "properties_locales" DROP COLUMN "policies_accessibility_note";
  ALTER TABLE "_properties_v" DROP COLUMN "version_policies_children";
  ALTER TABLE "_properties_v" DROP COLUMN "version_policies_pets";
  ALTER TABLE "_properties_v" DROP COLUMN "version_policies_parking";
  ALTER TABLE "_properties_v" DROP COLUMN "version_policies_smoking";
  ALTER TABLE "_properties_v" DROP COLUMN "version_policies_accessibility";
  ALTER TABLE "_properties_v_locales" DROP COLUMN "version_policies_children_note";
  ALTER TABLE "_properties_v_locales" DROP COLUMN "version_policies_pets_note";
  ALTER TABLE "_properties_v_locales" DROP COLUMN "version_policies_parking_note";
  ALTER TABLE "_properties_v_locales" DROP COLUMN "version_policies_smoking_note";
  ALTER TABLE "_properties_v_locales" DROP COLUMN "version_policies_accessibility_note";
  ALTER TABLE "room_types" DROP COLUMN "view";
  ALTER TABLE "_room_types_v" DROP COLUMN "version_view";
  ALTER TABLE "reviews" DROP COLUMN "language";
  DROP TYPE "public"."enum_properties_venues_kind";
  DROP TYPE "public"."enum_properties_policies_children";
  DROP TYPE "public"."enum_properties_policies_pets";
  DROP TYPE "public"."enum_properties_policies_parking";
  DROP TYPE "public"."enum_properties_policies_smoking";
  DROP TYPE "public"."enum_properties_policies_accessibility";
  DROP TYPE "public"."enum__properties_v_version_venues_kind";
  DROP TYPE "public"."enum__properties_v_version_policies_children";
  DROP TYPE "public"."enum__properties_v_version_policies_pets";
  DROP TYPE "public"."enum__properties_v_version_policies_parking";
  DROP TYPE "public"."enum__properties_v_version_policies_smoking";
  DROP TYPE "public"."enum__properties_v_version_policies_accessibility";
  DROP TYPE "public"."enum_room_types_view";
  DROP TYPE "public"."enum__room_types_v_version_view";
  DROP TYPE "public"."enum_reviews_language";`)
}
