import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "_labels_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" varchar NOT NULL,
  	"version_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_labels_v_locales" (
  	"version_value" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_room_availability_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_property_id" integer NOT NULL,
  	"version_room_type_id" integer NOT NULL,
  	"version_from" varchar NOT NULL,
  	"version_to" varchar NOT NULL,
  	"version_rooms_on_sale" numeric,
  	"version_min_stay" numeric,
  	"version_stop_sell" boolean DEFAULT false,
  	"version_closed_to_arrival" boolean DEFAULT false,
  	"version_note" varchar,
  	"version_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "labels" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "room_availability" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_labels_v" ADD CONSTRAINT "_labels_v_parent_id_labels_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."labels"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_labels_v" ADD CONSTRAINT "_labels_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_labels_v_locales" ADD CONSTRAINT "_labels_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_labels_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_room_availability_v" ADD CONSTRAINT "_room_availability_v_parent_id_room_availability_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."room_availability"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_room_availability_v" ADD CONSTRAINT "_room_availability_v_version_property_id_properties_id_fk" FOREIGN KEY ("version_property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_room_availability_v" ADD CONSTRAINT "_room_availability_v_version_room_type_id_room_types_id_fk" FOREIGN KEY ("version_room_type_id") REFERENCES "public"."room_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_room_availability_v" ADD CONSTRAINT "_room_availability_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "_labels_v_parent_idx" ON "_labels_v" USING btree ("parent_id");
  CREATE INDEX "_labels_v_version_version_key_idx" ON "_labels_v" USING btree ("version_key");
  CREATE INDEX "_labels_v_version_version_edited_by_idx" ON "_labels_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_labels_v_version_version_updated_at_idx" ON "_labels_v" USING btree ("version_updated_at");
  CREATE INDEX "_labels_v_version_version_created_at_idx" ON "_labels_v" USING btree ("version_created_at");
  CREATE INDEX "_labels_v_created_at_idx" ON "_labels_v" USING btree ("created_at");
  CREATE INDEX "_labels_v_updated_at_idx" ON "_labels_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_labels_v_locales_locale_parent_id_unique" ON "_labels_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_room_availability_v_parent_idx" ON "_room_availability_v" USING btree ("parent_id");
  CREATE INDEX "_room_availability_v_version_version_property_idx" ON "_room_availability_v" USING btree ("version_property_id");
  CREATE INDEX "_room_availability_v_version_version_room_type_idx" ON "_room_availability_v" USING btree ("version_room_type_id");
  CREATE INDEX "_room_availability_v_version_version_edited_by_idx" ON "_room_availability_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_room_availability_v_version_version_updated_at_idx" ON "_room_availability_v" USING btree ("version_updated_at");
  CREATE INDEX "_room_availability_v_version_version_created_at_idx" ON "_room_availability_v" USING btree ("version_created_at");
  CREATE INDEX "_room_availability_v_created_at_idx" ON "_room_availability_v" USING btree ("created_at");
  CREATE INDEX "_room_availability_v_updated_at_idx" ON "_room_availability_v" USING btree ("updated_at");
  ALTER TABLE "labels" ADD CONSTRAINT "labels_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "room_availability" ADD CONSTRAINT "room_availability_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "labels_edited_by_idx" ON "labels" USING btree ("edited_by_id");
  CREATE INDEX "room_availability_edited_by_idx" ON "room_availability" USING btree ("edited_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_labels_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_labels_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_room_availability_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_labels_v" CASCADE;
  DROP TABLE "_labels_v_locales" CASCADE;
  DROP TABLE "_room_availability_v" CASCADE;
  ALTER TABLE "labels" DROP CONSTRAINT "labels_edited_by_id_users_id_fk";
  
  ALTER TABLE "room_availability" DROP CONSTRAINT "room_availability_edited_by_id_users_id_fk";
  
  DROP INDEX "labels_edited_by_idx";
  DROP INDEX "room_availability_edited_by_idx";
  ALTER TABLE "labels" DROP COLUMN "edited_by_id";
  ALTER TABLE "room_availability" DROP COLUMN "edited_by_id";`)
}
