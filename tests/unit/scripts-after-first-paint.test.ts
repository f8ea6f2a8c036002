/**
 * A cached page's framework scripts leave its head for a loader that asks for them after the first
 * paint (src/lib/scripts-after-first-paint.mjs): every chunk, in order, once; React's preload of its
 * bootstrap chunk goes with them; anything else is left as it came.
 */
import vm from 'node:vm'

import { describe, expect, it } from 'vitest'

import { AFTER_LOAD_MS, LOADER_ID, loaderOf, scriptsAfterFirstPaint } from '../../src/lib/scripts-after-first-paint.mjs'
import { loaderSourcesOf } from '../support/page-scripts'

/** The shape of a page as Next.js 16 writes it (head chunks, bootstrap preload, RSC payload, bootstrap tag). */
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script><script src="/_next/static/chunks/two-2x.js" async=""></script>' +
  '<title>Home</title></head><body><main>Hello</main>' +
  '<script>self.__next_f.push([1,"<script src=\\"/_next/static/chunks/one.js\\" async=\\"\\"></script>"])</script>' +
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script>' +
  '<script src="/_next/static/chunks/boot.js" async=""></script></body></html>'

describe('scriptsAfterFirstPaint', () => {
  const page = scriptsAfterFirstPaint(PAGE)

  it('moves every chunk tag into one loader in the head, in order', () => {
    expect(loaderSourcesOf(page)).toEqual(['/_next/static/chunks/one.js', '/_next/static/chunks/two-2x.js', '/_next/static/chunks/boot.js'])
    expect(page.match(/<script src="[^"]+" async="">/g)).toBeNull()
    expect(page.split(`<script id="${LOADER_ID}">`)).toHaveLength(2)
    expect(page.indexOf(LOADER_ID)).toBeLessThan(page.indexOf('</head>'))
  })

  it('drops the bootstrap preload, keeps the stylesheet, the payload and the polyfill tag', () => {
    expect(page).not.toContain('rel="preload" as="script"')
    expect(page).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>')
    expect(page).toContain('self.__next_f.push([1,"<script src=\\"/_next/static/chunks/one.js\\" async=\\"\\"></script>"])')
    expect(page).toContain('<script src="/_next/static/chunks/polyfill.js" noModule=""></script>')
    expect(page).toContain('<main>Hello</main>')
  })

  it('leaves a page alone when it has been rewritten or has no chunk tags', () => {
    expect(scriptsAfterFirstPaint(page)).toBe(page)
    const plain = '<!DOCTYPE html><html><head><title>x</title></head><body></body></html>'
    expect(scriptsAfterFirstPaint(plain)).toBe(plain)
    // A tag with another attribute (a nonce, integrity) is not the shape it knows: left where it is.
    const signed = PAGE.replace('<script src="/_next/static/chunks/one.js" async="">', '<script src="/_next/static/chunks/one.js" async="" nonce="n">')
    expect(scriptsAfterFirstPaint(signed)).toContain('<script src="/_next/static/chunks/one.js" async="" nonce="n">')
  })
})

/**
 * The loader run as a browser would, in a sandbox: a document whose head records the scripts inserted, a
 * PerformanceObserver that reports the paint when told, window events and timers under the test's hand.
 */
function runLoader({ paintTiming = true } = {}) {
  const inserted: string[] = []
  const listeners: Record<string, (() => void)[]> = {}
  const timers: { at: number; run: () => void }[] = []
  let now = 0
  let observer: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | null = null
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['resource']
    constructor(callback: typeof observer) {
      observer = callback
    }
    observe() {}
    disconnect() {
      observer = null
    }
  }
  const sandbox = {
    PerformanceObserver: FakeObserver,
    document: { createElement: () => ({ src: '', async: false }), head: { appendChild: (element: { src: string }) => inserted.push(element.src) } },
    addEventListener: (type: string, listener: () => void) => (listeners[type] ??= []).push(listener),
    setTimeout: (run: () => void, ms: number) => timers.push({ at: now + ms, run }),
  }
  ;(sandbox as Record<string, unknown>).window = sandbox
  const code = /<script id="[^"]+">([\s\S]*)<\/script>/.exec(loaderOf(['/a.js', '/b.js']))![1]!
  vm.runInNewContext(code, sandbox)
  const advance = (ms: number) => {
    now += ms
    for (const timer of timers.splice(0).sort((a, b) => a.at - b.at)) {
      if (timer.at <= now) timer.run()
      else timers.push(timer)
    }
  }
  return {
    inserted,
    advance,
    paint: () => observer?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }),
    fire: (type: string) => (listeners[type] ?? []).forEach((listener) => listener()),
  }
}

describe('the loader', () => {
  it('inserts nothing before the first contentful paint, then every script once, in order', () => {
    const page = runLoader()
    page.advance(1000)
    expect(page.inserted).toEqual([])
    page.paint()
    page.advance(0)
    expect(page.inserted).toEqual(['/a.js', '/b.js'])
    page.fire('pointerdown')
    page.fire('load')
    page.advance(AFTER_LOAD_MS)
    expect(page.inserted).toEqual(['/a.js', '/b.js'])
  })

  it('inserts them at the first tap, click or key before the paint', () => {
    for (const input of ['pointerdown', 'keydown', 'touchstart']) {
      const page = runLoader()
      page.fire(input)
      expect(page.inserted, input).toEqual(['/a.js', '/b.js'])
    }
  })

  it('waits past the load event for the paint, and inserts them 3 s after it at the latest', () => {
    const page = runLoader()
    page.fire('load')
    page.advance(AFTER_LOAD_MS - 1)
    expect(page.inserted).toEqual([])
    page.advance(1)
    expect(page.inserted).toEqual(['/a.js', '/b.js'])
  })

  it('inserts them at once in a browser without paint timing', () => {
    expect(runLoader({ paintTiming: false }).inserted).toEqual(['/a.js', '/b.js'])
  })
})
