/**
 * The shared services of a multi-server set-up (PostgreSQL and Redis on this machine), for tests that
 * create their own database and Redis namespace and remove them afterwards.
 */
import net from 'node:net'

import { createClient } from '@redis/client'
import pg from 'pg'

/** Whether something accepts TCP connections on host:port within the timeout. */
export function portAnswers(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port })
    const done = (answer: boolean) => {
      socket.destroy()
      resolve(answer)
    }
    socket.setTimeout(timeoutMs, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
}

/** Runs statements against the server's maintenance database `postgres` (CREATE/DROP DATABASE cannot run inside the target). */
async function onMaintenanceDatabase(serverUri: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUri}/postgres` })
  await client.connect()
  try {
    for (const statement of statements) await client.query(statement)
  } finally {
    await client.end()
  }
}

const identifier = (name: string) => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`not a plain database name: ${name}`)
  return `"${name}"`
}

export async function createDatabase(serverUri: string, name: string): Promise<void> {
  await onMaintenanceDatabase(serverUri, [`CREATE DATABASE ${identifier(name)}`])
}

/** Drops the database even while servers still hold connections to it. */
export async function dropDatabase(serverUri: string, name: string): Promise<void> {
  await onMaintenanceDatabase(serverUri, [`DROP DATABASE IF EXISTS ${identifier(name)} WITH (FORCE)`])
}

/** One query on a database, with a connection of its own. */
export async function queryDatabase<Row extends pg.QueryResultRow>(uri: string, text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    return (await client.query<Row>(text, values)).rows
  } finally {
    await client.end()
  }
}

/** Empties the Redis database the URL names (its /N path), and nothing else. */
export async function flushRedisDatabase(url: string): Promise<void> {
  const client = createClient({ url })
  await client.connect()
  try {
    await client.flushDb()
  } finally {
    await client.close()
  }
}
