import * as migration_20261122_010119_initial from './20261122_010119_initial';

export const migrations = [
  {
    up: migration_20261122_010119_initial.up,
    down: migration_20261122_010119_initial.down,
    name: '20261122_010119_initial'
  },
];
