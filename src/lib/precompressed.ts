/**
 * The build's JavaScript and CSS as scripts/precompress.mjs encoded them once (Brotli at its highest
 * quality, gzip at its highest level), sent to a browser that accepts either, before Next sees the
 * request. Next would gzip each file again on every request, at its default level: more bytes for the
 * visitor, and CPU the server spends while the browser waits for those files (bench/README.md, "fewer
 * bytes before the first paint"). Checked once per request in src/instrumentation.ts; anything this
 * does not answer (another path, a file under 1 kB, a browser that accepts neither encoding, a range
 * request) is Next's.
 *
 * The headers are the ones Next sends with these files: the site's security headers (the same rules as
 * next.config.ts), a year's immutable caching (the names are content hashes) and `Vary: Accept-Encoding`;
 * tests/api/precompressed.api.test.ts compares them with Next's own answer for the same file.
 */
import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'

import { clientHolds, etagOf } from './response-bytes'
import { securityHeaderRules } from './security-headers'

export type Encoding = 'br' | 'gzip'

const PREFIX = '/_next/static/'
/** A build file's path: the characters Next's file names use, no `..`, ending in .js or .css. */
const FILE = /^(?:[A-Za-z0-9_~-][A-Za-z0-9_.~-]*\/)*[A-Za-z0-9_~-][A-Za-z0-9_.~-]*\.(js|css)$/
const CONTENT_TYPES: Record<string, string> = { js: 'application/javascript; charset=UTF-8', css: 'text/css; charset=UTF-8' }
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * The encoding to send for an Accept-Encoding header (RFC 9110 §12.5.3): Brotli or gzip, whichever the
 * client weighs higher (Brotli on a tie: it is smaller), never one it gives q=0; null when it accepts
 * neither. `*` stands for any encoding it does not name.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(name.trim(), Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0)
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? (name === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0
  const br = weightOf('br')
  const gzip = weightOf('gzip')
  if (br <= 0 && gzip <= 0) return null
  return br >= gzip ? 'br' : 'gzip'
}

/** The build file a request path names (relative to .next/static), or null for any other path. */
export function buildFileOf(url: string | undefined): { file: string; extension: string } | null {
  if (!url?.startsWith(PREFIX)) return null
  const file = url.slice(PREFIX.length).split('?')[0] ?? ''
  const match = FILE.exec(file)
  return match?.[1] ? { file, extension: match[1] } : null
}

interface Encoded {
  bytes: Buffer
  etag: string
}

/** `file.encoding` → its bytes and ETag, or null where the build wrote none (read once per process). */
const encodedFiles = new Map<string, Encoded | null>()

function encodedFile(directory: string, file: string, encoding: Encoding): Encoded | null {
  const key = `${file}.${encoding === 'br' ? 'br' : 'gz'}`
  let entry = encodedFiles.get(key)
  if (entry === undefined) {
    try {
      // Build output read at run time, not a module: the bundler is told not to trace the path.
      const bytes = readFileSync(/*turbopackIgnore: true*/ join(/*turbopackIgnore: true*/ directory, key))
      // Each encoding's bytes differ, and so do their tags: a cache never mixes the two.
      entry = { bytes, etag: etagOf(bytes) }
    } catch {
      entry = null
    }
    encodedFiles.set(key, entry)
  }
  return entry
}

/** The site's security headers for a request, as next.config.ts's `headers()` rules give them. */
function securityHeadersFor(request: IncomingMessage): [string, string][] {
  return securityHeaderRules()
    .filter((rule) => !('has' in rule) || (rule.has ?? []).every(({ key, value }) => request.headers[key] === value))
    .flatMap((rule) => rule.headers.map(({ key, value }): [string, string] => [key, value]))
}

/**
 * Answers a GET or HEAD for a build file with its precompressed bytes, or a 304 when the client holds
 * them; returns false, having done nothing, for every request it leaves to Next.
 */
export function servePrecompressed(request: IncomingMessage, response: ServerResponse, directory: string = join(process.cwd(), '.next', 'precompressed')): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const target = buildFileOf(request.url)
  if (!target || request.headers.range) return false
  const encoding = preferredEncoding(request.headers['accept-encoding'])
  if (!encoding) return false
  const encoded = encodedFile(directory, target.file, encoding)
  if (!encoded) return false
  for (const [key, value] of securityHeadersFor(request)) response.setHeader(key, value)
  response.setHeader('Cache-Control', IMMUTABLE)
  response.setHeader('Content-Type', CONTENT_TYPES[target.extension] ?? 'application/octet-stream')
  response.setHeader('Vary', 'Accept-Encoding')
  response.setHeader('ETag', encoded.etag)
  if (clientHolds(request.headers, encoded.etag)) {
    response.statusCode = 304
    response.end()
    return true
  }
  response.setHeader('Content-Encoding', encoding)
  response.setHeader('Content-Length', encoded.bytes.length)
  response.statusCode = 200
  response.end(request.method === 'HEAD' ? undefined : encoded.bytes)
  return true
}
