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
  return serializeTransactions(
    sqliteAdapter({
      client: { url: uri },
      push: false,
      migrationDir: path.join(projectRoot, 'src', 'migrations', 'sqlite'),
      prodMigrations: sqliteMigrations,
      // Without transactionOptions the SQLite adapter runs every write outside a transaction.
      transactionOptions: { behavior: 'immediate' },
      wal: true,
      busyTimeout: 5000,
    }),
  )
}

/** How long a write waits for the one before it before giving up (a stuck transaction must not hang the server). */
const TRANSACTION_WAIT_MS = 15_000

/** What the SQLite adapter of this project counts beside Payload's adapter (serializeTransactions). */
interface CountedAdapter {
  writeTransactionsEnded?: number
  /** Transactions begun, not yet ended, that say they write no inventory (markOutsideInventory). */
  outsideInventory?: Set<number | string>
}

/**
 * How many write transactions Payload's SQLite adapter has ended in this process (committed or rolled
 * back), counted once the end has reached the database; null on PostgreSQL. On SQLite this process is
 * the one app server and every write runs in such a transaction (Payload's, with transactionOptions,
 * and src/booking/store.ts's), so what is read from the database can be kept until the count moves.
 * The count lives on the adapter object itself: the one that writes is the one that counts.
 */
export function writeTransactionsEnded(adapter: unknown): number | null {
  const count = (adapter as CountedAdapter | null)?.writeTransactionsEnded
  return typeof count === 'number' ? count : null
}

/**
 * Says that a write transaction of this process, begun and not yet ended, writes nothing the inventory
 * is read from (no booking, rule, room type or property: the e-mail outbox's own rows), so its end does
 * not move `writeTransactionsEnded` and the inventory read before it stays valid. A no-op on PostgreSQL.
 */
export function markOutsideInventory(adapter: unknown, transactionID: number | string): void {
  ;(adapter as CountedAdapter | null)?.outsideInventory?.add(transactionID)
}

/**
 * SQLite has one writer at a time. The libsql client gives each transaction a fresh connection without
 * the busy timeout, and takes the write lock synchronously: two transactions begun at once in one
 * process would either fail at once with "database is locked" or block the event loop the first one
 * needs to finish. So this process's write transactions take turns in a queue: each begins once the one
 * before it has committed or rolled back. Reads are never queued (WAL lets them run beside a write).
 */
function serializeTransactions(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  const init = adapterObj.init
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = init(args) as ReturnType<typeof init> & CountedAdapter
      adapter.writeTransactionsEnded = 0
      adapter.outsideInventory = new Set()
      const begin = adapter.beginTransaction.bind(adapter)
      const commit = adapter.commitTransaction.bind(adapter)
      const rollback = adapter.rollbackTransaction.bind(adapter)
      let tail: Promise<void> = Promise.resolve()
      const releases = new Map<number | string, () => void>()

      adapter.beginTransaction = async (options) => {
        let release!: () => void
        const mine = new Promise<void>((resolve) => (release = resolve))
        const before = tail
        tail = before.then(() => mine)
        let timer: NodeJS.Timeout | undefined
        const waited = await Promise.race([before.then(() => true), new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), TRANSACTION_WAIT_MS)))])
        clearTimeout(timer)
        if (!waited) {
          // Leave the queue in order: this turn passes as soon as it comes.
          release()
          throw new Error(`the database is busy: a write waited more than ${TRANSACTION_WAIT_MS / 1000} s for the one before it`)
        }
        try {
          const id = await begin(options)
          if (id === null) release()
          else releases.set(id, release)
          return id
        } catch (error) {
          release()
          throw error
        }
      }
      const finish = (end: (id: number | string) => Promise<void>) => async (id: number | Promise<number | string> | string) => {
        const key = await id
        try {
          await end(key)
        } finally {
          if (!adapter.outsideInventory?.delete(key)) adapter.writeTransactionsEnded = (adapter.writeTransactionsEnded ?? 0) + 1
          releases.get(key)?.()
          releases.delete(key)
        }
      }
      adapter.commitTransaction = finish(commit)
      adapter.rollbackTransaction = finish(rollback)
      return adapter
    },
  }
}
