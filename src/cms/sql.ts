/**
 * Plain SQL beside Payload, the same for both databases: statements, rows and changed-row counts, on
 * Payload's own connection or inside a transaction Payload began. The booking engine's inventory
 * (src/booking/store.ts) and the outbox (./outbox.ts) write this way, where one conditional statement
 * must decide a race that Payload's document API cannot.
 */
import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { getPayloadClient } from './client'
import { markOutsideInventory } from './database'

export type SqlTag = typeof sqliteSql
export type Query = ReturnType<SqlTag>

/** A connection or transaction, the same for both databases: statements, rows and changed-row counts. */
export interface Connection {
  sql: SqlTag
  postgres: boolean
  run(query: Query): Promise<number>
  all<Row>(query: Query): Promise<Row[]>
}

interface SqliteDb {
  run(query: Query): Promise<{ rowsAffected: number }>
  all<Row>(query: Query): Promise<Row[]>
}
interface PostgresDb {
  execute(query: Query): Promise<{ rowCount: number | null; rows: unknown[] }>
}

export function isPostgres(payload: Payload): boolean {
  return payload.db.name === 'postgres'
}

export function connection(payload: Payload, db: unknown): Connection {
  if (isPostgres(payload)) {
    const pg = db as PostgresDb
    return {
      sql: postgresSql as unknown as SqlTag,
      postgres: true,
      run: async (query) => (await pg.execute(query)).rowCount ?? 0,
      all: async <Row>(query: Query) => (await pg.execute(query)).rows as Row[],
    }
  }
  const lite = db as SqliteDb
  return {
    sql: sqliteSql,
    postgres: false,
    run: async (query) => (await lite.run(query)).rowsAffected,
    all: (query) => lite.all(query),
  }
}

/** The connection of a transaction Payload began (its adapter keeps each one's drizzle handle by id). */
export function transactionConnection(payload: Payload, transactionID: number | string): Connection {
  const sessions = (payload.db as unknown as { sessions: Record<string, { db: unknown } | undefined> }).sessions
  return connection(payload, sessions[String(transactionID)]?.db)
}

/** Outside any transaction: reads only (on SQLite every write goes through a transaction, src/cms/database.ts). */
export async function readConnection(): Promise<{ payload: Payload; db: Connection }> {
  const payload = await getPayloadClient()
  return { payload, db: connection(payload, (payload.db as unknown as { drizzle: unknown }).drizzle) }
}

/**
 * Runs `work` in a write transaction of Payload's adapter and commits it; rolls back and rethrows if it
 * throws. `writesInventory: false` (the outbox's own rows) keeps the SQLite inventory snapshot of
 * src/booking/store.ts valid across it. On SQLite this process's write transactions take turns (src/cms/database.ts).
 */
export async function inTransaction<T>(
  work: (db: Connection, transactionID: number | string, payload: Payload) => Promise<T>,
  options: { writesInventory?: boolean } = {},
): Promise<T> {
  const payload = await getPayloadClient()
  const transactionID = await payload.db.beginTransaction()
  if (transactionID === null) throw new Error('the database adapter runs without transactions')
  // `writesInventory: false` only where the work touches no table the inventory is read from (./database.ts).
  if (options.writesInventory === false) markOutsideInventory(payload.db, transactionID)
  try {
    const result = await work(transactionConnection(payload, transactionID), transactionID, payload)
    await payload.db.commitTransaction(transactionID)
    return result
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
    throw error
  }
}
