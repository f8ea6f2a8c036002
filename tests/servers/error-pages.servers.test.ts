/**
 * Spec §2/§8 error pages, caused the way they happen in production: the database fails under a running
 * server. One `next start` on a copy of the suite's database whose blog table has been dropped (a page
 * fails, the layout still renders: the page's error screen) and one on a database file that does not
 * exist (the layout fails too: the fallback page). A person's browser sees the status, its message and
 * a description; a crawler gets the status and no error screen. Last, the first server's database loses
 * every table: content API answers built from reads it already made still answer, without it.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { chromium, type Browser } from '@playwright/test'
import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type NextServer, projectRoot, startNextServer, testPort } from '../support/next-server'

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const POST = '/blog/48-hours-in-higashiyama'

function seededDatabase(): string {
  const uri = process.env.DATABASE_URI?.trim() || `file:${path.join(projectRoot, 'data', 'test', 'hotel.db')}`
  const file = uri.slice('file:'.length)
  if (!uri.startsWith('file:') || !fs.existsSync(file)) throw new Error(`No seeded SQLite database at ${uri}: run through \`npm test\`.`)
  return file
}

let workDir: string
let copy: string
let browser: Browser
let brokenTable: NextServer
let noDatabase: NextServer

beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-errors-'))
  copy = path.join(workDir, 'hotel.db')
  fs.copyFileSync(seededDatabase(), copy)
  const client = createClient({ url: `file:${copy}` })
  await client.execute('PRAGMA foreign_keys = OFF')
  await client.execute('DROP TABLE blog_posts')
  client.close()
  const media = process.env.MEDIA_DIR ?? path.join(projectRoot, 'data', 'test', 'media')
  ;[brokenTable, noDatabase] = await Promise.all([
    startNextServer({ port: testPort(6), env: { DATABASE_URI: `file:${copy}`, MEDIA_DIR: media }, unset: ['REDIS_URL'] }),
    startNextServer({
      port: testPort(7),
      env: { DATABASE_URI: `file:${path.join(workDir, 'missing', 'hotel.db')}`, MEDIA_DIR: media },
      unset: ['REDIS_URL'],
      readyPath: '/robots.txt',
    }),
  ])
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] })
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await Promise.all([brokenTable?.stop(), noDatabase?.stop()])
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true })
})

async function visit(server: NextServer, pathname: string, userAgent?: string) {
  const context = await browser.newContext(userAgent ? { userAgent } : {})
  const page = await context.newPage()
  const response = await page.goto(server.url + pathname)
  // Give the client its chance to draw the error screen before reading the page.
  await page.waitForLoadState('networkidle')
  return { page, status: response?.status(), close: () => context.close() }
}

describe('a page whose content fails to load', () => {
  it('answers 500 and shows a person the error screen inside the site, with a way to try again', async () => {
    const { page, status, close } = await visit(brokenTable, POST)
    try {
      expect(status).toBe(500)
      const screen = page.getByTestId('error-page')
      await expect.poll(() => screen.isVisible(), { timeout: 15_000 }).toBe(true)
      expect(await screen.textContent()).toContain('500')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Internal Server Error')
      expect(await screen.textContent()).toContain('This page is temporarily unavailable.')
      expect(await page.getByRole('button', { name: 'Try again' }).isVisible()).toBe(true)
      // The site around it still works: the header's navigation is there.
      expect(await page.getByRole('navigation').first().isVisible()).toBe(true)
    } finally {
      await close()
    }
  })

  it('is never kept in the page cache: asked again, the server tries the page again', async () => {
    const answers: { status: number; cache: string | null; store: string | null }[] = []
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await fetch(brokenTable.url + POST, { redirect: 'manual' })
      await response.arrayBuffer()
      answers.push({ status: response.status, cache: response.headers.get('x-nextjs-cache'), store: response.headers.get('cache-control') })
    }
    for (const answer of answers) {
      expect(answer.status).toBe(500)
      expect(answer.cache, 'an error page served from the cache').not.toBe('HIT')
      expect(answer.store ?? '', 'an error page a shared cache may keep').not.toMatch(/s-maxage|public/)
    }
  })

  it('is in the page’s language', async () => {
    const { page, close } = await visit(brokenTable, `/ja${POST}`)
    try {
      await expect.poll(() => page.getByTestId('error-page').isVisible(), { timeout: 15_000 }).toBe(true)
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/)
    } finally {
      await close()
    }
  })

  it('renders nothing of the error screen for a crawler', async () => {
    const { page, status, close } = await visit(brokenTable, POST, GOOGLEBOT)
    try {
      expect(status).toBe(500)
      expect(await page.getByTestId('error-page').count()).toBe(0)
      // Nothing of it is drawn (its texts travel in the page's data, never as visible text).
      expect(await page.locator('body').innerText()).not.toContain('Internal Server Error')
    } finally {
      await close()
    }
  })
})

describe('a server whose database is gone', () => {
  it('answers 500 with the fallback page: 500, Server error, temporarily unavailable, no link', async () => {
    const { page, status, close } = await visit(noDatabase, '/')
    try {
      expect(status).toBe(500)
      const screen = page.getByTestId('error-page')
      await expect.poll(() => screen.isVisible(), { timeout: 15_000 }).toBe(true)
      expect(await screen.textContent()).toContain('500')
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Server error')
      expect(await screen.textContent()).toContain('This page is temporarily unavailable.')
      expect(await page.locator('a').count()).toBe(0)
    } finally {
      await close()
    }
  })

  it('shows a crawler no error screen', async () => {
    const { page, status, close } = await visit(noDatabase, '/', GOOGLEBOT)
    try {
      expect(status).toBe(500)
      expect(await page.getByTestId('error-page').count()).toBe(0)
    } finally {
      await close()
    }
  })
})

describe('a content API answer built from reads already made', () => {
  it('needs no database: with every table gone, new pages and languages of a read list still answer', async () => {
    const api = (query: string) => fetch(`${brokenTable.url}/api/properties${query}`)
    // The list is read once, while the database is whole.
    const first = await api('')
    expect(first.status).toBe(200)
    const { properties, pagination } = (await first.json()) as { properties: { slug: string }[]; pagination: { total: number } }
    expect(pagination.total).toBeGreaterThan(3)

    // Then the database loses every table under the running server.
    const client = createClient({ url: `file:${copy}` })
    await client.execute('PRAGMA foreign_keys = OFF')
    const tables = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    for (const row of tables.rows) await client.execute(`DROP TABLE "${String(row.name)}"`)
    client.close()
    // What the server would meet in the database now: a stay's rates are priced live, so they fail.
    const live = await fetch(`${brokenTable.url}/api/properties-detail?slug=aurelia-kyoto-higashiyama&show_rate=true`)
    expect(live.status, 'the database is gone for this server').toBeGreaterThanOrEqual(500)

    // Answers never asked for, and one never kept (a page past the last): built from the kept read.
    const past = await api('?page=99')
    expect(past.status).toBe(200)
    expect(await past.json()).toMatchObject({ properties: [], pagination: { page: 99, total: pagination.total } })
    const french = await api('?page_size=3&lang=fr')
    expect(french.status).toBe(200)
    const body = (await french.json()) as { properties: { slug: string; name: unknown }[] }
    expect(body.properties.map((property) => property.slug)).toEqual(properties.slice(0, 3).map((property) => property.slug))
    // In one language: each name is a text, not the record of every language's.
    for (const property of body.properties) expect(typeof property.name).toBe('string')
  })
})
