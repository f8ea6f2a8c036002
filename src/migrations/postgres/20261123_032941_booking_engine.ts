import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_properties_taxes_basis" AS ENUM('percent', 'per_room_night', 'per_guest_night', 'per_room_stay');
  CREATE TYPE "public"."enum__properties_v_version_taxes_basis" AS ENUM('percent', 'per_room_night', 'per_guest_night', 'per_room_stay');
  CREATE TYPE "public"."enum_bookings_language" AS ENUM('en', 'fr', 'ja', 'zh', 'vi', 'de', 'th', 'id');
  CREATE TABLE "properties_taxes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"basis" "enum_properties_taxes_basis" DEFAULT 'percent',
  	"percent" numeric,
  	"amount_minor" numeric
  );
  
  CREATE TABLE "properties_taxes_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "_properties_v_version_taxes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"basis" "enum__properties_v_version_taxes_basis" DEFAULT 'percent',
  	"percent" numeric,
  	"amount_minor" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_properties_v_version_taxes_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "rate_plans_seasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from" varchar,
  	"to" varchar,
  	"room_type_id" integer,
  	"nightly_minor" numeric
  );
  
  CREATE TABLE "rate_plans_child_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"max_age" numeric,
  	"nightly_minor" numeric
  );
  
  CREATE TABLE "_rate_plans_v_version_seasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar,
  	"to" varchar,
  	"room_type_id" integer,
  	"nightly_minor" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_rate_plans_v_version_child_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"max_age" numeric,
  	"nightly_minor" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "room_availability" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_id" integer NOT NULL,
  	"room_type_id" integer NOT NULL,
  	"from" varchar NOT NULL,
  	"to" varchar NOT NULL,
  	"rooms_on_sale" numeric,
  	"min_stay" numeric,
  	"stop_sell" boolean DEFAULT false,
  	"closed_to_arrival" boolean DEFAULT false,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "properties" ADD COLUMN "booking_cutoff_time" varchar DEFAULT '22:00';
  ALTER TABLE "_properties_v" ADD COLUMN "version_booking_cutoff_time" varchar DEFAULT '22:00';
  ALTER TABLE "room_types" ADD COLUMN "base_occupancy" numeric DEFAULT 2;
  ALTER TABLE "_room_types_v" ADD COLUMN "version_base_occupancy" numeric DEFAULT 2;
  ALTER TABLE "rate_plans" ADD COLUMN "extra_adult_minor" numeric DEFAULT 0;
  ALTER TABLE "_rate_plans_v" ADD COLUMN "version_extra_adult_minor" numeric DEFAULT 0;
  ALTER TABLE "offers" ADD COLUMN "promo_min_nights" numeric;
  ALTER TABLE "offers_rels" ADD COLUMN "rate_plans_id" integer;
  ALTER TABLE "_offers_v" ADD COLUMN "version_promo_min_nights" numeric;
  ALTER TABLE "_offers_v_rels" ADD COLUMN "rate_plans_id" integer;
  ALTER TABLE "bookings" ADD COLUMN "cancelled_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "language" "enum_bookings_language" DEFAULT 'en' NOT NULL;
  ALTER TABLE "bookings" ADD COLUMN "child_ages" jsonb;
  ALTER TABLE "bookings" ADD COLUMN "promo_code" varchar;
  ALTER TABLE "bookings" ADD COLUMN "price" jsonb;
  ALTER TABLE "bookings" ADD COLUMN "cancellation_deadline" varchar;
  ALTER TABLE "bookings" ADD COLUMN "request_hash" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "room_availability_id" integer;
  ALTER TABLE "properties_taxes" ADD CONSTRAINT "properties_taxes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_taxes_locales" ADD CONSTRAINT "properties_taxes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties_taxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_version_taxes" ADD CONSTRAINT "_properties_v_version_taxes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_properties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_version_taxes_locales" ADD CONSTRAINT "_properties_v_version_taxes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_properties_v_version_taxes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rate_plans_seasons" ADD CONSTRAINT "rate_plans_seasons_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rate_plans_seasons" ADD CONSTRAINT "rate_plans_seasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rate_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rate_plans_child_rates" ADD CONSTRAINT "rate_plans_child_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rate_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_rate_plans_v_version_seasons" ADD CONSTRAINT "_rate_plans_v_version_seasons_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_rate_plans_v_version_seasons" ADD CONSTRAINT "_rate_plans_v_version_seasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_rate_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_rate_plans_v_version_child_rates" ADD CONSTRAINT "_rate_plans_v_version_child_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_rate_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "room_availability" ADD CONSTRAINT "room_availability_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "room_availability" ADD CONSTRAINT "room_availability_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "properties_taxes_order_idx" ON "properties_taxes" USING btree ("_order");
  CREATE INDEX "properties_taxes_parent_id_idx" ON "properties_taxes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "properties_taxes_locales_locale_parent_id_unique" ON "properties_taxes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_properties_v_version_taxes_order_idx" ON "_properties_v_version_taxes" USING btree ("_order");
  CREATE INDEX "_properties_v_version_taxes_parent_id_idx" ON "_properties_v_version_taxes" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_properties_v_version_taxes_locales_locale_parent_id_unique" ON "_properties_v_version_taxes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "rate_plans_seasons_order_idx" ON "rate_plans_seasons" USING btree ("_order");
  CREATE INDEX "rate_plans_seasons_parent_id_idx" ON "rate_plans_seasons" USING btree ("_parent_id");
  CREATE INDEX "rate_plans_seasons_room_type_idx" ON "rate_plans_seasons" USING btree ("room_type_id");
  CREATE INDEX "rate_plans_child_rates_order_idx" ON "rate_plans_child_rates" USING btree ("_order");
  CREATE INDEX "rate_plans_child_rates_parent_id_idx" ON "rate_plans_child_rates" USING btree ("_parent_id");
  CREATE INDEX "_rate_plans_v_version_seasons_order_idx" ON "_rate_plans_v_version_seasons" USING btree ("_order");
  CREATE INDEX "_rate_plans_v_version_seasons_parent_id_idx" ON "_rate_plans_v_version_seasons" USING btree ("_parent_id");
  CREATE INDEX "_rate_plans_v_version_seasons_room_type_idx" ON "_rate_plans_v_version_seasons" USING btree ("room_type_id");
  CREATE INDEX "_rate_plans_v_version_child_rates_order_idx" ON "_rate_plans_v_version_child_rates" USING btree ("_order");
  CREATE INDEX "_rate_plans_v_version_child_rates_parent_id_idx" ON "_rate_plans_v_version_child_rates" USING btree ("_parent_id");
  CREATE INDEX "room_availability_property_idx" ON "room_availability" USING btree ("property_id");
  CREATE INDEX "room_availability_room_type_idx" ON "room_availability" USING btree ("room_type_id");
  CREATE INDEX "room_availability_updated_at_idx" ON "room_availability" USING btree ("updated_at");
  CREATE INDEX "room_availability_created_at_idx" ON "room_availability" USING btree ("created_at");
  ALTER TABLE "offers_rels" ADD CONSTRAINT "offers_rels_rate_plans_fk" FOREIGN KEY ("rate_plans_id") REFERENCES "public"."rate_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v_rels" ADD CONSTRAINT "_offers_v_rels_rate_plans_fk" FOREIGN KEY ("rate_plans_id") REFERENCES "public"."rate_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_room_availability_fk" FOREIGN KEY ("room_availability_id") REFERENCES "public"."room_availability"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "offers_rels_rate_plans_id_idx" ON "offers_rels" USING btree ("rate_plans_id");
  CREATE INDEX "_offers_v_rels_rate_plans_id_idx" ON "_offers_v_rels" USING btree ("rate_plans_id");
  CREATE INDEX "bookings_check_in_idx" ON "bookings" USING btree ("check_in");
  CREATE INDEX "bookings_guest_guest_email_idx" ON "bookings" USING btree ("guest_email");
  CREATE INDEX "payload_locked_documents_rels_room_availability_id_idx" ON "payload_locked_documents_rels" USING btree ("room_availability_id");`)

  // The booking engine's inventory (src/booking/reserve.ts): one row per room type and night, written
  // only inside a booking's or a cancellation's transaction. The CHECK is the last line of defence of
  // the invariant that no night is ever sold beyond the rooms on sale.
  await db.execute(sql`CREATE TABLE "booking_nights" (
  	"room_type_id" integer NOT NULL REFERENCES room_types(id) ON DELETE CASCADE,
  	"night" text NOT NULL,
  	"on_sale" integer NOT NULL,
  	"booked" integer NOT NULL DEFAULT 0,
  	PRIMARY KEY ("room_type_id", "night"),
  	CONSTRAINT "booking_nights_booked_within_on_sale" CHECK ("booked" >= 0 AND "on_sale" >= 0 AND "booked" <= "on_sale")
  );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "booking_nights";`)
  await db.execute(sql`
   ALTER TABLE "properties_taxes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "properties_taxes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_properties_v_version_taxes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_properties_v_version_taxes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rate_plans_seasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rate_plans_child_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_rate_plans_v_version_seasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_rate_plans_v_version_child_rates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "room_availability" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "properties_taxes" CASCADE;
  DROP TABLE "properties_taxes_locales" CASCADE;
  DROP TABLE "_properties_v_version_taxes" CASCADE;
  DROP TABLE "_properties_v_version_taxes_locales" CASCADE;
  DROP TABLE "rate_plans_seasons" CASCADE;
  DROP TABLE "rate_plans_child_rates" CASCADE;
  DROP TABLE "_rate_plans_v_version_seasons" CASCADE;
  DROP TABLE "_rate_plans_v_version_child_rates" CASCADE;
  DROP TABLE "room_availability" CASCADE;
  ALTER TABLE "offers_rels" DROP CONSTRAINT "offers_rels_rate_plans_fk";
  
  ALTER TABLE "_offers_v_rels" DROP CONSTRAINT "_offers_v_rels_rate_plans_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_room_availability_fk";
  
  DROP INDEX "offers_rels_rate_plans_id_idx";
  DROP INDEX "_offers_v_rels_rate_plans_id_idx";
  DROP INDEX "bookings_check_in_idx";
  DROP INDEX "bookings_guest_guest_email_idx";
  DROP INDEX "payload_locked_documents_rels_room_availability_id_idx";
  ALTER TABLE "properties" DROP COLUMN "booking_cutoff_time";
  ALTER TABLE "_properties_v" DROP COLUMN "version_booking_cutoff_time";
  ALTER TABLE "room_types" DROP COLUMN "base_occupancy";
  ALTER TABLE "_room_types_v" DROP COLUMN "version_base_occupancy";
  ALTER TABLE "rate_plans" DROP COLUMN "extra_adult_minor";
  ALTER TABLE "_rate_plans_v" DROP COLUMN "version_extra_adult_minor";
  ALTER TABLE "offers" DROP COLUMN "promo_min_nights";
  ALTER TABLE "offers_rels" DROP COLUMN "rate_plans_id";
  ALTER TABLE "_offers_v" DROP COLUMN "version_promo_min_nights";
  ALTER TABLE "_offers_v_rels" DROP COLUMN "rate_plans_id";
  ALTER TABLE "bookings" DROP COLUMN "cancelled_at";
  ALTER TABLE "bookings" DROP COLUMN "language";
  ALTER TABLE "bookings" DROP COLUMN "child_ages";
  ALTER TABLE "bookings" DROP COLUMN "promo_code";
  ALTER TABLE "bookings" DROP COLUMN "price";
  ALTER TABLE "bookings" DROP COLUMN "cancellation_deadline";
  ALTER TABLE "bookings" DROP COLUMN "request_hash";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "room_availability_id";
  DROP TYPE "public"."enum_properties_taxes_basis";
  DROP TYPE "public"."enum__properties_v_version_taxes_basis";
  DROP TYPE "public"."enum_bookings_language";`)
}
