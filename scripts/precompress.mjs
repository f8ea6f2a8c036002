// Runs after `next build` (and after compile-hints.mjs, which changes some of the files): compresses the
// build's JavaScript and CSS once, with Brotli at its highest quality and gzip at its highest level, into
// .next/precompressed/ (the same paths as under .next/static/). The server sends these bytes to a
// browser that accepts them (src/lib/precompressed.ts) instead of Next gzipping every file again on
// every request at its default level: the first-load files of a page are 15% smaller in Brotli than in
// Next's gzip (170 → 145 kB on the Japanese destination page), and the server spends no CPU on them
// while the page's first frame is being drawn (bench/README.md, "fewer bytes before the first paint").
//
// Files under 1 kB are left to Next, as its compression leaves them (nothing to gain). A file's encoded
// copy is written only when it is smaller than the file. The folder is made anew on every run.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import zlib from 'node:zlib'

export const STATIC_DIR = path.join('.next', 'static')
export const PRECOMPRESSED_DIR = path.join('.next', 'precompressed')
/** Below this, Next's own compression sends a file as it is. */
export const MIN_BYTES = 1024
export const COMPRESSED_TYPES = /\.(?:js|css)$/

/** The two encodings of a file's bytes, each only where it is smaller than the bytes themselves. */
export function encodingsOf(bytes) {
  const br = zlib.brotliCompressSync(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  })
  const gzip = zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION })
  return { ...(br.length < bytes.length ? { br } : {}), ...(gzip.length < bytes.length ? { gzip } : {}) }
}

/** The files to compress: JavaScript and CSS of at least MIN_BYTES, relative to `dir`. */
export function filesToCompress(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && COMPRESSED_TYPES.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((file) => fs.statSync(path.join(dir, file)).size >= MIN_BYTES)
}

function main() {
  if (!fs.existsSync(STATIC_DIR)) throw new Error(`${STATIC_DIR} is missing: run next build first`)
  const started = Date.now()
  fs.rmSync(PRECOMPRESSED_DIR, { recursive: true, force: true })
  let raw = 0
  let brotli = 0
  const files = filesToCompress(STATIC_DIR)
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(STATIC_DIR, file))
    const encoded = encodingsOf(bytes)
    fs.mkdirSync(path.dirname(path.join(PRECOMPRESSED_DIR, file)), { recursive: true })
    if (encoded.br) fs.writeFileSync(path.join(PRECOMPRESSED_DIR, `${file}.br`), encoded.br)
    if (encoded.gzip) fs.writeFileSync(path.join(PRECOMPRESSED_DIR, `${file}.gz`), encoded.gzip)
    raw += bytes.length
    brotli += (encoded.br ?? bytes).length
  }
  const kb = (n) => `${Math.round(n / 1024)} kB`
  console.log(`precompressed: ${files.length} files, ${kb(raw)} → ${kb(brotli)} in Brotli (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()
