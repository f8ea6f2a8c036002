import * as migration_20261122_010119_initial from './20261122_010119_initial';
import * as migration_20261123_032934_booking_engine from './20261123_032934_booking_engine';
import * as migration_20261123_063948_staff_roles from './20261123_063948_staff_roles';
import * as migration_20261123_064216_map_settings from './20261123_064216_map_settings';
import * as migration_20261123_065024_staff_sign_in from './20261123_065024_staff_sign_in';
import * as migration_20261123_065142_exchange_rates from './20261123_065142_exchange_rates';
import * as migration_20261127_232443_medium_image_size from './20261127_232443_medium_image_size';
import * as migration_20261128_034913_messages_outbox from './20261128_034913_messages_outbox';
import * as migration_20261128_045443_tax_bases from './20261128_045443_tax_bases';
import * as migration_20261128_065831_promo_terms_tax_bands from './20261128_065831_promo_terms_tax_bands';
import * as migration_20261128_070350_faq_hotel_times from './20261128_070350_faq_hotel_times';
import * as migration_20261128_070551_front_desk_and_inbox from './20261128_070551_front_desk_and_inbox';
import * as migration_20261128_071128_search_terms from './20261128_071128_search_terms';
import * as migration_20261128_071225_versions_edited_by from './20261128_071225_versions_edited_by';
import * as migration_20261128_081024_schema_snapshot from './20261128_081024_schema_snapshot';
import * as migration_20261128_103804_hotel_page_details from './20261128_103804_hotel_page_details';
import * as migration_20261128_112155_labels_search_and_gaps from './20261128_112155_labels_search_and_gaps';
import * as migration_20261128_120401_schema_snapshot from './20261128_120401_schema_snapshot';
import * as migration_20261128_183043_seo_fields from './20261128_183043_seo_fields';
import * as migration_20261129_032714_scheduled_publishing from './20261129_032714_scheduled_publishing';

export const migrations = [
  {
    up: migration_20261122_010119_initial.up,
    down: migration_20261122_010119_initial.down,
    name: '20261122_010119_initial',
  },
  {
    up: migration_20261123_032934_booking_engine.up,
    down: migration_20261123_032934_booking_engine.down,
    name: '20261123_032934_booking_engine',
  },
  {
    up: migration_20261123_063948_staff_roles.up,
    down: migration_20261123_063948_staff_roles.down,
    name: '20261123_063948_staff_roles',
  },
  {
    up: migration_20261123_064216_map_settings.up,
    down: migration_20261123_064216_map_settings.down,
    name: '20261123_064216_map_settings',
  },
  {
    up: migration_20261123_065024_staff_sign_in.up,
    down: migration_20261123_065024_staff_sign_in.down,
    name: '20261123_065024_staff_sign_in',
  },
  {
    up: migration_20261123_065142_exchange_rates.up,
    down: migration_20261123_065142_exchange_rates.down,
    name: '20261123_065142_exchange_rates',
  },
  {
    up: migration_20261127_232443_medium_image_size.up,
    down: migration_20261127_232443_medium_image_size.down,
    name: '20261127_232443_medium_image_size',
  },
  {
    up: migration_20261128_034913_messages_outbox.up,
    down: migration_20261128_034913_messages_outbox.down,
    name: '20261128_034913_messages_outbox',
  },
  {
    up: migration_20261128_045443_tax_bases.up,
    down: migration_20261128_045443_tax_bases.down,
    name: '20261128_045443_tax_bases',
  },
  {
    up: migration_20261128_065831_promo_terms_tax_bands.up,
    down: migration_20261128_065831_promo_terms_tax_bands.down,
    name: '20261128_065831_promo_terms_tax_bands',
  },
  {
    up: migration_20261128_070350_faq_hotel_times.up,
    down: migration_20261128_070350_faq_hotel_times.down,
    name: '20261128_070350_faq_hotel_times',
  },
  {
    up: migration_20261128_070551_front_desk_and_inbox.up,
    down: migration_20261128_070551_front_desk_and_inbox.down,
    name: '20261128_070551_front_desk_and_inbox',
  },
  {
    up: migration_20261128_071128_search_terms.up,
    down: migration_20261128_071128_search_terms.down,
    name: '20261128_071128_search_terms',
  },
  {
    up: migration_20261128_071225_versions_edited_by.up,
    down: migration_20261128_071225_versions_edited_by.down,
    name: '20261128_071225_versions_edited_by',
  },
  {
    up: migration_20261128_081024_schema_snapshot.up,
    down: migration_20261128_081024_schema_snapshot.down,
    name: '20261128_081024_schema_snapshot',
  },
  {
    up: migration_20261128_103804_hotel_page_details.up,
    down: migration_20261128_103804_hotel_page_details.down,
    name: '20261128_103804_hotel_page_details',
  },
  {
    up: migration_20261128_112155_labels_search_and_gaps.up,
    down: migration_20261128_112155_labels_search_and_gaps.down,
    name: '20261128_112155_labels_search_and_gaps',
  },
  {
    up: migration_20261128_120401_schema_snapshot.up,
    down: migration_20261128_120401_schema_snapshot.down,
    name: '20261128_120401_schema_snapshot',
  },
  {
    up: migration_20261128_183043_seo_fields.up,
    down: migration_20261128_183043_seo_fields.down,
    name: '20261128_183043_seo_fields',
  },
  {
    up: migration_20261129_032714_scheduled_publishing.up,
    down: migration_20261129_032714_scheduled_publishing.down,
    name: '20261129_032714_scheduled_publishing'
  },
];
