import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'fr', 'ja', 'zh', 'vi', 'de', 'th', 'id');
  CREATE TYPE "public"."enum_properties_currency" AS ENUM('USD', 'EUR', 'GBP', 'JPY', 'CNY', 'AUD', 'CAD', 'CHF', 'INR', 'IDR', 'PHP');
  CREATE TYPE "public"."enum_properties_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__properties_v_version_currency" AS ENUM('USD', 'EUR', 'GBP', 'JPY', 'CNY', 'AUD', 'CAD', 'CHF', 'INR', 'IDR', 'PHP');
  CREATE TYPE "public"."enum__properties_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__properties_v_published_locale" AS ENUM('en', 'fr', 'ja', 'zh', 'vi', 'de', 'th', 'id');
  CREATE TYPE "public"."enum_room_types_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__room_types_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__room_types_v_published_locale" AS ENUM('en', 'fr', 'ja', 'zh', 'vi', 'de', 'th', 'id');
  CREATE TYPE "public"."enum_rate_plans_board" AS ENUM('room_only', 'breakfast', 'half_board', 'full_board');
  CREATE TYPE "public"."enum_rate_plans_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__rate_plans_v_version_board" AS ENUM('room_only', 'breakfast', 'half_board', 'full_board');
  CREATE TYPE "public"."enum__rate_plans_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__rate_plans_v_published_locale" AS ENUM('en', 'fr', 'ja', 'zh', 'vi', 'de', 'th', 'id');
  CREATE TYPE "public"."enum_master_facilities_icon" AS ENUM('wifi', 'pool', 'spa', 'gym', 'restaurant', 'bar', 'parking', 'airport', 'concierge', 'room-service', 'beach', 'garden', 'business', 'kids', 'pets', 'accessible', 'aircon', 'minibar', 'safe', 'coffee', 'bathtub', 'balcony', 'view', 'tv', 'desk', 'bed', 'star', 'shield', 'heart', 'leaf', 'globe', 'key', 'sparkle', 'clock', 'map-pin', 'phone', 'mail', 'calendar', 'users', 'ruler', 'tag', 'award');
  CREATE TYPE "public"."enum_master_facilities_category" AS ENUM('property', 'room');
  CREATE TYPE "public"."enum_offers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__offers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__offers_v_published_locale" AS ENUM('en', 'fr', 'ja', 'zh', 'vi', 'de', 'th', 'id');
  CREATE TYPE "public"."enum_blog_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_posts_v_published_locale" AS ENUM('en', 'fr', 'ja', 'zh', 'vi', 'de', 'th', 'id');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'fr', 'ja', 'zh', 'vi', 'de', 'th', 'id');
  CREATE TYPE "public"."enum_selling_points_icon" AS ENUM('wifi', 'pool', 'spa', 'gym', 'restaurant', 'bar', 'parking', 'airport', 'concierge', 'room-service', 'beach', 'garden', 'business', 'kids', 'pets', 'accessible', 'aircon', 'minibar', 'safe', 'coffee', 'bathtub', 'balcony', 'view', 'tv', 'desk', 'bed', 'star', 'shield', 'heart', 'leaf', 'globe', 'key', 'sparkle', 'clock', 'map-pin', 'phone', 'mail', 'calendar', 'users', 'ruler', 'tag', 'award');
  CREATE TYPE "public"."enum_attractions_category" AS ENUM('culture', 'nature', 'food', 'shopping', 'nightlife', 'wellness');
  CREATE TYPE "public"."enum_careers_employment_type" AS ENUM('full_time', 'part_time', 'internship', 'seasonal');
  CREATE TYPE "public"."enum_careers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__careers_v_version_employment_type" AS ENUM('full_time', 'part_time', 'internship', 'seasonal');
  CREATE TYPE "public"."enum__careers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__careers_v_published_locale" AS ENUM('en', 'fr', 'ja', 'zh', 'vi', 'de', 'th', 'id');
  CREATE TYPE "public"."enum_host_usps_icon" AS ENUM('wifi', 'pool', 'spa', 'gym', 'restaurant', 'bar', 'parking', 'airport', 'concierge', 'room-service', 'beach', 'garden', 'business', 'kids', 'pets', 'accessible', 'aircon', 'minibar', 'safe', 'coffee', 'bathtub', 'balcony', 'view', 'tv', 'desk', 'bed', 'star', 'shield', 'heart', 'leaf', 'globe', 'key', 'sparkle', 'clock', 'map-pin', 'phone', 'mail', 'calendar', 'users', 'ruler', 'tag', 'award');
  CREATE TYPE "public"."enum_privacy_policies_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__privacy_policies_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__privacy_policies_v_published_locale" AS ENUM('en', 'fr', 'ja', 'zh', 'vi', 'de', 'th', 'id');
  CREATE TYPE "public"."enum_social_media_platform" AS ENUM('instagram', 'facebook', 'x', 'youtube', 'linkedin', 'tiktok');
  CREATE TYPE "public"."enum_enquiries_kind" AS ENUM('contact', 'host', 'demo');
  CREATE TYPE "public"."enum_bookings_status" AS ENUM('confirmed', 'cancelled');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  CREATE TABLE "properties" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"city_id" integer,
  	"country_id" integer,
  	"coordinates" varchar,
  	"currency" "enum_properties_currency" DEFAULT 'USD',
  	"time_zone" varchar,
  	"star_rating" numeric DEFAULT 5,
  	"check_in_time" varchar DEFAULT '15:00',
  	"check_out_time" varchar DEFAULT '12:00',
  	"hero_id" integer,
  	"contact_phone" varchar,
  	"contact_email" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_properties_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "properties_locales" (
  	"name" varchar,
  	"summary" varchar,
  	"description" jsonb,
  	"address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "properties_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"master_facilities_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "_properties_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_city_id" integer,
  	"version_country_id" integer,
  	"version_coordinates" varchar,
  	"version_currency" "enum__properties_v_version_currency" DEFAULT 'USD',
  	"version_time_zone" varchar,
  	"version_star_rating" numeric DEFAULT 5,
  	"version_check_in_time" varchar DEFAULT '15:00',
  	"version_check_out_time" varchar DEFAULT '12:00',
  	"version_hero_id" integer,
  	"version_contact_phone" varchar,
  	"version_contact_email" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__properties_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__properties_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_properties_v_locales" (
  	"version_name" varchar,
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"version_address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_properties_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"master_facilities_id" integer,
  	"media_id" integer
  );
  
  CREATE TABLE "room_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_id" integer,
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"max_adults" numeric DEFAULT 2,
  	"max_children" numeric DEFAULT 0,
  	"size_sqm" numeric,
  	"rooms_on_sale" numeric DEFAULT 1,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_room_types_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "room_types_locales" (
  	"name" varchar,
  	"description" varchar,
  	"beds" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "room_types_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"master_facilities_id" integer
  );
  
  CREATE TABLE "_room_types_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_property_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_max_adults" numeric DEFAULT 2,
  	"version_max_children" numeric DEFAULT 0,
  	"version_size_sqm" numeric,
  	"version_rooms_on_sale" numeric DEFAULT 1,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__room_types_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__room_types_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_room_types_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"version_beds" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_room_types_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer,
  	"master_facilities_id" integer
  );
  
  CREATE TABLE "rate_plans_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"room_type_id" integer,
  	"nightly_minor" numeric
  );
  
  CREATE TABLE "rate_plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_id" integer,
  	"code" varchar,
  	"order" numeric DEFAULT 0,
  	"refundable" boolean DEFAULT true,
  	"cancellation_days" numeric DEFAULT 2,
  	"board" "enum_rate_plans_board" DEFAULT 'room_only',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_rate_plans_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "rate_plans_locales" (
  	"name" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_rate_plans_v_version_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"room_type_id" integer,
  	"nightly_minor" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_rate_plans_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_property_id" integer,
  	"version_code" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_refundable" boolean DEFAULT true,
  	"version_cancellation_days" numeric DEFAULT 2,
  	"version_board" "enum__rate_plans_v_version_board" DEFAULT 'room_only',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__rate_plans_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__rate_plans_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_rate_plans_v_locales" (
  	"version_name" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"property_id" integer NOT NULL,
  	"author" varchar NOT NULL,
  	"country" varchar,
  	"rating" numeric NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reviews_locales" (
  	"title" varchar,
  	"body" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "master_facilities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"icon" "enum_master_facilities_icon" NOT NULL,
  	"category" "enum_master_facilities_category" DEFAULT 'property' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "master_facilities_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"category_id" integer,
  	"promo_code" varchar,
  	"discount_percent" numeric,
  	"valid_from" timestamp(3) with time zone,
  	"valid_to" timestamp(3) with time zone,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_offers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "offers_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "offers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"properties_id" integer
  );
  
  CREATE TABLE "_offers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_category_id" integer,
  	"version_promo_code" varchar,
  	"version_discount_percent" numeric,
  	"version_valid_from" timestamp(3) with time zone,
  	"version_valid_to" timestamp(3) with time zone,
  	"version_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__offers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__offers_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_offers_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_offers_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"properties_id" integer
  );
  
  CREATE TABLE "offer_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "offer_categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "blog_posts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"category_id" integer,
  	"author" varchar,
  	"published_at" timestamp(3) with time zone,
  	"cover_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_blog_posts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "blog_posts_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_blog_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_category_id" integer,
  	"version_author" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_cover_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__blog_posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__blog_posts_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_blog_posts_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "blog_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "blog_categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "slideshows" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 0,
  	"corporate_id" varchar DEFAULT 'aurelia' NOT NULL,
  	"link" varchar,
  	"image_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "slideshows_locales" (
  	"title" varchar NOT NULL,
  	"subtitle" varchar,
  	"cta" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "selling_points" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 0,
  	"icon" "enum_selling_points_icon" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "selling_points_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "countries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"code" varchar NOT NULL,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "countries_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"country_id" integer NOT NULL,
  	"coordinates" varchar NOT NULL,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cities_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "attractions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"category" "enum_attractions_category",
  	"property_id" integer,
  	"city_id" integer,
  	"coordinates" varchar,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "attractions_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "galleries_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "galleries_images_locales" (
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "galleries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "galleries_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "careers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"property_id" integer,
  	"employment_type" "enum_careers_employment_type" DEFAULT 'full_time',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_careers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "careers_locales" (
  	"title" varchar,
  	"department" varchar,
  	"location" varchar,
  	"description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_careers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_property_id" integer,
  	"version_employment_type" "enum__careers_v_version_employment_type" DEFAULT 'full_time',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__careers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__careers_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_careers_v_locales" (
  	"version_title" varchar,
  	"version_department" varchar,
  	"version_location" varchar,
  	"version_description" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "host_usps" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 0,
  	"icon" "enum_host_usps_icon" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "host_usps_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "privacy_policies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_privacy_policies_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "privacy_policies_locales" (
  	"name" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_privacy_policies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__privacy_policies_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__privacy_policies_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_privacy_policies_v_locales" (
  	"version_name" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 0,
  	"category_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faq_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faq_categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "social_media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 0,
  	"platform" "enum_social_media_platform" NOT NULL,
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "labels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "labels_locales" (
  	"value" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "languages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"iso_code" varchar NOT NULL,
  	"label_uri" varchar NOT NULL,
  	"label" varchar NOT NULL,
  	"is_default" boolean DEFAULT false,
  	"status" boolean DEFAULT true,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_hero_url" varchar,
  	"sizes_hero_width" numeric,
  	"sizes_hero_height" numeric,
  	"sizes_hero_mime_type" varchar,
  	"sizes_hero_filesize" numeric,
  	"sizes_hero_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "enquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_enquiries_kind" NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"subject" varchar,
  	"message" varchar NOT NULL,
  	"property_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"status" "enum_bookings_status" DEFAULT 'confirmed' NOT NULL,
  	"property_id" integer NOT NULL,
  	"room_type_id" integer NOT NULL,
  	"rate_plan_id" integer NOT NULL,
  	"check_in" varchar NOT NULL,
  	"check_out" varchar NOT NULL,
  	"adults" numeric NOT NULL,
  	"children" numeric DEFAULT 0,
  	"rooms" numeric NOT NULL,
  	"guest_first_name" varchar NOT NULL,
  	"guest_last_name" varchar NOT NULL,
  	"guest_email" varchar NOT NULL,
  	"guest_phone" varchar,
  	"guest_country" varchar,
  	"special_requests" varchar,
  	"total_minor" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"idempotency_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"properties_id" integer,
  	"room_types_id" integer,
  	"rate_plans_id" integer,
  	"reviews_id" integer,
  	"master_facilities_id" integer,
  	"offers_id" integer,
  	"offer_categories_id" integer,
  	"blog_posts_id" integer,
  	"blog_categories_id" integer,
  	"pages_id" integer,
  	"slideshows_id" integer,
  	"selling_points_id" integer,
  	"countries_id" integer,
  	"cities_id" integer,
  	"attractions_id" integer,
  	"galleries_id" integer,
  	"careers_id" integer,
  	"host_usps_id" integer,
  	"privacy_policies_id" integer,
  	"faqs_id" integer,
  	"faq_categories_id" integer,
  	"social_media_id" integer,
  	"labels_id" integer,
  	"languages_id" integer,
  	"media_id" integer,
  	"enquiries_id" integer,
  	"bookings_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "corporate_profile" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"corporate_id" varchar NOT NULL,
  	"email" varchar,
  	"phone" varchar,
  	"logo_id" integer,
  	"favicon_id" integer,
  	"gtm" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "corporate_profile_locales" (
  	"tagline" varchar,
  	"description" varchar,
  	"address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "about" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "about_locales" (
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "host_content" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "host_content_locales" (
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"content" jsonb,
  	"cta" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "properties" ADD CONSTRAINT "properties_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_hero_id_media_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties_locales" ADD CONSTRAINT "properties_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_rels" ADD CONSTRAINT "properties_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_rels" ADD CONSTRAINT "properties_rels_master_facilities_fk" FOREIGN KEY ("master_facilities_id") REFERENCES "public"."master_facilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_rels" ADD CONSTRAINT "properties_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_parent_id_properties_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_city_id_cities_id_fk" FOREIGN KEY ("version_city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_country_id_countries_id_fk" FOREIGN KEY ("version_country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v" ADD CONSTRAINT "_properties_v_version_hero_id_media_id_fk" FOREIGN KEY ("version_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_properties_v_locales" ADD CONSTRAINT "_properties_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_properties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_rels" ADD CONSTRAINT "_properties_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_properties_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_rels" ADD CONSTRAINT "_properties_v_rels_master_facilities_fk" FOREIGN KEY ("master_facilities_id") REFERENCES "public"."master_facilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_properties_v_rels" ADD CONSTRAINT "_properties_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "room_types" ADD CONSTRAINT "room_types_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "room_types_locales" ADD CONSTRAINT "room_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "room_types_rels" ADD CONSTRAINT "room_types_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "room_types_rels" ADD CONSTRAINT "room_types_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "room_types_rels" ADD CONSTRAINT "room_types_rels_master_facilities_fk" FOREIGN KEY ("master_facilities_id") REFERENCES "public"."master_facilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_room_types_v" ADD CONSTRAINT "_room_types_v_parent_id_room_types_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."room_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_room_types_v" ADD CONSTRAINT "_room_types_v_version_property_id_properties_id_fk" FOREIGN KEY ("version_property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_room_types_v_locales" ADD CONSTRAINT "_room_types_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_room_types_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_room_types_v_rels" ADD CONSTRAINT "_room_types_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_room_types_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_room_types_v_rels" ADD CONSTRAINT "_room_types_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_room_types_v_rels" ADD CONSTRAINT "_room_types_v_rels_master_facilities_fk" FOREIGN KEY ("master_facilities_id") REFERENCES "public"."master_facilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rate_plans_prices" ADD CONSTRAINT "rate_plans_prices_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rate_plans_prices" ADD CONSTRAINT "rate_plans_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rate_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "rate_plans_locales" ADD CONSTRAINT "rate_plans_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."rate_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_rate_plans_v_version_prices" ADD CONSTRAINT "_rate_plans_v_version_prices_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_rate_plans_v_version_prices" ADD CONSTRAINT "_rate_plans_v_version_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_rate_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_rate_plans_v" ADD CONSTRAINT "_rate_plans_v_parent_id_rate_plans_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."rate_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_rate_plans_v" ADD CONSTRAINT "_rate_plans_v_version_property_id_properties_id_fk" FOREIGN KEY ("version_property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_rate_plans_v_locales" ADD CONSTRAINT "_rate_plans_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_rate_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews_locales" ADD CONSTRAINT "reviews_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "master_facilities_locales" ADD CONSTRAINT "master_facilities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."master_facilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_category_id_offer_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."offer_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers" ADD CONSTRAINT "offers_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "offers_locales" ADD CONSTRAINT "offers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_rels" ADD CONSTRAINT "offers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offers_rels" ADD CONSTRAINT "offers_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_parent_id_offers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_category_id_offer_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."offer_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v" ADD CONSTRAINT "_offers_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_offers_v_locales" ADD CONSTRAINT "_offers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_offers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v_rels" ADD CONSTRAINT "_offers_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_offers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_offers_v_rels" ADD CONSTRAINT "_offers_v_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "offer_categories_locales" ADD CONSTRAINT "offer_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."offer_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_category_id_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "blog_posts_locales" ADD CONSTRAINT "blog_posts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_parent_id_blog_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_version_category_id_blog_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."blog_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_locales" ADD CONSTRAINT "_blog_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "blog_categories_locales" ADD CONSTRAINT "blog_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "slideshows" ADD CONSTRAINT "slideshows_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "slideshows_locales" ADD CONSTRAINT "slideshows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."slideshows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "selling_points_locales" ADD CONSTRAINT "selling_points_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."selling_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "countries" ADD CONSTRAINT "countries_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "countries_locales" ADD CONSTRAINT "countries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cities" ADD CONSTRAINT "cities_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cities_locales" ADD CONSTRAINT "cities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "attractions" ADD CONSTRAINT "attractions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attractions" ADD CONSTRAINT "attractions_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attractions" ADD CONSTRAINT "attractions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "attractions_locales" ADD CONSTRAINT "attractions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."attractions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "galleries_images" ADD CONSTRAINT "galleries_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "galleries_images" ADD CONSTRAINT "galleries_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "galleries_images_locales" ADD CONSTRAINT "galleries_images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."galleries_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "galleries_locales" ADD CONSTRAINT "galleries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers" ADD CONSTRAINT "careers_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "careers_locales" ADD CONSTRAINT "careers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_v" ADD CONSTRAINT "_careers_v_parent_id_careers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."careers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_careers_v" ADD CONSTRAINT "_careers_v_version_property_id_properties_id_fk" FOREIGN KEY ("version_property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_careers_v_locales" ADD CONSTRAINT "_careers_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "host_usps_locales" ADD CONSTRAINT "host_usps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."host_usps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "privacy_policies_locales" ADD CONSTRAINT "privacy_policies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."privacy_policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_privacy_policies_v" ADD CONSTRAINT "_privacy_policies_v_parent_id_privacy_policies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."privacy_policies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_privacy_policies_v_locales" ADD CONSTRAINT "_privacy_policies_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_privacy_policies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs" ADD CONSTRAINT "faqs_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_locales" ADD CONSTRAINT "faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_categories_locales" ADD CONSTRAINT "faq_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "labels_locales" ADD CONSTRAINT "labels_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_room_types_fk" FOREIGN KEY ("room_types_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rate_plans_fk" FOREIGN KEY ("rate_plans_id") REFERENCES "public"."rate_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_master_facilities_fk" FOREIGN KEY ("master_facilities_id") REFERENCES "public"."master_facilities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offers_fk" FOREIGN KEY ("offers_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_offer_categories_fk" FOREIGN KEY ("offer_categories_id") REFERENCES "public"."offer_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_blog_categories_fk" FOREIGN KEY ("blog_categories_id") REFERENCES "public"."blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_slideshows_fk" FOREIGN KEY ("slideshows_id") REFERENCES "public"."slideshows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_selling_points_fk" FOREIGN KEY ("selling_points_id") REFERENCES "public"."selling_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_countries_fk" FOREIGN KEY ("countries_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cities_fk" FOREIGN KEY ("cities_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_attractions_fk" FOREIGN KEY ("attractions_id") REFERENCES "public"."attractions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_galleries_fk" FOREIGN KEY ("galleries_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_careers_fk" FOREIGN KEY ("careers_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_host_usps_fk" FOREIGN KEY ("host_usps_id") REFERENCES "public"."host_usps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_policies_fk" FOREIGN KEY ("privacy_policies_id") REFERENCES "public"."privacy_policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_categories_fk" FOREIGN KEY ("faq_categories_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_social_media_fk" FOREIGN KEY ("social_media_id") REFERENCES "public"."social_media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_labels_fk" FOREIGN KEY ("labels_id") REFERENCES "public"."labels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_languages_fk" FOREIGN KEY ("languages_id") REFERENCES "public"."languages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enquiries_fk" FOREIGN KEY ("enquiries_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_bookings_fk" FOREIGN KEY ("bookings_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "corporate_profile" ADD CONSTRAINT "corporate_profile_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "corporate_profile" ADD CONSTRAINT "corporate_profile_favicon_id_media_id_fk" FOREIGN KEY ("favicon_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "corporate_profile_locales" ADD CONSTRAINT "corporate_profile_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."corporate_profile"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about" ADD CONSTRAINT "about_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_locales" ADD CONSTRAINT "about_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "host_content" ADD CONSTRAINT "host_content_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "host_content_locales" ADD CONSTRAINT "host_content_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."host_content"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "properties_slug_idx" ON "properties" USING btree ("slug");
  CREATE INDEX "properties_order_idx" ON "properties" USING btree ("order");
  CREATE INDEX "properties_city_idx" ON "properties" USING btree ("city_id");
  CREATE INDEX "properties_country_idx" ON "properties" USING btree ("country_id");
  CREATE INDEX "properties_hero_idx" ON "properties" USING btree ("hero_id");
  CREATE INDEX "properties_updated_at_idx" ON "properties" USING btree ("updated_at");
  CREATE INDEX "properties_created_at_idx" ON "properties" USING btree ("created_at");
  CREATE INDEX "properties__status_idx" ON "properties" USING btree ("_status");
  CREATE UNIQUE INDEX "properties_locales_locale_parent_id_unique" ON "properties_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "properties_rels_order_idx" ON "properties_rels" USING btree ("order");
  CREATE INDEX "properties_rels_parent_idx" ON "properties_rels" USING btree ("parent_id");
  CREATE INDEX "properties_rels_path_idx" ON "properties_rels" USING btree ("path");
  CREATE INDEX "properties_rels_master_facilities_id_idx" ON "properties_rels" USING btree ("master_facilities_id");
  CREATE INDEX "properties_rels_media_id_idx" ON "properties_rels" USING btree ("media_id");
  CREATE INDEX "_properties_v_parent_idx" ON "_properties_v" USING btree ("parent_id");
  CREATE INDEX "_properties_v_version_version_slug_idx" ON "_properties_v" USING btree ("version_slug");
  CREATE INDEX "_properties_v_version_version_order_idx" ON "_properties_v" USING btree ("version_order");
  CREATE INDEX "_properties_v_version_version_city_idx" ON "_properties_v" USING btree ("version_city_id");
  CREATE INDEX "_properties_v_version_version_country_idx" ON "_properties_v" USING btree ("version_country_id");
  CREATE INDEX "_properties_v_version_version_hero_idx" ON "_properties_v" USING btree ("version_hero_id");
  CREATE INDEX "_properties_v_version_version_updated_at_idx" ON "_properties_v" USING btree ("version_updated_at");
  CREATE INDEX "_properties_v_version_version_created_at_idx" ON "_properties_v" USING btree ("version_created_at");
  CREATE INDEX "_properties_v_version_version__status_idx" ON "_properties_v" USING btree ("version__status");
  CREATE INDEX "_properties_v_created_at_idx" ON "_properties_v" USING btree ("created_at");
  CREATE INDEX "_properties_v_updated_at_idx" ON "_properties_v" USING btree ("updated_at");
  CREATE INDEX "_properties_v_snapshot_idx" ON "_properties_v" USING btree ("snapshot");
  CREATE INDEX "_properties_v_published_locale_idx" ON "_properties_v" USING btree ("published_locale");
  CREATE INDEX "_properties_v_latest_idx" ON "_properties_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_properties_v_locales_locale_parent_id_unique" ON "_properties_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_properties_v_rels_order_idx" ON "_properties_v_rels" USING btree ("order");
  CREATE INDEX "_properties_v_rels_parent_idx" ON "_properties_v_rels" USING btree ("parent_id");
  CREATE INDEX "_properties_v_rels_path_idx" ON "_properties_v_rels" USING btree ("path");
  CREATE INDEX "_properties_v_rels_master_facilities_id_idx" ON "_properties_v_rels" USING btree ("master_facilities_id");
  CREATE INDEX "_properties_v_rels_media_id_idx" ON "_properties_v_rels" USING btree ("media_id");
  CREATE INDEX "room_types_property_idx" ON "room_types" USING btree ("property_id");
  CREATE INDEX "room_types_slug_idx" ON "room_types" USING btree ("slug");
  CREATE INDEX "room_types_order_idx" ON "room_types" USING btree ("order");
  CREATE INDEX "room_types_updated_at_idx" ON "room_types" USING btree ("updated_at");
  CREATE INDEX "room_types_created_at_idx" ON "room_types" USING btree ("created_at");
  CREATE INDEX "room_types__status_idx" ON "room_types" USING btree ("_status");
  CREATE UNIQUE INDEX "property_slug_idx" ON "room_types" USING btree ("property_id","slug");
  CREATE UNIQUE INDEX "room_types_locales_locale_parent_id_unique" ON "room_types_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "room_types_rels_order_idx" ON "room_types_rels" USING btree ("order");
  CREATE INDEX "room_types_rels_parent_idx" ON "room_types_rels" USING btree ("parent_id");
  CREATE INDEX "room_types_rels_path_idx" ON "room_types_rels" USING btree ("path");
  CREATE INDEX "room_types_rels_media_id_idx" ON "room_types_rels" USING btree ("media_id");
  CREATE INDEX "room_types_rels_master_facilities_id_idx" ON "room_types_rels" USING btree ("master_facilities_id");
  CREATE INDEX "_room_types_v_parent_idx" ON "_room_types_v" USING btree ("parent_id");
  CREATE INDEX "_room_types_v_version_version_property_idx" ON "_room_types_v" USING btree ("version_property_id");
  CREATE INDEX "_room_types_v_version_version_slug_idx" ON "_room_types_v" USING btree ("version_slug");
  CREATE INDEX "_room_types_v_version_version_order_idx" ON "_room_types_v" USING btree ("version_order");
  CREATE INDEX "_room_types_v_version_version_updated_at_idx" ON "_room_types_v" USING btree ("version_updated_at");
  CREATE INDEX "_room_types_v_version_version_created_at_idx" ON "_room_types_v" USING btree ("version_created_at");
  CREATE INDEX "_room_types_v_version_version__status_idx" ON "_room_types_v" USING btree ("version__status");
  CREATE INDEX "_room_types_v_created_at_idx" ON "_room_types_v" USING btree ("created_at");
  CREATE INDEX "_room_types_v_updated_at_idx" ON "_room_types_v" USING btree ("updated_at");
  CREATE INDEX "_room_types_v_snapshot_idx" ON "_room_types_v" USING btree ("snapshot");
  CREATE INDEX "_room_types_v_published_locale_idx" ON "_room_types_v" USING btree ("published_locale");
  CREATE INDEX "_room_types_v_latest_idx" ON "_room_types_v" USING btree ("latest");
  CREATE INDEX "version_property_version_slug_idx" ON "_room_types_v" USING btree ("version_property_id","version_slug");
  CREATE UNIQUE INDEX "_room_types_v_locales_locale_parent_id_unique" ON "_room_types_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_room_types_v_rels_order_idx" ON "_room_types_v_rels" USING btree ("order");
  CREATE INDEX "_room_types_v_rels_parent_idx" ON "_room_types_v_rels" USING btree ("parent_id");
  CREATE INDEX "_room_types_v_rels_path_idx" ON "_room_types_v_rels" USING btree ("path");
  CREATE INDEX "_room_types_v_rels_media_id_idx" ON "_room_types_v_rels" USING btree ("media_id");
  CREATE INDEX "_room_types_v_rels_master_facilities_id_idx" ON "_room_types_v_rels" USING btree ("master_facilities_id");
  CREATE INDEX "rate_plans_prices_order_idx" ON "rate_plans_prices" USING btree ("_order");
  CREATE INDEX "rate_plans_prices_parent_id_idx" ON "rate_plans_prices" USING btree ("_parent_id");
  CREATE INDEX "rate_plans_prices_room_type_idx" ON "rate_plans_prices" USING btree ("room_type_id");
  CREATE INDEX "rate_plans_property_idx" ON "rate_plans" USING btree ("property_id");
  CREATE INDEX "rate_plans_order_idx" ON "rate_plans" USING btree ("order");
  CREATE INDEX "rate_plans_updated_at_idx" ON "rate_plans" USING btree ("updated_at");
  CREATE INDEX "rate_plans_created_at_idx" ON "rate_plans" USING btree ("created_at");
  CREATE INDEX "rate_plans__status_idx" ON "rate_plans" USING btree ("_status");
  CREATE UNIQUE INDEX "property_code_idx" ON "rate_plans" USING btree ("property_id","code");
  CREATE UNIQUE INDEX "rate_plans_locales_locale_parent_id_unique" ON "rate_plans_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_rate_plans_v_version_prices_order_idx" ON "_rate_plans_v_version_prices" USING btree ("_order");
  CREATE INDEX "_rate_plans_v_version_prices_parent_id_idx" ON "_rate_plans_v_version_prices" USING btree ("_parent_id");
  CREATE INDEX "_rate_plans_v_version_prices_room_type_idx" ON "_rate_plans_v_version_prices" USING btree ("room_type_id");
  CREATE INDEX "_rate_plans_v_parent_idx" ON "_rate_plans_v" USING btree ("parent_id");
  CREATE INDEX "_rate_plans_v_version_version_property_idx" ON "_rate_plans_v" USING btree ("version_property_id");
  CREATE INDEX "_rate_plans_v_version_version_order_idx" ON "_rate_plans_v" USING btree ("version_order");
  CREATE INDEX "_rate_plans_v_version_version_updated_at_idx" ON "_rate_plans_v" USING btree ("version_updated_at");
  CREATE INDEX "_rate_plans_v_version_version_created_at_idx" ON "_rate_plans_v" USING btree ("version_created_at");
  CREATE INDEX "_rate_plans_v_version_version__status_idx" ON "_rate_plans_v" USING btree ("version__status");
  CREATE INDEX "_rate_plans_v_created_at_idx" ON "_rate_plans_v" USING btree ("created_at");
  CREATE INDEX "_rate_plans_v_updated_at_idx" ON "_rate_plans_v" USING btree ("updated_at");
  CREATE INDEX "_rate_plans_v_snapshot_idx" ON "_rate_plans_v" USING btree ("snapshot");
  CREATE INDEX "_rate_plans_v_published_locale_idx" ON "_rate_plans_v" USING btree ("published_locale");
  CREATE INDEX "_rate_plans_v_latest_idx" ON "_rate_plans_v" USING btree ("latest");
  CREATE INDEX "version_property_version_code_idx" ON "_rate_plans_v" USING btree ("version_property_id","version_code");
  CREATE UNIQUE INDEX "_rate_plans_v_locales_locale_parent_id_unique" ON "_rate_plans_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "reviews_property_idx" ON "reviews" USING btree ("property_id");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE UNIQUE INDEX "reviews_locales_locale_parent_id_unique" ON "reviews_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "master_facilities_key_idx" ON "master_facilities" USING btree ("key");
  CREATE INDEX "master_facilities_order_idx" ON "master_facilities" USING btree ("order");
  CREATE INDEX "master_facilities_updated_at_idx" ON "master_facilities" USING btree ("updated_at");
  CREATE INDEX "master_facilities_created_at_idx" ON "master_facilities" USING btree ("created_at");
  CREATE UNIQUE INDEX "master_facilities_locales_locale_parent_id_unique" ON "master_facilities_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "offers_slug_idx" ON "offers" USING btree ("slug");
  CREATE INDEX "offers_order_idx" ON "offers" USING btree ("order");
  CREATE INDEX "offers_category_idx" ON "offers" USING btree ("category_id");
  CREATE INDEX "offers_image_idx" ON "offers" USING btree ("image_id");
  CREATE INDEX "offers_updated_at_idx" ON "offers" USING btree ("updated_at");
  CREATE INDEX "offers_created_at_idx" ON "offers" USING btree ("created_at");
  CREATE INDEX "offers__status_idx" ON "offers" USING btree ("_status");
  CREATE UNIQUE INDEX "offers_locales_locale_parent_id_unique" ON "offers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "offers_rels_order_idx" ON "offers_rels" USING btree ("order");
  CREATE INDEX "offers_rels_parent_idx" ON "offers_rels" USING btree ("parent_id");
  CREATE INDEX "offers_rels_path_idx" ON "offers_rels" USING btree ("path");
  CREATE INDEX "offers_rels_properties_id_idx" ON "offers_rels" USING btree ("properties_id");
  CREATE INDEX "_offers_v_parent_idx" ON "_offers_v" USING btree ("parent_id");
  CREATE INDEX "_offers_v_version_version_slug_idx" ON "_offers_v" USING btree ("version_slug");
  CREATE INDEX "_offers_v_version_version_order_idx" ON "_offers_v" USING btree ("version_order");
  CREATE INDEX "_offers_v_version_version_category_idx" ON "_offers_v" USING btree ("version_category_id");
  CREATE INDEX "_offers_v_version_version_image_idx" ON "_offers_v" USING btree ("version_image_id");
  CREATE INDEX "_offers_v_version_version_updated_at_idx" ON "_offers_v" USING btree ("version_updated_at");
  CREATE INDEX "_offers_v_version_version_created_at_idx" ON "_offers_v" USING btree ("version_created_at");
  CREATE INDEX "_offers_v_version_version__status_idx" ON "_offers_v" USING btree ("version__status");
  CREATE INDEX "_offers_v_created_at_idx" ON "_offers_v" USING btree ("created_at");
  CREATE INDEX "_offers_v_updated_at_idx" ON "_offers_v" USING btree ("updated_at");
  CREATE INDEX "_offers_v_snapshot_idx" ON "_offers_v" USING btree ("snapshot");
  CREATE INDEX "_offers_v_published_locale_idx" ON "_offers_v" USING btree ("published_locale");
  CREATE INDEX "_offers_v_latest_idx" ON "_offers_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_offers_v_locales_locale_parent_id_unique" ON "_offers_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_offers_v_rels_order_idx" ON "_offers_v_rels" USING btree ("order");
  CREATE INDEX "_offers_v_rels_parent_idx" ON "_offers_v_rels" USING btree ("parent_id");
  CREATE INDEX "_offers_v_rels_path_idx" ON "_offers_v_rels" USING btree ("path");
  CREATE INDEX "_offers_v_rels_properties_id_idx" ON "_offers_v_rels" USING btree ("properties_id");
  CREATE UNIQUE INDEX "offer_categories_slug_idx" ON "offer_categories" USING btree ("slug");
  CREATE INDEX "offer_categories_order_idx" ON "offer_categories" USING btree ("order");
  CREATE INDEX "offer_categories_updated_at_idx" ON "offer_categories" USING btree ("updated_at");
  CREATE INDEX "offer_categories_created_at_idx" ON "offer_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "offer_categories_locales_locale_parent_id_unique" ON "offer_categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "blog_posts_slug_idx" ON "blog_posts" USING btree ("slug");
  CREATE INDEX "blog_posts_category_idx" ON "blog_posts" USING btree ("category_id");
  CREATE INDEX "blog_posts_published_at_idx" ON "blog_posts" USING btree ("published_at");
  CREATE INDEX "blog_posts_cover_idx" ON "blog_posts" USING btree ("cover_id");
  CREATE INDEX "blog_posts_updated_at_idx" ON "blog_posts" USING btree ("updated_at");
  CREATE INDEX "blog_posts_created_at_idx" ON "blog_posts" USING btree ("created_at");
  CREATE INDEX "blog_posts__status_idx" ON "blog_posts" USING btree ("_status");
  CREATE UNIQUE INDEX "blog_posts_locales_locale_parent_id_unique" ON "blog_posts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_blog_posts_v_parent_idx" ON "_blog_posts_v" USING btree ("parent_id");
  CREATE INDEX "_blog_posts_v_version_version_slug_idx" ON "_blog_posts_v" USING btree ("version_slug");
  CREATE INDEX "_blog_posts_v_version_version_category_idx" ON "_blog_posts_v" USING btree ("version_category_id");
  CREATE INDEX "_blog_posts_v_version_version_published_at_idx" ON "_blog_posts_v" USING btree ("version_published_at");
  CREATE INDEX "_blog_posts_v_version_version_cover_idx" ON "_blog_posts_v" USING btree ("version_cover_id");
  CREATE INDEX "_blog_posts_v_version_version_updated_at_idx" ON "_blog_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_blog_posts_v_version_version_created_at_idx" ON "_blog_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_blog_posts_v_version_version__status_idx" ON "_blog_posts_v" USING btree ("version__status");
  CREATE INDEX "_blog_posts_v_created_at_idx" ON "_blog_posts_v" USING btree ("created_at");
  CREATE INDEX "_blog_posts_v_updated_at_idx" ON "_blog_posts_v" USING btree ("updated_at");
  CREATE INDEX "_blog_posts_v_snapshot_idx" ON "_blog_posts_v" USING btree ("snapshot");
  CREATE INDEX "_blog_posts_v_published_locale_idx" ON "_blog_posts_v" USING btree ("published_locale");
  CREATE INDEX "_blog_posts_v_latest_idx" ON "_blog_posts_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_blog_posts_v_locales_locale_parent_id_unique" ON "_blog_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "blog_categories_slug_idx" ON "blog_categories" USING btree ("slug");
  CREATE INDEX "blog_categories_order_idx" ON "blog_categories" USING btree ("order");
  CREATE INDEX "blog_categories_updated_at_idx" ON "blog_categories" USING btree ("updated_at");
  CREATE INDEX "blog_categories_created_at_idx" ON "blog_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "blog_categories_locales_locale_parent_id_unique" ON "blog_categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "slideshows_order_idx" ON "slideshows" USING btree ("order");
  CREATE INDEX "slideshows_corporate_id_idx" ON "slideshows" USING btree ("corporate_id");
  CREATE INDEX "slideshows_image_idx" ON "slideshows" USING btree ("image_id");
  CREATE INDEX "slideshows_updated_at_idx" ON "slideshows" USING btree ("updated_at");
  CREATE INDEX "slideshows_created_at_idx" ON "slideshows" USING btree ("created_at");
  CREATE UNIQUE INDEX "slideshows_locales_locale_parent_id_unique" ON "slideshows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "selling_points_order_idx" ON "selling_points" USING btree ("order");
  CREATE INDEX "selling_points_updated_at_idx" ON "selling_points" USING btree ("updated_at");
  CREATE INDEX "selling_points_created_at_idx" ON "selling_points" USING btree ("created_at");
  CREATE UNIQUE INDEX "selling_points_locales_locale_parent_id_unique" ON "selling_points_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "countries_slug_idx" ON "countries" USING btree ("slug");
  CREATE INDEX "countries_order_idx" ON "countries" USING btree ("order");
  CREATE UNIQUE INDEX "countries_code_idx" ON "countries" USING btree ("code");
  CREATE INDEX "countries_image_idx" ON "countries" USING btree ("image_id");
  CREATE INDEX "countries_updated_at_idx" ON "countries" USING btree ("updated_at");
  CREATE INDEX "countries_created_at_idx" ON "countries" USING btree ("created_at");
  CREATE UNIQUE INDEX "countries_locales_locale_parent_id_unique" ON "countries_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "cities_slug_idx" ON "cities" USING btree ("slug");
  CREATE INDEX "cities_order_idx" ON "cities" USING btree ("order");
  CREATE INDEX "cities_country_idx" ON "cities" USING btree ("country_id");
  CREATE INDEX "cities_image_idx" ON "cities" USING btree ("image_id");
  CREATE INDEX "cities_updated_at_idx" ON "cities" USING btree ("updated_at");
  CREATE INDEX "cities_created_at_idx" ON "cities" USING btree ("created_at");
  CREATE UNIQUE INDEX "cities_locales_locale_parent_id_unique" ON "cities_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "attractions_slug_idx" ON "attractions" USING btree ("slug");
  CREATE INDEX "attractions_order_idx" ON "attractions" USING btree ("order");
  CREATE INDEX "attractions_property_idx" ON "attractions" USING btree ("property_id");
  CREATE INDEX "attractions_city_idx" ON "attractions" USING btree ("city_id");
  CREATE INDEX "attractions_image_idx" ON "attractions" USING btree ("image_id");
  CREATE INDEX "attractions_updated_at_idx" ON "attractions" USING btree ("updated_at");
  CREATE INDEX "attractions_created_at_idx" ON "attractions" USING btree ("created_at");
  CREATE UNIQUE INDEX "attractions_locales_locale_parent_id_unique" ON "attractions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "galleries_images_order_idx" ON "galleries_images" USING btree ("_order");
  CREATE INDEX "galleries_images_parent_id_idx" ON "galleries_images" USING btree ("_parent_id");
  CREATE INDEX "galleries_images_image_idx" ON "galleries_images" USING btree ("image_id");
  CREATE UNIQUE INDEX "galleries_images_locales_locale_parent_id_unique" ON "galleries_images_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "galleries_slug_idx" ON "galleries" USING btree ("slug");
  CREATE INDEX "galleries_order_idx" ON "galleries" USING btree ("order");
  CREATE INDEX "galleries_updated_at_idx" ON "galleries" USING btree ("updated_at");
  CREATE INDEX "galleries_created_at_idx" ON "galleries" USING btree ("created_at");
  CREATE UNIQUE INDEX "galleries_locales_locale_parent_id_unique" ON "galleries_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "careers_slug_idx" ON "careers" USING btree ("slug");
  CREATE INDEX "careers_order_idx" ON "careers" USING btree ("order");
  CREATE INDEX "careers_property_idx" ON "careers" USING btree ("property_id");
  CREATE INDEX "careers_updated_at_idx" ON "careers" USING btree ("updated_at");
  CREATE INDEX "careers_created_at_idx" ON "careers" USING btree ("created_at");
  CREATE INDEX "careers__status_idx" ON "careers" USING btree ("_status");
  CREATE UNIQUE INDEX "careers_locales_locale_parent_id_unique" ON "careers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_v_parent_idx" ON "_careers_v" USING btree ("parent_id");
  CREATE INDEX "_careers_v_version_version_slug_idx" ON "_careers_v" USING btree ("version_slug");
  CREATE INDEX "_careers_v_version_version_order_idx" ON "_careers_v" USING btree ("version_order");
  CREATE INDEX "_careers_v_version_version_property_idx" ON "_careers_v" USING btree ("version_property_id");
  CREATE INDEX "_careers_v_version_version_updated_at_idx" ON "_careers_v" USING btree ("version_updated_at");
  CREATE INDEX "_careers_v_version_version_created_at_idx" ON "_careers_v" USING btree ("version_created_at");
  CREATE INDEX "_careers_v_version_version__status_idx" ON "_careers_v" USING btree ("version__status");
  CREATE INDEX "_careers_v_created_at_idx" ON "_careers_v" USING btree ("created_at");
  CREATE INDEX "_careers_v_updated_at_idx" ON "_careers_v" USING btree ("updated_at");
  CREATE INDEX "_careers_v_snapshot_idx" ON "_careers_v" USING btree ("snapshot");
  CREATE INDEX "_careers_v_published_locale_idx" ON "_careers_v" USING btree ("published_locale");
  CREATE INDEX "_careers_v_latest_idx" ON "_careers_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_careers_v_locales_locale_parent_id_unique" ON "_careers_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "host_usps_order_idx" ON "host_usps" USING btree ("order");
  CREATE INDEX "host_usps_updated_at_idx" ON "host_usps" USING btree ("updated_at");
  CREATE INDEX "host_usps_created_at_idx" ON "host_usps" USING btree ("created_at");
  CREATE UNIQUE INDEX "host_usps_locales_locale_parent_id_unique" ON "host_usps_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "privacy_policies_slug_idx" ON "privacy_policies" USING btree ("slug");
  CREATE INDEX "privacy_policies_order_idx" ON "privacy_policies" USING btree ("order");
  CREATE INDEX "privacy_policies_updated_at_idx" ON "privacy_policies" USING btree ("updated_at");
  CREATE INDEX "privacy_policies_created_at_idx" ON "privacy_policies" USING btree ("created_at");
  CREATE INDEX "privacy_policies__status_idx" ON "privacy_policies" USING btree ("_status");
  CREATE UNIQUE INDEX "privacy_policies_locales_locale_parent_id_unique" ON "privacy_policies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_privacy_policies_v_parent_idx" ON "_privacy_policies_v" USING btree ("parent_id");
  CREATE INDEX "_privacy_policies_v_version_version_slug_idx" ON "_privacy_policies_v" USING btree ("version_slug");
  CREATE INDEX "_privacy_policies_v_version_version_order_idx" ON "_privacy_policies_v" USING btree ("version_order");
  CREATE INDEX "_privacy_policies_v_version_version_updated_at_idx" ON "_privacy_policies_v" USING btree ("version_updated_at");
  CREATE INDEX "_privacy_policies_v_version_version_created_at_idx" ON "_privacy_policies_v" USING btree ("version_created_at");
  CREATE INDEX "_privacy_policies_v_version_version__status_idx" ON "_privacy_policies_v" USING btree ("version__status");
  CREATE INDEX "_privacy_policies_v_created_at_idx" ON "_privacy_policies_v" USING btree ("created_at");
  CREATE INDEX "_privacy_policies_v_updated_at_idx" ON "_privacy_policies_v" USING btree ("updated_at");
  CREATE INDEX "_privacy_policies_v_snapshot_idx" ON "_privacy_policies_v" USING btree ("snapshot");
  CREATE INDEX "_privacy_policies_v_published_locale_idx" ON "_privacy_policies_v" USING btree ("published_locale");
  CREATE INDEX "_privacy_policies_v_latest_idx" ON "_privacy_policies_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_privacy_policies_v_locales_locale_parent_id_unique" ON "_privacy_policies_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faqs_order_idx" ON "faqs" USING btree ("order");
  CREATE INDEX "faqs_category_idx" ON "faqs" USING btree ("category_id");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE UNIQUE INDEX "faqs_locales_locale_parent_id_unique" ON "faqs_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "faq_categories_slug_idx" ON "faq_categories" USING btree ("slug");
  CREATE INDEX "faq_categories_order_idx" ON "faq_categories" USING btree ("order");
  CREATE INDEX "faq_categories_updated_at_idx" ON "faq_categories" USING btree ("updated_at");
  CREATE INDEX "faq_categories_created_at_idx" ON "faq_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "faq_categories_locales_locale_parent_id_unique" ON "faq_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "social_media_order_idx" ON "social_media" USING btree ("order");
  CREATE INDEX "social_media_updated_at_idx" ON "social_media" USING btree ("updated_at");
  CREATE INDEX "social_media_created_at_idx" ON "social_media" USING btree ("created_at");
  CREATE UNIQUE INDEX "labels_key_idx" ON "labels" USING btree ("key");
  CREATE INDEX "labels_updated_at_idx" ON "labels" USING btree ("updated_at");
  CREATE INDEX "labels_created_at_idx" ON "labels" USING btree ("created_at");
  CREATE UNIQUE INDEX "labels_locales_locale_parent_id_unique" ON "labels_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "languages_iso_code_idx" ON "languages" USING btree ("iso_code");
  CREATE UNIQUE INDEX "languages_label_uri_idx" ON "languages" USING btree ("label_uri");
  CREATE INDEX "languages_order_idx" ON "languages" USING btree ("order");
  CREATE INDEX "languages_updated_at_idx" ON "languages" USING btree ("updated_at");
  CREATE INDEX "languages_created_at_idx" ON "languages" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_hero_sizes_hero_filename_idx" ON "media" USING btree ("sizes_hero_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "enquiries_property_idx" ON "enquiries" USING btree ("property_id");
  CREATE INDEX "enquiries_updated_at_idx" ON "enquiries" USING btree ("updated_at");
  CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at");
  CREATE UNIQUE INDEX "bookings_reference_idx" ON "bookings" USING btree ("reference");
  CREATE INDEX "bookings_property_idx" ON "bookings" USING btree ("property_id");
  CREATE INDEX "bookings_room_type_idx" ON "bookings" USING btree ("room_type_id");
  CREATE INDEX "bookings_rate_plan_idx" ON "bookings" USING btree ("rate_plan_id");
  CREATE UNIQUE INDEX "bookings_idempotency_key_idx" ON "bookings" USING btree ("idempotency_key");
  CREATE INDEX "bookings_updated_at_idx" ON "bookings" USING btree ("updated_at");
  CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_properties_id_idx" ON "payload_locked_documents_rels" USING btree ("properties_id");
  CREATE INDEX "payload_locked_documents_rels_room_types_id_idx" ON "payload_locked_documents_rels" USING btree ("room_types_id");
  CREATE INDEX "payload_locked_documents_rels_rate_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("rate_plans_id");
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_master_facilities_id_idx" ON "payload_locked_documents_rels" USING btree ("master_facilities_id");
  CREATE INDEX "payload_locked_documents_rels_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("offers_id");
  CREATE INDEX "payload_locked_documents_rels_offer_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("offer_categories_id");
  CREATE INDEX "payload_locked_documents_rels_blog_posts_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_posts_id");
  CREATE INDEX "payload_locked_documents_rels_blog_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("blog_categories_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_slideshows_id_idx" ON "payload_locked_documents_rels" USING btree ("slideshows_id");
  CREATE INDEX "payload_locked_documents_rels_selling_points_id_idx" ON "payload_locked_documents_rels" USING btree ("selling_points_id");
  CREATE INDEX "payload_locked_documents_rels_countries_id_idx" ON "payload_locked_documents_rels" USING btree ("countries_id");
  CREATE INDEX "payload_locked_documents_rels_cities_id_idx" ON "payload_locked_documents_rels" USING btree ("cities_id");
  CREATE INDEX "payload_locked_documents_rels_attractions_id_idx" ON "payload_locked_documents_rels" USING btree ("attractions_id");
  CREATE INDEX "payload_locked_documents_rels_galleries_id_idx" ON "payload_locked_documents_rels" USING btree ("galleries_id");
  CREATE INDEX "payload_locked_documents_rels_careers_id_idx" ON "payload_locked_documents_rels" USING btree ("careers_id");
  CREATE INDEX "payload_locked_documents_rels_host_usps_id_idx" ON "payload_locked_documents_rels" USING btree ("host_usps_id");
  CREATE INDEX "payload_locked_documents_rels_privacy_policies_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_policies_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_faq_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_categories_id");
  CREATE INDEX "payload_locked_documents_rels_social_media_id_idx" ON "payload_locked_documents_rels" USING btree ("social_media_id");
  CREATE INDEX "payload_locked_documents_rels_labels_id_idx" ON "payload_locked_documents_rels" USING btree ("labels_id");
  CREATE INDEX "payload_locked_documents_rels_languages_id_idx" ON "payload_locked_documents_rels" USING btree ("languages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_enquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("enquiries_id");
  CREATE INDEX "payload_locked_documents_rels_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("bookings_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "corporate_profile_logo_idx" ON "corporate_profile" USING btree ("logo_id");
  CREATE INDEX "corporate_profile_favicon_idx" ON "corporate_profile" USING btree ("favicon_id");
  CREATE UNIQUE INDEX "corporate_profile_locales_locale_parent_id_unique" ON "corporate_profile_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_image_idx" ON "about" USING btree ("image_id");
  CREATE UNIQUE INDEX "about_locales_locale_parent_id_unique" ON "about_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "host_content_image_idx" ON "host_content" USING btree ("image_id");
  CREATE UNIQUE INDEX "host_content_locales_locale_parent_id_unique" ON "host_content_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "properties" CASCADE;
  DROP TABLE "properties_locales" CASCADE;
  DROP TABLE "properties_rels" CASCADE;
  DROP TABLE "_properties_v" CASCADE;
  DROP TABLE "_properties_v_locales" CASCADE;
  DROP TABLE "_properties_v_rels" CASCADE;
  DROP TABLE "room_types" CASCADE;
  DROP TABLE "room_types_locales" CASCADE;
  DROP TABLE "room_types_rels" CASCADE;
  DROP TABLE "_room_types_v" CASCADE;
  DROP TABLE "_room_types_v_locales" CASCADE;
  DROP TABLE "_room_types_v_rels" CASCADE;
  DROP TABLE "rate_plans_prices" CASCADE;
  DROP TABLE "rate_plans" CASCADE;
  DROP TABLE "rate_plans_locales" CASCADE;
  DROP TABLE "_rate_plans_v_version_prices" CASCADE;
  DROP TABLE "_rate_plans_v" CASCADE;
  DROP TABLE "_rate_plans_v_locales" CASCADE;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "reviews_locales" CASCADE;
  DROP TABLE "master_facilities" CASCADE;
  DROP TABLE "master_facilities_locales" CASCADE;
  DROP TABLE "offers" CASCADE;
  DROP TABLE "offers_locales" CASCADE;
  DROP TABLE "offers_rels" CASCADE;
  DROP TABLE "_offers_v" CASCADE;
  DROP TABLE "_offers_v_locales" CASCADE;
  DROP TABLE "_offers_v_rels" CASCADE;
  DROP TABLE "offer_categories" CASCADE;
  DROP TABLE "offer_categories_locales" CASCADE;
  DROP TABLE "blog_posts" CASCADE;
  DROP TABLE "blog_posts_locales" CASCADE;
  DROP TABLE "_blog_posts_v" CASCADE;
  DROP TABLE "_blog_posts_v_locales" CASCADE;
  DROP TABLE "blog_categories" CASCADE;
  DROP TABLE "blog_categories_locales" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "slideshows" CASCADE;
  DROP TABLE "slideshows_locales" CASCADE;
  DROP TABLE "selling_points" CASCADE;
  DROP TABLE "selling_points_locales" CASCADE;
  DROP TABLE "countries" CASCADE;
  DROP TABLE "countries_locales" CASCADE;
  DROP TABLE "cities" CASCADE;
  DROP TABLE "cities_locales" CASCADE;
  DROP TABLE "attractions" CASCADE;
  DROP TABLE "attractions_locales" CASCADE;
  DROP TABLE "galleries_images" CASCADE;
  DROP TABLE "galleries_images_locales" CASCADE;
  DROP TABLE "galleries" CASCADE;
  DROP TABLE "galleries_locales" CASCADE;
  DROP TABLE "careers" CASCADE;
  DROP TABLE "careers_locales" CASCADE;
  DROP TABLE "_careers_v" CASCADE;
  DROP TABLE "_careers_v_locales" CASCADE;
  DROP TABLE "host_usps" CASCADE;
  DROP TABLE "host_usps_locales" CASCADE;
  DROP TABLE "privacy_policies" CASCADE;
  DROP TABLE "privacy_policies_locales" CASCADE;
  DROP TABLE "_privacy_policies_v" CASCADE;
  DROP TABLE "_privacy_policies_v_locales" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "faqs_locales" CASCADE;
  DROP TABLE "faq_categories" CASCADE;
  DROP TABLE "faq_categories_locales" CASCADE;
  DROP TABLE "social_media" CASCADE;
  DROP TABLE "labels" CASCADE;
  DROP TABLE "labels_locales" CASCADE;
  DROP TABLE "languages" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "enquiries" CASCADE;
  DROP TABLE "bookings" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "corporate_profile" CASCADE;
  DROP TABLE "corporate_profile_locales" CASCADE;
  DROP TABLE "about" CASCADE;
  DROP TABLE "about_locales" CASCADE;
  DROP TABLE "host_content" CASCADE;
  DROP TABLE "host_content_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_properties_currency";
  DROP TYPE "public"."enum_properties_status";
  DROP TYPE "public"."enum__properties_v_version_currency";
  DROP TYPE "public"."enum__properties_v_version_status";
  DROP TYPE "public"."enum__properties_v_published_locale";
  DROP TYPE "public"."enum_room_types_status";
  DROP TYPE "public"."enum__room_types_v_version_status";
  DROP TYPE "public"."enum__room_types_v_published_locale";
  DROP TYPE "public"."enum_rate_plans_board";
  DROP TYPE "public"."enum_rate_plans_status";
  DROP TYPE "public"."enum__rate_plans_v_version_board";
  DROP TYPE "public"."enum__rate_plans_v_version_status";
  DROP TYPE "public"."enum__rate_plans_v_published_locale";
  DROP TYPE "public"."enum_master_facilities_icon";
  DROP TYPE "public"."enum_master_facilities_category";
  DROP TYPE "public"."enum_offers_status";
  DROP TYPE "public"."enum__offers_v_version_status";
  DROP TYPE "public"."enum__offers_v_published_locale";
  DROP TYPE "public"."enum_blog_posts_status";
  DROP TYPE "public"."enum__blog_posts_v_version_status";
  DROP TYPE "public"."enum__blog_posts_v_published_locale";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_selling_points_icon";
  DROP TYPE "public"."enum_attractions_category";
  DROP TYPE "public"."enum_careers_employment_type";
  DROP TYPE "public"."enum_careers_status";
  DROP TYPE "public"."enum__careers_v_version_employment_type";
  DROP TYPE "public"."enum__careers_v_version_status";
  DROP TYPE "public"."enum__careers_v_published_locale";
  DROP TYPE "public"."enum_host_usps_icon";
  DROP TYPE "public"."enum_privacy_policies_status";
  DROP TYPE "public"."enum__privacy_policies_v_version_status";
  DROP TYPE "public"."enum__privacy_policies_v_published_locale";
  DROP TYPE "public"."enum_social_media_platform";
  DROP TYPE "public"."enum_enquiries_kind";
  DROP TYPE "public"."enum_bookings_status";
  DROP TYPE "public"."enum_users_role";`)
}
