/**
 * The address a request came from, as a rate-limit key.
 *
 * How Next 16 exposes it: a route handler sees headers only (`NextRequest.ip` was removed in Next 15,
 * and there is no socket). Next's server writes the socket's remote address into `X-Forwarded-For`,
 * but only when the request arrived without that header (`??=` in base-server); a header the client
 * sent reaches the handler unchanged, and the socket address is then not available at all.
 *
 * The choice: the key is one value of X-Forwarded-For, counted from the right, because each proxy
 * appends the address it saw and only the values appended by our own proxies can be trusted.
 * - TRUST_PROXY unset (or 0, false): the rightmost value. Served directly, that is the socket address
 *   Next wrote; behind one appending proxy (nginx's $proxy_add_x_forwarded_for, a load balancer) it
 *   is the address that proxy saw. What no setting can fix when the server faces the internet itself:
 *   a client that sends its own X-Forwarded-For picks its own key, so production runs behind a proxy.
 * - TRUST_PROXY=N (true = 1): N proxies in a chain append to the header; the Nth value from the right is
 *   the visitor's (with a CDN in front of the load balancer, TRUST_PROXY=2). Values further left were
 *   written by the client and are never read.
 * `X-Real-IP` is never read: any client can send it, and proxies that set it also set X-Forwarded-For.
 *
 * IPv6 addresses are keyed by their /64 network, which one subscriber typically holds whole.
 */
import net from 'node:net'

/** How many proxies in front of the server append to X-Forwarded-For (TRUST_PROXY; 0 when unset). */
export function trustedProxyHops(setting: string | undefined = process.env.TRUST_PROXY): number {
  const value = setting?.trim().toLowerCase()
  if (!value || value === 'false' || value === 'no') return 0
  if (value === 'true' || value === 'yes') return 1
  const hops = Number(value)
  return Number.isInteger(hops) && hops > 0 ? hops : 0
}

/** `::ffff:1.2.3.4`, `1.2.3.4:5678` and `[::1]:443` → the bare address; anything else → null. */
function normalise(value: string): string | null {
  let address = value.trim().replace(/^"|"$/g, '')
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]!
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  address = address.replace(/%[\w.-]+$/, '') // zone index (fe80::1%eth0)
  if (/^::ffff:[\d.]+$/i.test(address)) address = address.slice(7)
  return net.isIP(address) ? address.toLowerCase() : null
}

/** An IPv6 address's /64 network (`2001:db8:1:2::/64`); IPv4 addresses stay whole. */
function rateLimitKey(address: string): string {
  if (net.isIPv4(address)) return address
  const [head = '', tail = ''] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((group) => (parseInt(group || '0', 16) || 0).toString(16))
    .join(':')}::/64`
}

/** The client's address (IPv6 as its /64) for rate limiting; 'unknown' when the headers give none. */
export function clientAddress(headers: Headers, hops: number = trustedProxyHops()): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
  if (forwarded.length === 0) return 'unknown'
  const index = Math.max(forwarded.length - Math.max(hops, 1), 0)
  const address = normalise(forwarded[index]!)
  return address ? rateLimitKey(address) : 'unknown'
}
