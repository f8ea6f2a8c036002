import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_properties_taxes_kind" AS ENUM('tax', 'service_charge', 'fee');
  CREATE TYPE "public"."enum_properties_taxes_base" AS ENUM('room', 'room_and_service', 'room_and_lines');
  CREATE TYPE "public"."enum__properties_v_version_taxes_kind" AS ENUM('tax', 'service_charge', 'fee');
  CREATE TYPE "public"."enum__properties_v_version_taxes_base" AS ENUM('room', 'room_and_service', 'room_and_lines');
  ALTER TABLE "properties_taxes" ADD COLUMN "kind" "enum_properties_taxes_kind" DEFAULT 'tax';
  ALTER TABLE "properties_taxes" ADD COLUMN "code" varchar;
  ALTER TABLE "properties_taxes" ADD COLUMN "included" boolean DEFAULT false;
  ALTER TABLE "properties_taxes" ADD COLUMN "base" "enum_properties_taxes_base" DEFAULT 'room';
  ALTER TABLE "properties_taxes" ADD COLUMN "base_codes" varchar;
  ALTER TABLE "properties_taxes" ADD COLUMN "min_age" numeric DEFAULT 0;
  ALTER TABLE "_properties_v_version_taxes" ADD COLUMN "kind" "enum__properties_v_version_taxes_kind" DEFAULT 'tax';
  ALTER TABLE "_properties_v_version_taxes" ADD COLUMN "code" varchar;
  ALTER TABLE "_properties_v_version_taxes" ADD COLUMN "included" boolean DEFAULT false;
  ALTER TABLE "_properties_v_version_taxes" ADD COLUMN "base" "enum__properties_v_version_taxes_base" DEFAULT 'room';
  ALTER TABLE "_properties_v_version_taxes" ADD COLUMN "base_codes" varchar;
  ALTER TABLE "_properties_v_version_taxes" ADD COLUMN "min_age" numeric DEFAULT 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "properties_taxes" DROP COLUMN "kind";
  ALTER TABLE "properties_taxes" DROP COLUMN "code";
  ALTER TABLE "properties_taxes" DROP COLUMN "included";
  ALTER TABLE "properties_taxes" DROP COLUMN "base";
  ALTER TABLE "properties_taxes" DROP COLUMN "base_codes";
  ALTER TABLE "properties_taxes" DROP COLUMN "min_age";
  ALTER TABLE "_properties_v_version_taxes" DROP COLUMN "kind";
  ALTER TABLE "_properties_v_version_taxes" DROP COLUMN "code";
  ALTER TABLE "_properties_v_version_taxes" DROP COLUMN "included";
  ALTER TABLE "_properties_v_version_taxes" DROP COLUMN "base";
  ALTER TABLE "_properties_v_version_taxes" DROP COLUMN "base_codes";
  ALTER TABLE "_properties_v_version_taxes" DROP COLUMN "min_age";
  DROP TYPE "public"."enum_properties_taxes_kind";
  DROP TYPE "public"."enum_properties_taxes_base";
  DROP TYPE "public"."enum__properties_v_version_taxes_kind";
  DROP TYPE "public"."enum__properties_v_version_taxes_base";`)
}
