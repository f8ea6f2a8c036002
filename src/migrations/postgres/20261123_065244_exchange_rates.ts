import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_exchange_rates_base_currency" AS ENUM('USD', 'EUR', 'GBP', 'JPY', 'CNY', 'AUD', 'CAD', 'CHF', 'INR', 'IDR', 'PHP');
  CREATE TABLE "exchange_rates_rates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"currency" varchar NOT NULL,
  	"rate" numeric NOT NULL
  );
  
  CREATE TABLE "exchange_rates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"base_currency" "enum_exchange_rates_base_currency" DEFAULT 'USD' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "exchange_rates_rates" ADD CONSTRAINT "exchange_rates_rates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."exchange_rates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "exchange_rates_rates_order_idx" ON "exchange_rates_rates" USING btree ("_order");
  CREATE INDEX "exchange_rates_rates_parent_id_idx" ON "exchange_rates_rates" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "exchange_rates_rates" CASCADE;
  DROP TABLE "exchange_rates" CASCADE;
  DROP TYPE "public"."enum_exchange_rates_base_currency";`)
}
