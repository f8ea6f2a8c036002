import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

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
