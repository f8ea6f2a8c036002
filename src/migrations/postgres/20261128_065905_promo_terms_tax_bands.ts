import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_properties_taxes_basis" ADD VALUE 'per_guest_night_banded';
  ALTER TYPE "public"."enum__properties_v_version_taxes_basis" ADD VALUE 'per_guest_night_banded';
  CREATE TABLE "properties_taxes_bands" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from_minor" numeric,
  	"amount_minor" numeric
  );
  
  CREATE TABLE "_properties_v_version_taxes_bands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"from_minor" numeric,
  	"amount_minor" numeric,
  	"_uuid" varchar
  );
  
  ALTER TABLE "offers" ADD COLUMN "promo_non_refundable" boolean DEFAULT false;
  ALTER TABLE "offers" ADD COLUMN "bookable_from" timestamp(3) with time zone;
  ALTER TABLE "offers" ADD COLUMN "bookable_to" timestamp(3) with time zone;
  ALTER TABLE "offers_rels" ADD COLUMN "room_types_id" integer;
  ALTER TABLE "_offers_v" ADD COLUMN "version_promo_non_refundable" boolean DEFAULT false;
  ALTER TABLE "_offers_v" ADD COLUMN "version_bookable_from" timestamp(3) with time zone;
  ALTER TABLE "_offers_v" ADD COLUMN "version_bookable_to" timestamp(3) with time zone;
  ALTER TABLE "_offers_v_rels" ADD COLUMN "room_types_id" integer;
  ALTER TABLE "properties_taxes_bands" ADD CONSTRAINT "properties_taxes_bands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties_taxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_version_taxes_bands" ADD CONSTRAINT "_properties_v_version_taxes_bands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_properties_v_version_taxes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "properties_taxes_bands_order_idx" ON "properties_taxes_bands" USING btree ("_order");
  CREATE INDEX "properties_taxes_bands_parent_id_idx" ON "properties_taxes_bands" USING btree ("_parent_id");
  CREATE INDEX "_properties_v_version_taxes_bands_order_idx" ON "_properties_v_version_taxes_bands" USING btree ("_order");
  CREATE INDEX "_properties_v_version_taxes_bands_parent_id_idx" ON "_properties_v_version_taxes_bands" USING btree ("_parent_id");
  ALTER TABLE "offers_rels" ADD CONSTRAINT "offers_rels_room_types_fk" FOREIGN KEY ("room_types_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v_rels" ADD CONSTRAINT "_offers_v_rels_room_types_fk" FOREIGN KEY ("room_types_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "offers_rels_room_types_id_idx" ON "offers_rels" USING btree ("room_types_id");
  CREATE INDEX "_offers_v_rels_room_types_id_idx" ON "_offers_v_rels" USING btree ("room_types_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties_taxes_bands" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_properties_v_version_taxes_bands" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "properties_taxes_bands" CASCADE;
  DROP TABLE "_properties_v_version_taxes_bands" CASCADE;
  ALTER TABLE "offers_rels" DROP CONSTRAINT "offers_rels_room_types_fk";
  
  ALTER TABLE "_offers_v_rels" DROP CONSTRAINT "_offers_v_rels_room_types_fk";
  
  ALTER TABLE "properties_taxes" ALTER COLUMN "basis" SET DATA TYPE text;
  ALTER TABLE "properties_taxes" ALTER COLUMN "basis" SET DEFAULT 'percent'::text;
  DROP TYPE "public"."enum_properties_taxes_basis";
  CREATE TYPE "public"."enum_properties_taxes_basis" AS ENUM('percent', 'per_room_night', 'per_guest_night', 'per_room_stay');
  ALTER TABLE "properties_taxes" ALTER COLUMN "basis" SET DEFAULT 'percent'::"public"."enum_properties_taxes_basis";
  ALTER TABLE "properties_taxes" ALTER COLUMN "basis" SET DATA TYPE "public"."enum_properties_taxes_basis" USING "basis"::"public"."enum_properties_taxes_basis";
  ALTER TABLE "_properties_v_version_taxes" ALTER COLUMN "basis" SET DATA TYPE text;
  ALTER TABLE "_properties_v_version_taxes" ALTER COLUMN "basis" SET DEFAULT 'percent'::text;
  DROP TYPE "public"."enum__properties_v_version_taxes_basis";
  CREATE TYPE "public"."enum__properties_v_version_taxes_basis" AS ENUM('percent', 'per_room_night', 'per_guest_night', 'per_room_stay');
  ALTER TABLE "_properties_v_version_taxes" ALTER COLUMN "basis" SET DEFAULT 'percent'::"public"."enum__properties_v_version_taxes_basis";
  ALTER TABLE "_properties_v_version_taxes" ALTER COLUMN "basis" SET DATA TYPE "public"."enum__properties_v_version_taxes_basis" USING "basis"::"public"."enum__properties_v_version_taxes_basis";
  DROP INDEX "offers_rels_room_types_id_idx";
  DROP INDEX "_offers_v_rels_room_types_id_idx";
  ALTER TABLE "offers" DROP COLUMN "promo_non_refundable";
  ALTER TABLE "offers" DROP COLUMN "bookable_from";
  ALTER TABLE "offers" DROP COLUMN "bookable_to";
  ALTER TABLE "offers_rels" DROP COLUMN "room_types_id";
  ALTER TABLE "_offers_v" DROP COLUMN "version_promo_non_refundable";
  ALTER TABLE "_offers_v" DROP COLUMN "version_bookable_from";
  ALTER TABLE "_offers_v" DROP COLUMN "version_bookable_to";
  ALTER TABLE "_offers_v_rels" DROP COLUMN "room_types_id";`)
}
