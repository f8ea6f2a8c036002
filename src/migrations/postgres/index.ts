import * as migration_20261122_012315_initial from './20261122_012315_initial';
import * as migration_20261123_032941_booking_engine from './20261123_032941_booking_engine';
import * as migration_20261123_064049_staff_roles from './20261123_064049_staff_roles';
import * as migration_20261123_064339_map_settings from './20261123_064339_map_settings';
import * as migration_20261123_065135_staff_sign_in from './20261123_065135_staff_sign_in';
import * as migration_20261123_065244_exchange_rates from './20261123_065244_exchange_rates';
import * as migration_20261127_232447_medium_image_size from './20261127_232447_medium_image_size';
import * as migration_20261128_034921_messages_outbox from './20261128_034921_messages_outbox';
import * as migration_20261128_045453_tax_bases from './20261128_045453_tax_bases';

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
    name: '20261128_045453_tax_bases'
  },
];
