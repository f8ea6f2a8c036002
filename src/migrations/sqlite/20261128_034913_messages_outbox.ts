import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`summary\` text NOT NULL,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`sent_at\` text,
  	\`kind\` text NOT NULL,
  	\`event\` text,
  	\`to_name\` text,
  	\`to_address\` text NOT NULL,
  	\`language\` text DEFAULT 'en' NOT NULL,
  	\`subject\` text,
  	\`booking_id\` integer,
  	\`property_id\` integer,
  	\`enquiry_id\` integer,
  	\`last_error\` text,
  	\`next_attempt_at\` text,
  	\`lease_until\` text,
  	\`message_id\` text NOT NULL,
  	\`data\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`booking_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`property_id\`) REFERENCES \`properties\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`enquiry_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`messages_status_idx\` ON \`messages\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`messages_to_address_idx\` ON \`messages\` (\`to_address\`);`)
  await db.run(sql`CREATE INDEX \`messages_booking_idx\` ON \`messages\` (\`booking_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_property_idx\` ON \`messages\` (\`property_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_enquiry_idx\` ON \`messages\` (\`enquiry_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_next_attempt_at_idx\` ON \`messages\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`messages_message_id_idx\` ON \`messages\` (\`message_id\`);`)
  await db.run(sql`CREATE INDEX \`messages_updated_at_idx\` ON \`messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`messages_created_at_idx\` ON \`messages\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`contact_reservations_email\` text;`)
  await db.run(sql`ALTER TABLE \`properties\` ADD \`contact_staff_language\` text DEFAULT 'en';`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_contact_reservations_email\` text;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` ADD \`version_contact_staff_language\` text DEFAULT 'en';`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`messages_id\` integer REFERENCES messages(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`messages_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`messages\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`bookings_id\` integer,
  	\`enquiries_id\` integer,
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
  	\`room_availability_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`bookings_id\`) REFERENCES \`bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`room_availability_id\`) REFERENCES \`room_availability\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "bookings_id", "enquiries_id", "properties_id", "room_types_id", "rate_plans_id", "reviews_id", "master_facilities_id", "offers_id", "offer_categories_id", "blog_posts_id", "blog_categories_id", "pages_id", "slideshows_id", "selling_points_id", "countries_id", "cities_id", "attractions_id", "galleries_id", "careers_id", "host_usps_id", "privacy_policies_id", "faqs_id", "faq_categories_id", "social_media_id", "labels_id", "languages_id", "media_id", "room_availability_id", "users_id") SELECT "id", "order", "parent_id", "path", "bookings_id", "enquiries_id", "properties_id", "room_types_id", "rate_plans_id", "reviews_id", "master_facilities_id", "offers_id", "offer_categories_id", "blog_posts_id", "blog_categories_id", "pages_id", "slideshows_id", "selling_points_id", "countries_id", "cities_id", "attractions_id", "galleries_id", "careers_id", "host_usps_id", "privacy_policies_id", "faqs_id", "faq_categories_id", "social_media_id", "labels_id", "languages_id", "media_id", "room_availability_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_room_availability_id_idx\` ON \`payload_locked_documents_rels\` (\`room_availability_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`contact_reservations_email\`;`)
  await db.run(sql`ALTER TABLE \`properties\` DROP COLUMN \`contact_staff_language\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` DROP COLUMN \`version_contact_reservations_email\`;`)
  await db.run(sql`ALTER TABLE \`_properties_v\` DROP COLUMN \`version_contact_staff_language\`;`)
}
