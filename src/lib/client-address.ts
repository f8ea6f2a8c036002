/**
 * The address a request came from, as a rate-limit key — one that a client cannot choose.
 *
 * How Next 16 exposes it: a route handler sees headers only (`NextRequest.ip` was removed in Next 15,
 * and there is no socket), and Next passes on an `X-Forwarded-For` the client sent unchanged. So the
 * address is decided where the socket is still known: src/instrumentation.ts wraps the HTTP server's
 * 'request' event and writes the result into CLIENT_ADDRESS_HEADER (replacing any value a client sent);
 * route handlers read it with clientAddress().
 *
 * TRUST_PROXY says who may tell us the visitor's address:
 * - unset (or 0, false, no): nobody. The key is the socket's remote address, whatever X-Forwarded-For says.
 * - a number N (true = 1): N proxies in front of the server each append the address they saw. The chain
 *   is the socket's address followed by the X-Forwarded-For values from right to left; the key is the
 *   Nth one after the socket (the rightmost value a trusted proxy wrote), or the leftmost if there are fewer.
 * - a list of addresses or networks (`10.0.0.0/8, 127.0.0.1, loopback, private`): starting from the
 *   socket, trusted addresses are skipped; the key is the first untrusted one (the rightmost untrusted).
 * Values further left were written by the client and are never read. `X-Real-IP` is never read.
 *
 * IPv6 addresses are keyed by their /64 network, which one subscriber typically holds whole.
 */
import net from 'node:net'

/** The header src/instrumentation.ts writes with the address it decided on (any value a client sends is replaced). */
export const CLIENT_ADDRESS_HEADER = 'x-hotel-client-address'

export type ProxyTrust = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; list: net.BlockList; text: string }

const NETWORK_WORDS: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
}

/** TRUST_PROXY read: nobody, a number of proxies, or a list of trusted addresses and networks. */
export function proxyTrust(setting: string | undefined = process.env.TRUST_PROXY): ProxyTrust {
  const value = setting?.trim().toLowerCase()
  if (!value || value === 'false' || value === 'no' || value === '0') return { kind: 'none' }
  if (value === 'true' || value === 'yes') return { kind: 'hops', hops: 1 }
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return hops > 0 ? { kind: 'hops', hops: Math.min(hops, 20) } : { kind: 'none' }
  }
  const list = new net.BlockList()
  const accepted: string[] = []
  for (const entry of value.split(/[\s,]+/).filter(Boolean)) {
    for (const item of NETWORK_WORDS[entry] ?? [entry]) {
      const [address = '', prefix] = item.split('/')
      const family = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null
      if (!family) continue
      if (prefix === undefined) list.addAddress(address, family)
      else if (/^\d+$/.test(prefix)) list.addSubnet(address, Number(prefix), family)
      else continue
      accepted.push(item)
    }
  }
  return accepted.length ? { kind: 'list', list, text: accepted.join(', ') } : { kind: 'none' }
}

/** How many proxies TRUST_PROXY names (0 when it trusts none or gives a list). */
export function trustedProxyHops(setting: string | undefined = process.env.TRUST_PROXY): number {
  const trust = proxyTrust(setting)
  return trust.kind === 'hops' ? trust.hops : 0
}

/** One line for the start-up log: what the server trusts. */
export function describeProxyTrust(trust: ProxyTrust = proxyTrust()): string {
  if (trust.kind === 'none') return 'TRUST_PROXY unset: no proxy is trusted; rate limits count the connection’s own address and ignore X-Forwarded-For'
  if (trust.kind === 'hops') return `TRUST_PROXY=${trust.hops}: ${trust.hops} proxy hop(s) in front are trusted to append X-Forwarded-For`
  return `TRUST_PROXY lists trusted proxies (${trust.text}): the rightmost X-Forwarded-For address not in that list counts`
}

/** `::ffff:1.2.3.4`, `1.2.3.4:5678` and `[::1]:443` → the bare address; anything else → null. */
function normalise(value: string | undefined): string | null {
  if (!value) return null
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

/**
 * The visitor's address (IPv6 as its /64) from the socket's remote address and the X-Forwarded-For
 * header, under the trust given; 'unknown' when the trusted chain names no valid address.
 */
export function addressOfConnection(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trust: ProxyTrust = proxyTrust()): string {
  const socket = normalise(socketAddress)
  if (trust.kind === 'none') return socket ? rateLimitKey(socket) : 'unknown'
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
  const forwarded = header
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .reverse()
  const chain = [socketAddress ?? '', ...forwarded]
  let index: number
  if (trust.kind === 'hops') {
    index = Math.min(trust.hops, chain.length - 1)
  } else {
    index = 0
    while (index < chain.length - 1) {
      const address = normalise(chain[index])
      if (!address || !trust.list.check(address, net.isIPv4(address) ? 'ipv4' : 'ipv6')) break
      index += 1
    }
  }
  const address = normalise(chain[index])
  return address ? rateLimitKey(address) : 'unknown'
}

/** The client's address for rate limiting, as src/instrumentation.ts decided it; 'unknown' outside the server. */
export function clientAddress(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown'
}
