/**
 * Texts that only the server's HTML needs (JSON-LD for crawlers), handed from the server components'
 * render to the rendering of the page's HTML without passing through the page's React payload. Both
 * renders run in the same process, one after the other for the same page (the HTML is rendered from the
 * payload as it streams), and each module graph reaches this one map through `globalThis`.
 *
 * Entries are keyed by a hash of their text (the same text, the same key), so an entry evicted early is
 * written again by the next render of its page; the map keeps the latest `LIMIT` texts.
 */
const STORE = Symbol.for('aurelia.server-text-store')
const LIMIT = 4000

function store(): Map<string, string> {
  const holder = globalThis as { [STORE]?: Map<string, string> }
  return (holder[STORE] ??= new Map())
}

/** Keeps `text` under `key` (the server components' side). */
export function keepServerText(key: string, text: string) {
  const texts = store()
  texts.delete(key)
  texts.set(key, text)
  if (texts.size > LIMIT) texts.delete(texts.keys().next().value!)
}

/** The text kept under `key`, or undefined (the HTML render's side). */
export function serverText(key: string): string | undefined {
  return store().get(key)
}
