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

const next = createRequire(import.meta.url).resolve('next/dist/bin/next')
const child = spawn(process.execPath, [next, 'start', ...process.argv.slice(2)], { stdio: 'inherit' })
// Stopping npm start stops the server.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
