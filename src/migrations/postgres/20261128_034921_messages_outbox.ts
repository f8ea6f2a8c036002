import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_messages_status" AS ENUM('queued', 'sending', 'sent', 'failed');
  CREATE TYPE "public"."enum_messages_kind" AS ENUM('booking_guest', 'booking_hotel', 'enquiry_received', 'staff_password_reset', 'staff_invitation');
  CREATE TYPE "public"."enum_messages_event" AS ENUM('confirmed', 'modified', 'cancelled');
  CREATE TYPE "public"."enum_messages_language" AS ENUM('en', 'fr', 'ja', 'zh', 'vi', 'de', 'th', 'id');
  CREATE TYPE "public"."enum_properties_contact_staff_language" AS ENUM('en', 'fr', 'ja', 'zh', 'vi', 'de', 'th', 'id');
  CREATE TYPE "public"."enum__properties_v_version_contact_staff_language" AS ENUM('en', 'fr', 'ja', 'zh', 'vi', 'de', 'th', 'id');
  CREATE TABLE "messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar NOT NULL,
  	"status" "enum_messages_status" DEFAULT 'queued' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"kind" "enum_messages_kind" NOT NULL,
  	"event" "enum_messages_event",
  	"to_name" varchar,
  	"to_address" varchar NOT NULL,
  	"language" "enum_messages_language" DEFAULT 'en' NOT NULL,
  	"subject" varchar,
  	"booking_id" integer,
  	"property_id" integer,
  	"enquiry_id" integer,
  	"last_error" varchar,
  	"next_attempt_at" timestamp(3) with time zone,
  	"lease_until" timestamp(3) with time zone,
  	"message_id" varchar NOT NULL,
  	"data" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "properties" ADD COLUMN "contact_reservations_email" varchar;
  ALTER TABLE "properties" ADD COLUMN "contact_staff_language" "enum_properties_contact_staff_language" DEFAULT 'en';
  ALTER TABLE "_properties_v" ADD COLUMN "version_contact_reservations_email" varchar;
  ALTER TABLE "_properties_v" ADD COLUMN "version_contact_staff_language" "enum__properties_v_version_contact_staff_language" DEFAULT 'en';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "messages_id" integer;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "messages" ADD CONSTRAINT "messages_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "messages_status_idx" ON "messages" USING btree ("status");
  CREATE INDEX "messages_to_address_idx" ON "messages" USING btree ("to_address");
  CREATE INDEX "messages_booking_idx" ON "messages" USING btree ("booking_id");
  CREATE INDEX "messages_property_idx" ON "messages" USING btree ("property_id");
  CREATE INDEX "messages_enquiry_idx" ON "messages" USING btree ("enquiry_id");
  CREATE INDEX "messages_next_attempt_at_idx" ON "messages" USING btree ("next_attempt_at");
  CREATE UNIQUE INDEX "messages_message_id_idx" ON "messages" USING btree ("message_id");
  CREATE INDEX "messages_updated_at_idx" ON "messages" USING btree ("updated_at");
  CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_messages_fk" FOREIGN KEY ("messages_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("messages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "messages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "messages" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_messages_fk";
  
  DROP INDEX "payload_locked_documents_rels_messages_id_idx";
  ALTER TABLE "properties" DROP COLUMN "contact_reservations_email";
  ALTER TABLE "properties" DROP COLUMN "contact_staff_language";
  ALTER TABLE "_properties_v" DROP COLUMN "version_contact_reservations_email";
  ALTER TABLE "_properties_v" DROP COLUMN "version_contact_staff_language";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "messages_id";
  DROP TYPE "public"."enum_messages_status";
  DROP TYPE "public"."enum_messages_kind";
  DROP TYPE "public"."enum_messages_event";
  DROP TYPE "public"."enum_messages_language";
  DROP TYPE "public"."enum_properties_contact_staff_language";
  DROP TYPE "public"."enum__properties_v_version_contact_staff_language";`)
}
