import path from 'node:path'
import {
  type Client as LibsqlClient,
  createClient,
  type Config as LibsqlConfig,
  type InStatement,
  type Transaction as LibsqlTransaction,
  type TransactionMode,
} from '@libsql/client'
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

/** How long a write waits for another process (a second server, a script) to release the write lock. */
const BUSY_TIMEOUT_MS = 5_000

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
      busyTimeout: BUSY_TIMEOUT_MS,
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
 * The adapter's methods that write. Payload calls some of them outside any transaction on purpose (a
 * wrong password counts against the account without the request's transaction; the jobs queue marks a
 * job as taken with `disableTransaction`).
 */
const WRITE_METHODS = [
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const

type WriteArgs = { req?: { transactionID?: number | string | Promise<number | string> } & Record<string, unknown> } & Record<string, unknown>

/** libsql's statement that begins a transaction of each mode. */
const BEGIN = { write: 'BEGIN IMMEDIATE', read: 'BEGIN TRANSACTION READONLY', deferred: 'BEGIN DEFERRED' } as const

/**
 * The client's `transaction()`, on one connection kept for this process's write transactions. libsql's
 * own hands the client's connection to the transaction and opens a fresh one for whatever comes next,
 * so every write transaction left the next statement to open the file and parse the whole schema
 * again (~2 ms with this schema's ~600 tables and indexes: a booking and its e-mails made four). This
 * process's write transactions take turns (serializeTransactions), so one connection serves them
 * all, and the client keeps its own for reads; should a transaction ever begin while that one is taken,
 * it gets a fresh connection as before. Each connection waits up to BUSY_TIMEOUT_MS for another
 * process's write.
 */
function writerTransactions(client: LibsqlClient, config: LibsqlConfig): LibsqlClient['transaction'] {
  const fresh = client.transaction.bind(client)
  const freshWithTimeout = (mode?: TransactionMode): Promise<LibsqlTransaction> => {
    // Both run synchronously: the transaction takes the connection, and the next one is opened
    // here with its busy timeout before anything else can use it.
    const begun = fresh(mode)
    client.execute(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`).catch((error) => console.error('SQLite: the busy timeout could not be set', error))
    return begun
  }
  let writer: Promise<LibsqlClient> | null = null
  let taken = false
  const writerClient = () =>
    (writer ??= (async () => {
      const opened = createClient(config)
      await opened.execute(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`)
      return opened
    })())
  const transactionOnWriter = async (mode: TransactionMode = 'write'): Promise<LibsqlTransaction> => {
    if (taken) return freshWithTimeout(mode)
    taken = true
    let connection: LibsqlClient
    try {
      connection = await writerClient()
      await connection.execute(BEGIN[mode])
    } catch (error) {
      taken = false
      writer = null
      throw error
    }
    let open = true
    const end = async (statement: 'COMMIT' | 'ROLLBACK') => {
      if (!open) return
      try {
        await connection.execute(statement)
      } catch (error) {
        // A COMMIT that failed leaves the transaction open: roll it back before the connection is used again.
        if (statement === 'COMMIT') await connection.execute('ROLLBACK').catch(() => undefined)
        // SQLite rolls some failures back by itself; then there is nothing left to roll back.
        if (statement === 'COMMIT' || !/no transaction is active/i.test(String(error))) throw error
      } finally {
        open = false
        taken = false
      }
    }
    const ensureOpen = () => {
      if (!open) throw new Error('The transaction is closed')
    }
    const transaction: LibsqlTransaction = {
      execute: async (statement: InStatement) => {
        ensureOpen()
        return connection.execute(statement)
      },
      batch: async (statements: InStatement[]) => {
        const results = []
        for (const statement of statements) {
          ensureOpen()
          results.push(await connection.execute(statement))
        }
        return results
      },
      // The client's executeMultiple would roll the transaction back when it ends; nothing here needs it.
      executeMultiple: async () => {
        throw new Error('executeMultiple is not supported inside a write transaction (src/cms/database.ts)')
      },
      commit: () => end('COMMIT'),
      rollback: () => end('ROLLBACK'),
      close: () => {
        void end('ROLLBACK').catch(() => undefined)
      },
      get closed() {
        return !open
      },
    }
    return transaction
  }
  return transactionOnWriter as LibsqlClient['transaction']
}

/**
 * SQLite has one writer at a time, and the libsql client forgets how long to wait for it: each
 * transaction takes the client's connection and leaves it a fresh one without the busy timeout, so a
 * write failed at once with "database is locked" whenever another process held the lock (and the
 * failed BEGIN left the connection unable to commit what came next, which Payload's commit swallows).
 * The lock is also taken synchronously: a write of this process waiting for another of this process
 * would block the event loop the other needs to finish. So:
 * - this process's write transactions take turns in a queue: each begins once the one before it has
 *   committed or rolled back;
 * - a write Payload makes outside any transaction runs in a transaction of its own, in the same queue;
 * - every connection waits up to BUSY_TIMEOUT_MS for another process's write (the only lock it can
 *   meet, since this process's writes take turns), and the write transactions share one connection
 *   (writerTransactions).
 * Reads are never queued (WAL lets them run beside a write).
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

      const connect = adapter.connect?.bind(adapter)
      if (connect) {
        adapter.connect = async (options) => {
          await connect(options)
          const client = (adapter as unknown as { client?: LibsqlClient }).client
          if (!client) throw new Error('the SQLite adapter connected without a libsql client (src/cms/database.ts)')
          client.transaction = writerTransactions(client, (adapter as unknown as { clientConfig: LibsqlConfig }).clientConfig)
        }
      }
      const methods = adapter as unknown as Record<string, (args: WriteArgs) => Promise<unknown>>
      for (const name of WRITE_METHODS) {
        const write = methods[name]?.bind(adapter)
        if (!write) continue
        methods[name] = async (args) => {
          const current = args?.req?.transactionID
          if (current !== undefined && adapter.sessions?.[String(await current)]) return write(args)
          const id = await adapter.beginTransaction()
          if (id === null) return write(args)
          try {
            const result = await write({ ...args, req: { ...args?.req, transactionID: id } })
            await adapter.commitTransaction(id)
            return result
          } catch (error) {
            await adapter.rollbackTransaction(id).catch(() => undefined)
            throw error
          }
        }
      }
      return adapter
    },
  }
}
