import { LOADER_ID } from '../../src/lib/scripts-after-first-paint.mjs'

/** The chunks a cached page's loader asks for after its first paint (src/lib/scripts-after-first-paint.mjs). */
export function loaderSourcesOf(html: string): string[] {
  const match = new RegExp(`<script id="${LOADER_ID}">\\(function\\(\\)\\{var s=(\\[[^\\]]*\\])`).exec(html)
  return match ? (JSON.parse(match[1]!) as string[]) : []
}

/** Every chunk a page loads: its `<script src>` tags (without the `noModule` polyfills) and its loader's. */
export function pageScriptsOf(html: string): string[] {
  const tags = html.match(/<script\b[^>]*\bsrc="\/_next\/static\/chunks\/[^"]+\.js"[^>]*>/g) ?? []
  const sources = tags.filter((tag) => !/\bnoModule\b/i.test(tag)).map((tag) => /src="([^"]+)"/.exec(tag)?.[1] ?? '')
  return [...new Set([...sources, ...loaderSourcesOf(html)])]
}
