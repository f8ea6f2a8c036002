import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_enquiries_status" AS ENUM('new', 'answered', 'closed');
  CREATE TYPE "public"."enum_enquiries_language" AS ENUM('en', 'fr', 'ja', 'zh', 'vi', 'de', 'th', 'id');
  ALTER TYPE "public"."enum_messages_kind" ADD VALUE 'enquiry_reply';
  CREATE TABLE "enquiries_replies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"body" varchar NOT NULL,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"by_email" varchar
  );
  
  ALTER TABLE "bookings" ADD COLUMN "guest_name" varchar;
  UPDATE "bookings" SET "guest_name" = trim(coalesce("guest_first_name", '') || ' ' || coalesce("guest_last_name", ''));
  ALTER TABLE "enquiries" ADD COLUMN "status" "enum_enquiries_status" DEFAULT 'new';
  ALTER TABLE "enquiries" ADD COLUMN "owner_id" integer;
  ALTER TABLE "enquiries" ADD COLUMN "language" "enum_enquiries_language" DEFAULT 'en';
  ALTER TABLE "enquiries" ADD COLUMN "notes" varchar;
  ALTER TABLE "enquiries_replies" ADD CONSTRAINT "enquiries_replies_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiries_replies" ADD CONSTRAINT "enquiries_replies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "enquiries_replies_order_idx" ON "enquiries_replies" USING btree ("_order");
  CREATE INDEX "enquiries_replies_parent_id_idx" ON "enquiries_replies" USING btree ("_parent_id");
  CREATE INDEX "enquiries_replies_by_idx" ON "enquiries_replies" USING btree ("by_id");
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "bookings_guest_name_idx" ON "bookings" USING btree ("guest_name");
  CREATE INDEX "enquiries_status_idx" ON "enquiries" USING btree ("status");
  CREATE INDEX "enquiries_owner_idx" ON "enquiries" USING btree ("owner_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enquiries_replies" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "enquiries_replies" CASCADE;
  ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_owner_id_users_id_fk";
  
  DELETE FROM "messages" WHERE "kind" = 'enquiry_reply';
  ALTER TABLE "messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_messages_kind";
  CREATE TYPE "public"."enum_messages_kind" AS ENUM('booking_guest', 'booking_hotel', 'enquiry_received', 'staff_password_reset', 'staff_invitation');
  ALTER TABLE "messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_messages_kind" USING "kind"::"public"."enum_messages_kind";
  DROP INDEX "bookings_guest_name_idx";
  DROP INDEX "enquiries_status_idx";
  DROP INDEX "enquiries_owner_idx";
  ALTER TABLE "bookings" DROP COLUMN "guest_name";
  ALTER TABLE "enquiries" DROP COLUMN "status";
  ALTER TABLE "enquiries" DROP COLUMN "owner_id";
  ALTER TABLE "enquiries" DROP COLUMN "language";
  ALTER TABLE "enquiries" DROP COLUMN "notes";
  DROP TYPE "public"."enum_enquiries_status";
  DROP TYPE "public"."enum_enquiries_language";`)
}
