import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`exchange_rates_rates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`currency\` text NOT NULL,
  	\`rate\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`exchange_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`exchange_rates_rates_order_idx\` ON \`exchange_rates_rates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`exchange_rates_rates_parent_id_idx\` ON \`exchange_rates_rates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`exchange_rates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`base_currency\` text DEFAULT 'USD' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`exchange_rates_rates\`;`)
  await db.run(sql`DROP TABLE \`exchange_rates\`;`)
}
