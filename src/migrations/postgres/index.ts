import * as migration_20261122_012315_initial from './20261122_012315_initial';
import * as migration_20261123_032941_booking_engine from './20261123_032941_booking_engine';

export const migrations = [
  {
    up: migration_20261122_012315_initial.up,
    down: migration_20261122_012315_initial.down,
    name: '20261122_012315_initial',
  },
  {
    up: migration_20261123_032941_booking_engine.up,
    down: migration_20261123_032941_booking_engine.down,
    name: '20261123_032941_booking_engine'
  },
];
