import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj, Migration } from 'payload'

import { migrations as postgresMigrations } from '../migrations/postgres'
import { migrations as sqliteMigrations } from '../migrations/sqlite'
import { projectRoot } from './paths'

/** The default database: an SQLite file under data/, created on first use. */
export const DEFAULT_DATABASE_URI = `file:${path.join(projectRoot, 'data', 'hotel.db')}`

export function databaseUri(): string {
  return process.env.DATABASE_URI?.trim() || DEFAULT_DATABASE_URI
}

export function isPostgresUri(uri: string): boolean {
  return /^postgres(ql)?:\/\//i.test(uri)
}

/**
 * The committed migrations for a database, as Payload's migrate() takes them. Passing them in
 * (rather than letting Payload import the files one by one at run time) keeps scripts free of
 * dynamic imports, which under tsx on Node 20 can leave a script exiting early with code 13.
 */
export function committedMigrations(uri = databaseUri()): Migration[] {
  return isPostgresUri(uri) ? asMigrations(postgresMigrations) : asMigrations(sqliteMigrations)
}

interface GeneratedMigration<Args> {
  name: string
  up: (args: Args) => Promise<void>
  down: (args: Args) => Promise<void>
}

function asMigrations<Args>(list: GeneratedMigration<Args>[]): Migration[] {
  // Payload calls each one with the adapter's own { db, payload, req }.
  return list.map(({ name, up, down }) => ({
    name,
    up: (args: unknown) => up(args as Args),
    down: (args: unknown) => down(args as Args),
  }))
}

/**
 * The one place the adapter is chosen. Schema comes only from committed migrations (`push: false`),
 * so a database is never marked as "dev" and migrating never prompts.
 */
export function databaseAdapter(uri = databaseUri()): DatabaseAdapterObj {
  if (isPostgresUri(uri)) {
    return postgresAdapter({
      pool: { connectionString: uri },
      push: false,
      migrationDir: path.join(projectRoot, 'src', 'migrations', 'postgres'),
      prodMigrations: postgresMigrations,
    })
  }
  return sqliteAdapter({
    client: { url: uri },
    push: false,
    migrationDir: path.join(projectRoot, 'src', 'migrations', 'sqlite'),
    prodMigrations: sqliteMigrations,
    // Without transactionOptions the SQLite adapter runs every write outside a transaction.
    transactionOptions: { behavior: 'immediate' },
    wal: true,
    busyTimeout: 5000,
  })
}
