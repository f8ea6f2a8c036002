import * as migration_20261122_012315_initial from './20261122_012315_initial';
import * as migration_20261123_032941_booking_engine from './20261123_032941_booking_engine';
import * as migration_20261123_064049_staff_roles from './20261123_064049_staff_roles';
import * as migration_20261123_064339_map_settings from './20261123_064339_map_settings';
import * as migration_20261123_065135_staff_sign_in from './20261123_065135_staff_sign_in';
import * as migration_20261123_065244_exchange_rates from './20261123_065244_exchange_rates';
import * as migration_20261127_232447_medium_image_size from './20261127_232447_medium_image_size';
import * as migration_20261128_034921_messages_outbox from './20261128_034921_messages_outbox';
import * as migration_20261128_045453_tax_bases from './20261128_045453_tax_bases';
import * as migration_20261128_065905_promo_terms_tax_bands from './20261128_065905_promo_terms_tax_bands';
import * as migration_20261128_070445_faq_hotel_times from './20261128_070445_faq_hotel_times';
import * as migration_20261128_070624_front_desk_and_inbox from './20261128_070624_front_desk_and_inbox';
import * as migration_20261128_071234_search_terms from './20261128_071234_search_terms';
import * as migration_20261128_071426_versions_edited_by from './20261128_071426_versions_edited_by';
import * as migration_20261128_081054_schema_snapshot from './20261128_081054_schema_snapshot';
import * as migration_20261128_103930_hotel_page_details from './20261128_103930_hotel_page_details';
import * as migration_20261128_104047_staff_email_changed from './20261128_104047_staff_email_changed';
import * as migration_20261128_112000_labels_search_and_gaps from './20261128_112000_labels_search_and_gaps';
import * as migration_20261128_120435_schema_snapshot from './20261128_120435_schema_snapshot';
import * as migration_20261128_183054_seo_fields from './20261128_183054_seo_fields';
import * as migration_20261129_032728_scheduled_publishing from './20261129_032728_scheduled_publishing';
import * as migration_20261129_035515_schedule_failed_notice from './20261129_035515_schedule_failed_notice';

export const migrations = [
  {
    up: migration_20261122_012315_initial.up,
    down: migration_20261122_012315_initial.down,
    name: '20261122_012315_initial',
  },
  {
    up: migration_20261123_032941_booking_engine.up,
    down: migration_20261123_032941_booking_engine.down,
    name: '20261123_032941_booking_engine',
  },
  {
    up: migration_20261123_064049_staff_roles.up,
    down: migration_20261123_064049_staff_roles.down,
    name: '20261123_064049_staff_roles',
  },
  {
    up: migration_20261123_064339_map_settings.up,
    down: migration_20261123_064339_map_settings.down,
    name: '20261123_064339_map_settings',
  },
  {
    up: migration_20261123_065135_staff_sign_in.up,
    down: migration_20261123_065135_staff_sign_in.down,
    name: '20261123_065135_staff_sign_in',
  },
  {
    up: migration_20261123_065244_exchange_rates.up,
    down: migration_20261123_065244_exchange_rates.down,
    name: '20261123_065244_exchange_rates',
  },
  {
    up: migration_20261127_232447_medium_image_size.up,
    down: migration_20261127_232447_medium_image_size.down,
    name: '20261127_232447_medium_image_size',
  },
  {
    up: migration_20261128_034921_messages_outbox.up,
    down: migration_20261128_034921_messages_outbox.down,
    name: '20261128_034921_messages_outbox',
  },
  {
    up: migration_20261128_045453_tax_bases.up,
    down: migration_20261128_045453_tax_bases.down,
    name: '20261128_045453_tax_bases',
  },
  {
    up: migration_20261128_065905_promo_terms_tax_bands.up,
    down: migration_20261128_065905_promo_terms_tax_bands.down,
    name: '20261128_065905_promo_terms_tax_bands',
  },
  {
    up: migration_20261128_070445_faq_hotel_times.up,
    down: migration_20261128_070445_faq_hotel_times.down,
    name: '20261128_070445_faq_hotel_times',
  },
  {
    up: migration_20261128_070624_front_desk_and_inbox.up,
    down: migration_20261128_070624_front_desk_and_inbox.down,
    name: '20261128_070624_front_desk_and_inbox',
  },
  {
    up: migration_20261128_071234_search_terms.up,
    down: migration_20261128_071234_search_terms.down,
    name: '20261128_071234_search_terms',
  },
  {
    up: migration_20261128_071426_versions_edited_by.up,
    down: migration_20261128_071426_versions_edited_by.down,
    name: '20261128_071426_versions_edited_by',
  },
  {
    up: migration_20261128_081054_schema_snapshot.up,
    down: migration_20261128_081054_schema_snapshot.down,
    name: '20261128_081054_schema_snapshot',
  },
  {
    up: migration_20261128_103930_hotel_page_details.up,
    down: migration_20261128_103930_hotel_page_details.down,
    name: '20261128_103930_hotel_page_details',
  },
  {
    up: migration_20261128_104047_staff_email_changed.up,
    down: migration_20261128_104047_staff_email_changed.down,
    name: '20261128_104047_staff_email_changed',
  },
  {
    up: migration_20261128_112000_labels_search_and_gaps.up,
    down: migration_20261128_112000_labels_search_and_gaps.down,
    name: '20261128_112000_labels_search_and_gaps',
  },
  {
    up: migration_20261128_120435_schema_snapshot.up,
    down: migration_20261128_120435_schema_snapshot.down,
    name: '20261128_120435_schema_snapshot',
  },
  {
    up: migration_20261128_183054_seo_fields.up,
    down: migration_20261128_183054_seo_fields.down,
    name: '20261128_183054_seo_fields',
  },
  {
    up: migration_20261129_032728_scheduled_publishing.up,
    down: migration_20261129_032728_scheduled_publishing.down,
    name: '20261129_032728_scheduled_publishing',
  },
  {
    up: migration_20261129_035515_schedule_failed_notice.up,
    down: migration_20261129_035515_schedule_failed_notice.down,
    name: '20261129_035515_schedule_failed_notice'
  },
];
