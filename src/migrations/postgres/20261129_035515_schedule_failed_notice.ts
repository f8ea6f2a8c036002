import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_messages_kind" ADD VALUE 'schedule_failed';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "messages" WHERE "kind" = 'schedule_failed';
   ALTER TABLE "messages" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_messages_kind";
  CREATE TYPE "public"."enum_messages_kind" AS ENUM('booking_guest', 'booking_hotel', 'enquiry_received', 'staff_password_reset', 'staff_invitation', 'enquiry_reply', 'staff_email_changed');
  ALTER TABLE "messages" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_messages_kind" USING "kind"::"public"."enum_messages_kind";`)
}
