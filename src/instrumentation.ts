/**
 * Runs once when the server starts (Next's instrumentation hook). Answers the few requests Next.js itself
 * would fail with a 500 (see src/lib/request-guard.ts) before Next sees them: Node's HTTP server hands
 * every request to its 'request' listeners through `emit`, and that one call is wrapped. There is no
 * middleware: it would cost cached pages most of their throughput (bench/README.md).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // Next's incremental cache (pages, route responses, tagged reads) is cache-handler.mjs, set before any
  // request is handled (Next awaits this hook first).
  const { serveWithThisCache } = await import('../cache-handler.mjs')
  serveWithThisCache()
  // The outbox's sender (src/services/messages/worker.ts): messages left queued by a server that stopped
  // are sent once this one is up, without waiting for a request.
  const { startOutboxWorker } = await import('./services/messages/worker')
  startOutboxWorker()
  warmUp()
  // Scheduled publishing: this server runs the due jobs through its own route (src/cms/scheduled-jobs.ts).
  const port = Number(process.env.PORT)
  if (Number.isInteger(port) && port > 0) {
    const { startJobsRunner } = await import('./cms/scheduled-jobs')
    startJobsRunner(port)
  }
  const http = await import('node:http')
  // Cached pages' HTML leaves as UTF-8 bytes encoded once, not per request, with its ETag hashed once
  // and 304 to a client that holds it (src/lib/response-bytes.ts; Next's own ETag is off in next.config.ts).
  const { knownByteLengths, sendLargeBodiesAsBytes } = await import('./lib/response-bytes')
  sendLargeBodiesAsBytes(http.ServerResponse.prototype)
  knownByteLengths(Buffer)
  const { earlyAnswer } = await import('./lib/request-guard')
  // The build's JavaScript and CSS leave as Brotli or gzip encoded once at build time (src/lib/precompressed.ts).
  const { servePrecompressed } = await import('./lib/precompressed')
  const { addressOfConnection, CLIENT_ADDRESS_HEADER, proxyTrust, describeProxyTrust } = await import('./lib/client-address')
  const trust = proxyTrust()
  console.info(`[server] ${describeProxyTrust(trust)}`)
  const prototype = http.Server.prototype as { emit: (event: string | symbol, ...args: unknown[]) => boolean; __hotelGuarded?: boolean }
  if (prototype.__hotelGuarded) return
  prototype.__hotelGuarded = true
  const emit = prototype.emit
  prototype.emit = function guardedEmit(this: unknown, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [request, response] = args as [import('node:http').IncomingMessage, import('node:http').ServerResponse]
      // The rate-limit key, decided while the socket is known (src/lib/client-address.ts); a value the
      // client sent in this header is replaced.
      request.headers[CLIENT_ADDRESS_HEADER] = addressOfConnection(request.socket?.remoteAddress, request.headers['x-forwarded-for'], trust)
      const answer = earlyAnswer(request.method, request.url)
      if (answer) {
        response.writeHead(answer.status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...answer.headers })
        response.end(answer.body)
        return true
      }
      if (servePrecompressed(request, response)) return true
    }
    return emit.call(this, event, ...args)
  }
}

/**
 * One request of the server to itself once it is up (`next start` listens before this hook runs, and
 * sets PORT): it makes the process's Payload instance in the routes' bundle, so that the outbox's sender
 * (which waits for that) sends what a stopped server left queued without waiting for a visitor.
 */
function warmUp(): void {
  const port = Number(process.env.PORT)
  if (!Number.isInteger(port) || port <= 0) return
  setTimeout(() => {
    fetch(`http://127.0.0.1:${port}/cms-api/users/me`, { signal: AbortSignal.timeout(30_000) })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined)
  }, 1000).unref()
}
