/**
 * Which encoding a browser gets (src/lib/precompressed.ts), which request paths name a build file, and
 * what the build step writes (scripts/precompress.mjs): both encodings decode to the file's bytes, and
 * files too small to gain are left out.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { encodingsOf, filesToCompress, MIN_BYTES } from '../../scripts/precompress.mjs'
import { buildFileOf, preferredEncoding } from '../../src/lib/precompressed'

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP, BR', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['br ; q=0.8 , gzip;q=0.2', 'br'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['br;q=0, gzip;q=0', null],
    ['*;q=0', null],
    ['br;q=nonsense', null],
    ['', null],
    [undefined, null],
  ])('%j → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected)
  })
})

describe('buildFileOf', () => {
  it.each([
    ['/_next/static/chunks/33v6idur0uovt.js', 'chunks/33v6idur0uovt.js'],
    ['/_next/static/chunks/turbopack-077hmtqrhcoji.js', 'chunks/turbopack-077hmtqrhcoji.js'],
    ['/_next/static/chunks/14h9qvnr9lluf.css', 'chunks/14h9qvnr9lluf.css'],
    ['/_next/static/chunks/2-2cacp8jeg5q.js?dpl=abc', 'chunks/2-2cacp8jeg5q.js'],
    ['/_next/static/Ab_c~1/_buildManifest.js', 'Ab_c~1/_buildManifest.js'],
  ])('%s is the build file %s', (url, file) => {
    expect(buildFileOf(url)?.file).toBe(file)
  })

  it.each([
    '/_next/static/../../package.json',
    '/_next/static/chunks/../../../.env.js',
    '/_next/static/chunks/..%2f..%2fsecret.js',
    '/_next/static/chunks/.hidden.js',
    '/_next/static/chunks//x.js',
    '/_next/static/chunks/x.js.map',
    '/_next/static/media/font.woff2',
    '/_next/image?url=/x.js',
    '/fonts/inter/inter-latin-400-normal.woff2',
    '/static/chunks/x.js',
    undefined,
  ])('%s is not one', (url) => {
    expect(buildFileOf(url)).toBeNull()
  })
})

describe('the build step', () => {
  it('writes Brotli and gzip that decode to the file, and skips files too small to gain', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
    try {
      const script = Buffer.from(`self.x = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `value ${i % 37}`))};\n`)
      fs.mkdirSync(path.join(dir, 'chunks'))
      fs.writeFileSync(path.join(dir, 'chunks', 'big.js'), script)
      fs.writeFileSync(path.join(dir, 'chunks', 'small.js'), 'self.y=1')
      fs.writeFileSync(path.join(dir, 'chunks', 'style.css'), '.a{color:red}'.repeat(200))
      fs.writeFileSync(path.join(dir, 'chunks', 'font.woff2'), Buffer.alloc(4096))
      expect(script.length).toBeGreaterThan(MIN_BYTES)
      expect(filesToCompress(dir).sort()).toEqual([path.join('chunks', 'big.js'), path.join('chunks', 'style.css')])
      const { br, gzip } = encodingsOf(script)
      if (!br || !gzip) throw new Error('a compressible script got no encoded copy')
      expect(brotliDecompressSync(br).equals(script)).toBe(true)
      expect(gunzipSync(gzip).equals(script)).toBe(true)
      expect(br.length).toBeLessThan(gzip.length)
      // Bytes that do not shrink get no encoded copy.
      expect(encodingsOf(randomBytes(2048))).toEqual({})
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
