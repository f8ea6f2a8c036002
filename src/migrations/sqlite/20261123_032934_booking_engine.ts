import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`properties_taxes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`basis\` text DEFAULT 'percent',
  	\`percent\` numeric,
  	\`amount_minor\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`properties_taxes_order_idx\` ON \`properties_taxes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`properties_taxes_parent_id_idx\` ON \`properties_taxes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`properties_taxes_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`properties_taxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`properties_taxes_locales_locale_parent_id_unique\` ON \`properties_taxes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_properties_v_version_taxes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`basis\` text DEFAULT 'percent',
  	\`percent\` numeric,
  	\`amount_minor\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_properties_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_properties_v_version_taxes_order_idx\` ON \`_properties_v_version_taxes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_properties_v_version_taxes_parent_id_idx\` ON \`_properties_v_version_taxes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_properties_v_version_taxes_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_properties_v_version_taxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_properties_v_version_taxes_locales_locale_parent_id_unique\` ON \`_properties_v_version_taxes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`rate_plans_seasons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`from\` text,
  	\`to\` text,
  	\`room_type_id\` integer,
  	\`nightly_minor\` numeric,
  	FOREIGN KEY (\`room_type_id\`) REFERENCES \`room_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rate_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rate_plans_seasons_order_idx\` ON \`rate_plans_seasons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rate_plans_seasons_parent_id_idx\` ON \`rate_plans_seasons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`rate_plans_seasons_room_type_idx\` ON \`rate_plans_seasons\` (\`room_type_id\`);`)
  await db.run(sql`CREATE TABLE \`rate_plans_child_rates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`max_age\` numeric,
  	\`nightly_minor\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`rate_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`rate_plans_child_rates_order_idx\` ON \`rate_plans_child_rates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`rate_plans_child_rates_parent_id_idx\` ON \`rate_plans_child_rates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_rate_plans_v_version_seasons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`from\` text,
  	\`to\` text,
  	\`room_type_id\` integer,
  	\`nightly_minor\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`room_type_id\`) REFERENCES \`room_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_rate_plans_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_rate_plans_v_version_seasons_order_idx\` ON \`_rate_plans_v_version_seasons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_rate_plans_v_version_seasons_parent_id_idx\` ON \`_rate_plans_v_version_seasons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_rate_plans_v_version_seasons_room_type_idx\` ON \`_rate_plans_v_version_seasons\` (\`room_type_id\`);`)
  await db.run(sql`CREATE TABLE \`_rate_plans_v_version_child_rates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`max_age\` numeric,
  	\`nightly_minor\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_rate_plans_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_rate_plans_v_version_child_rates_order_idx\` ON \`_rate_plans_v_version_child_rates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_rate_plans_v_version_child_rates_parent_id_idx\` ON \`_rate_plans_v_version_child_rates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`room_availability\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`property_id\` integer NOT NULL,
  	\`room_type_id\` integer NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`rooms_on_sale\` numeric,
  	\`min_stay\` numeric,
  	\`stop_sell\` integer DEFAULT false,
  	\`closed_to_arrival\` integer DEFAULT false,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`room_type_id\`) REFERENCES \`room_types\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`room_availability_property_idx\` ON \`room_availability\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`room_availability_room_type_idx\` ON \`room_availability\` (\`room_type_id\`);`)
  await db.run(sql`CREATE INDEX \`room_availability_updated_at_idx\` ON \`room_availability\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`room_availability_created_at_idx\` ON \`room_availability\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`booking_cutoff_time\` text DEFAULT '22:00';`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_booking_cutoff_time\` text DEFAULT '22:00';`)
  await db.run(sql`ALTER TABLE \`room_types\` ADD \`base_occupancy\` numeric DEFAULT 2;`)
  await db.run(sql`ALTER TABLE \`_room_types_v\` ADD \`version_base_occupancy\` numeric DEFAULT 2;`)
  await db.run(sql`ALTER TABLE \`rate_plans\` ADD \`extra_adult_minor\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`_rate_plans_v\` ADD \`version_extra_adult_minor\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`offers\` ADD \`promo_min_nights\` numeric;`)
  await db.run(sql`ALTER TABLE \`offers_rels\` ADD \`rate_plans_id\` integer REFERENCES rate_plans(id);`)
  await db.run(sql`CREATE INDEX \`offers_rels_rate_plans_id_idx\` ON \`offers_rels\` (\`rate_plans_id\`);`)
  await db.run(sql`ALTER TABLE \`_offers_v\` ADD \`version_promo_min_nights\` numeric;`)
  await db.run(sql`ALTER TABLE \`_offers_v_rels\` ADD \`rate_plans_id\` integer REFERENCES rate_plans(id);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_rate_plans_id_idx\` ON \`_offers_v_rels\` (\`rate_plans_id\`);`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`cancelled_at\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`language\` text DEFAULT 'en' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`child_ages\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`promo_code\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`price\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`cancellation_deadline\` text;`)
  await db.run(sql`ALTER TABLE \`bookings\` ADD \`request_hash\` text;`)
  await db.run(sql`CREATE INDEX \`bookings_check_in_idx\` ON \`bookings\` (\`check_in\`);`)
  await db.run(sql`CREATE INDEX \`bookings_guest_guest_email_idx\` ON \`bookings\` (\`guest_email\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`room_availability_id\` integer REFERENCES room_availability(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_room_availability_id_idx\` ON \`payload_locked_documents_rels\` (\`room_availability_id\`);`)

  // The booking engine's inventory (src/booking/reserve.ts): one row per room type and night, written
  // only inside a booking's or a cancellation's transaction. The CHECK is the last line of defence of
  // the invariant that no night is ever sold beyond the rooms on sale.
  await db.run(sql`CREATE TABLE \`booking_nights\` (
  	\`room_type_id\` integer NOT NULL REFERENCES room_types(id) ON DELETE CASCADE,
  	\`night\` text NOT NULL,
  	\`on_sale\` integer NOT NULL,
  	\`booked\` integer NOT NULL DEFAULT 0,
  	PRIMARY KEY (\`room_type_id\`, \`night\`),
  	CONSTRAINT \`booking_nights_booked_within_on_sale\` CHECK (\`booked\` >= 0 AND \`on_sale\` >= 0 AND \`booked\` <= \`on_sale\`)
  );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`booking_nights\`;`)
  await db.run(sql`DROP TABLE \`properties_taxes\`;`)
  await db.run(sql`DROP TABLE \`properties_taxes_locales\`;`)
  await db.run(sql`DROP TABLE \`_properties_v_version_taxes\`;`)
  await db.run(sql`DROP TABLE \`_properties_v_version_taxes_locales\`;`)
  await db.run(sql`DROP TABLE \`rate_plans_seasons\`;`)
  await db.run(sql`DROP TABLE \`rate_plans_child_rates\`;`)
  await db.run(sql`DROP TABLE \`_rate_plans_v_version_seasons\`;`)
  await db.run(sql`DROP TABLE \`_rate_plans_v_version_child_rates\`;`)
  await db.run(sql`DROP TABLE \`room_availability\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_offers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`properties_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_offers_rels\`("id", "order", "parent_id", "path", "properties_id") SELECT "id", "order", "parent_id", "path", "properties_id" FROM \`offers_rels\`;`)
  await db.run(sql`DROP TABLE \`offers_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_offers_rels\` RENAME TO \`offers_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`offers_rels_order_idx\` ON \`offers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_parent_idx\` ON \`offers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_path_idx\` ON \`offers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`offers_rels_properties_id_idx\` ON \`offers_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__offers_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`properties_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_offers_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__offers_v_rels\`("id", "order", "parent_id", "path", "properties_id") SELECT "id", "order", "parent_id", "path", "properties_id" FROM \`_offers_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_offers_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__offers_v_rels\` RENAME TO \`_offers_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_order_idx\` ON \`_offers_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_parent_idx\` ON \`_offers_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_path_idx\` ON \`_offers_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_offers_v_rels_properties_id_idx\` ON \`_offers_v_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`properties_id\` integer,
  	\`room_types_id\` integer,
  	\`rate_plans_id\` integer,
  	\`reviews_id\` integer,
  	\`master_facilities_id\` integer,
  	\`offers_id\` integer,
  	\`offer_categories_id\` integer,
  	\`blog_posts_id\` integer,
  	\`blog_categories_id\` integer,
  	\`pages_id\` integer,
  	\`slideshows_id\` integer,
  	\`selling_points_id\` integer,
  	\`countries_id\` integer,
  	\`cities_id\` integer,
  	\`attractions_id\` integer,
  	\`galleries_id\` integer,
  	\`careers_id\` integer,
  	\`host_usps_id\` integer,
  	\`privacy_policies_id\` integer,
  	\`faqs_id\` integer,
  	\`faq_categories_id\` integer,
  	\`social_media_id\` integer,
  	\`labels_id\` integer,
  	\`languages_id\` integer,
  	\`media_id\` integer,
  	\`enquiries_id\` integer,
  	\`bookings_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`properties_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`room_types_id\`) REFERENCES \`room_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_plans_id\`) REFERENCES \`rate_plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`master_facilities_id\`) REFERENCES \`master_facilities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offers_id\`) REFERENCES \`offers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`offer_categories_id\`) REFERENCES \`offer_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_posts_id\`) REFERENCES \`blog_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`blog_categories_id\`) REFERENCES \`blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`slideshows_id\`) REFERENCES \`slideshows\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`selling_points_id\`) REFERENCES \`selling_points\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`countries_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cities_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attractions_id\`) REFERENCES \`attractions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`galleries_id\`) REFERENCES \`galleries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`careers_id\`) REFERENCES \`careers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`host_usps_id\`) REFERENCES \`host_usps\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`privacy_policies_id\`) REFERENCES \`privacy_policies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_categories_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`social_media_id\`) REFERENCES \`social_media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`labels_id\`) REFERENCES \`labels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`languages_id\`) REFERENCES \`languages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bookings_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "properties_id", "room_types_id", "rate_plans_id", "reviews_id", "master_facilities_id", "offers_id", "offer_categories_id", "blog_posts_id", "blog_categories_id", "pages_id", "slideshows_id", "selling_points_id", "countries_id", "cities_id", "attractions_id", "galleries_id", "careers_id", "host_usps_id", "privacy_policies_id", "faqs_id", "faq_categories_id", "social_media_id", "labels_id", "languages_id", "media_id", "enquiries_id", "bookings_id", "users_id") SELECT "id", "order", "parent_id", "path", "properties_id", "room_types_id", "rate_plans_id", "reviews_id", "master_facilities_id", "offers_id", "offer_categories_id", "blog_posts_id", "blog_categories_id", "pages_id", "slideshows_id", "selling_points_id", "countries_id", "cities_id", "attractions_id", "galleries_id", "careers_id", "host_usps_id", "privacy_policies_id", "faqs_id", "faq_categories_id", "social_media_id", "labels_id", "languages_id", "media_id", "enquiries_id", "bookings_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_properties_id_idx\` ON \`payload_locked_documents_rels\` (\`properties_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_room_types_id_idx\` ON \`payload_locked_documents_rels\` (\`room_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_plans_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_plans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_master_facilities_id_idx\` ON \`payload_locked_documents_rels\` (\`master_facilities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`offers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_offer_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`offer_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_blog_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`blog_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_slideshows_id_idx\` ON \`payload_locked_documents_rels\` (\`slideshows_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_selling_points_id_idx\` ON \`payload_locked_documents_rels\` (\`selling_points_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_countries_id_idx\` ON \`payload_locked_documents_rels\` (\`countries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cities_id_idx\` ON \`payload_locked_documents_rels\` (\`cities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attractions_id_idx\` ON \`payload_locked_documents_rels\` (\`attractions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_galleries_id_idx\` ON \`payload_locked_documents_rels\` (\`galleries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_careers_id_idx\` ON \`payload_locked_documents_rels\` (\`careers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_host_usps_id_idx\` ON \`payload_locked_documents_rels\` (\`host_usps_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_privacy_policies_id_idx\` ON \`payload_locked_documents_rels\` (\`privacy_policies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_social_media_id_idx\` ON \`payload_locked_documents_rels\` (\`social_media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_labels_id_idx\` ON \`payload_locked_documents_rels\` (\`labels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_languages_id_idx\` ON \`payload_locked_documents_rels\` (\`languages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`bookings_check_in_idx\`;`)
  await db.run(sql`DROP INDEX \`bookings_guest_guest_email_idx\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`cancelled_at\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`language\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`child_ages\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`promo_code\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`price\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`cancellation_deadline\`;`)
  await db.run(sql`ALTER TABLE \`bookings\` DROP COLUMN \`request_hash\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`booking_cutoff_time\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` DROP COLUMN \`version_booking_cutoff_time\`;`)
  await db.run(sql`ALTER TABLE \`room_types\` DROP COLUMN \`base_occupancy\`;`)
  await db.run(sql`ALTER TABLE \`_room_types_v\` DROP COLUMN \`version_base_occupancy\`;`)
  await db.run(sql`ALTER TABLE \`rate_plans\` DROP COLUMN \`extra_adult_minor\`;`)
  await db.run(sql`ALTER TABLE \`_rate_plans_v\` DROP COLUMN \`version_extra_adult_minor\`;`)
  await db.run(sql`ALTER TABLE \`offers\` DROP COLUMN \`promo_min_nights\`;`)
  await db.run(sql`ALTER TABLE \`_offers_v\` DROP COLUMN \`version_promo_min_nights\`;`)
}
