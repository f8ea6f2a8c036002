/**
 * A cached page asks for the framework's scripts once its first frame is on the screen, not while the
 * browser is still drawing it (issue 24, bench/README.md).
 *
 * Next.js writes every first-load chunk of a page as `<script src async>` in its head (and React's
 * bootstrap chunk as a low-priority preload there plus a `<script async>` at the end). The page is
 * server-rendered whole, so none of them is needed to show it: they hydrate it. Asked for up front, they
 * share a phone's connection with the stylesheet, the main picture and the web fonts, and each one that
 * arrives runs on the main thread between the parse and the first frame. Here they are asked for by a
 * small loader instead, as soon as the browser reports the first contentful paint — or at once when the
 * visitor touches, clicks or types first, or when the browser has no paint timing, and 3 s after the
 * load event at the latest (a tab opened in the background paints only when it is shown; the load
 * event can come before the first frame, so it is not the signal). They run as before: async, each on
 * its own request, cached as before.
 *
 * Applied where a page's HTML is kept (cache-handler.mjs), so once per render, and to the response of
 * that render too (Next's response cache sends the value object it hands to the cache handler). Pages
 * rendered per request (the search results) stream and keep Next's own tags. The loader is an inline
 * script, allowed as the layout's boot script is (`script-src 'unsafe-inline'`).
 * tests/api/scripts-after-first-paint.api.test.ts fails if Next's tags change shape (they would stay in
 * the head) or the render's own answer lacks the loader; tests/unit/scripts-after-first-paint.test.ts
 * holds the rewrite and runs the loader.
 */

/** A first-load chunk tag exactly as Next.js 16 writes it (any other attribute: the tag is left alone). */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w.-]+\.js)" async=""><\/script>/g
/** React's preload of its bootstrap chunk (the same file as the last `<script async>`). */
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[\w.-]+\.js)"\/>/g

/** Marks the loader, so a page is never rewritten twice (a value read back from Redis and set again). */
export const LOADER_ID = 'scripts-after-first-paint'

/** The longest the loader waits for a paint entry after the load event. */
export const AFTER_LOAD_MS = 3000

/**
 * The loader, ES5 like the layout's boot script. `go` inserts every script once; the paint entry, the
 * first touch, click or key, or AFTER_LOAD_MS after the load event calls it, and a browser without
 * paint timing calls it at once.
 */
export function loaderOf(sources) {
  return (
    `<script id="${LOADER_ID}">(function(){var s=${JSON.stringify(sources)},d=0;` +
    'function go(){if(d)return;d=1;for(var i=0;i<s.length;i++){var e=document.createElement("script");e.src=s[i];e.async=true;document.head.appendChild(e)}}' +
    'try{var p=window.PerformanceObserver,k=p&&p.supportedEntryTypes;if(!k||k.indexOf("paint")<0)return go();' +
    'var o=new p(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}});o.observe({type:"paint",buffered:true});' +
    '["pointerdown","keydown","touchstart"].forEach(function(t){addEventListener(t,go,{once:true,capture:true,passive:true})});' +
    `addEventListener("load",function(){setTimeout(go,${AFTER_LOAD_MS})})}catch(e){go()}})()</script>`
  )
}

/**
 * The page with its chunk scripts moved into the loader, or the page as it came when it has none (or
 * was already rewritten). The chunks keep their order.
 */
export function scriptsAfterFirstPaint(html) {
  if (typeof html !== 'string' || html.includes(`<script id="${LOADER_ID}">`) || !html.includes('</head>')) return html
  const sources = []
  let page = html.replace(CHUNK_SCRIPT, (_, source) => {
    if (!sources.includes(source)) sources.push(source)
    return ''
  })
  if (sources.length === 0) return html
  page = page.replace(CHUNK_PRELOAD, (tag, source) => (sources.includes(source) ? '' : tag))
  return page.replace('</head>', `${loaderOf(sources)}</head>`)
}
