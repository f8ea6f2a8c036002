// npm start: `next start` (PORT and every other variable passed through), but only once SITE_URL
// names the public origin. Without it canonical, hreflang, Open Graph and API image URLs would have
// no trustworthy host, so the server refuses to start instead of answering with wrong links.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

/** Same rule as parseSiteUrl in src/lib/site-url.ts: an absolute http(s) origin, nothing after it. */
function siteUrlProblem(value) {
  if (!value) return 'SITE_URL is not set'
  let url
  try {
    url = new URL(value)
  } catch {
    return `SITE_URL "${value}" is not an absolute URL`
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `SITE_URL "${value}" is not an http(s) URL`
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    return `SITE_URL "${value}" has a path, query or credentials`
  }
  return null
}

const problem = siteUrlProblem(process.env.SITE_URL?.trim())
if (problem) {
  console.error(`npm start: ${problem}; set it to the site's public origin, e.g. SITE_URL=https://www.example.com npm start`)
  process.exit(1)
}

// Where it listens and whom it trusts, said before anything else (src/lib/client-address.ts decides the
// addresses rate limits count; the README's deployment section says how to set both).
const port = process.env.PORT || '3000'
const hostArg = process.argv.slice(2).find((arg, index, args) => args[index - 1] === '-H' || args[index - 1] === '--hostname')
const host = hostArg || ''
console.info(
  host
    ? `npm start: listening on ${host}:${port} (public origin ${process.env.SITE_URL.trim()})`
    : `npm start: listening on every interface, port ${port} (public origin ${process.env.SITE_URL.trim()}); behind a reverse proxy, start with "npm start -- -H 127.0.0.1" so only it can connect`,
)
const trust = process.env.TRUST_PROXY?.trim()
console.info(
  !trust || ['0', 'false', 'no'].includes(trust.toLowerCase())
    ? 'npm start: TRUST_PROXY unset: no proxy trusted; rate limits count each connection’s own address, X-Forwarded-For is ignored'
    : `npm start: TRUST_PROXY=${trust}: X-Forwarded-For is read through the trusted proxies (only set this when such a proxy is in front)`,
)

const next = createRequire(import.meta.url).resolve('next/dist/bin/next')
const child = spawn(process.execPath, [next, 'start', ...process.argv.slice(2)], { stdio: 'inherit' })
// Stopping npm start stops the server.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
