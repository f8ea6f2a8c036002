/**
 * OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): a browser where an
 * account signed in successfully gets a cookie signed with the app's secret and bound to that account.
 * A sign-in from such a browser is not held back by the per-account throttle, so failures that strangers
 * send from anywhere (which do fill that throttle) never keep the owner out; each device cookie has a
 * small failure budget of its own, after which it counts as an unknown device again.
 *
 * Value: `<account>.<nonce>.<signature>`, where account is the account key (a hash of the e-mail) and the
 * signature an HMAC-SHA256 over both with a key derived from PAYLOAD_SECRET. One cookie per account
 * (its name carries the start of the account key), sent only to the sign-in endpoints.
 */
import crypto from 'node:crypto'

import { payloadSecret } from './secret'
import { siteIsHttps } from './staff-auth'

const PREFIX = 'hotel-device-'
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60
const COOKIE_PATH = '/cms-api/users'

let key: Buffer | null = null
function signingKey(): Buffer {
  key ??= crypto.createHmac('sha256', payloadSecret()).update('hotel device cookie v1').digest()
  return key
}

const sign = (account: string, nonce: string) => crypto.createHmac('sha256', signingKey()).update(`${account}.${nonce}`).digest('base64url')

const cookieName = (account: string) => `${PREFIX}${account.slice(0, 16)}`

/** The device cookie's nonce when the request carries a valid one for this account, else null. */
export function knownDevice(headers: Headers, account: string): string | null {
  const name = cookieName(account)
  for (const part of (headers.get('cookie') ?? '').split(';')) {
    const [rawName, ...rest] = part.trim().split('=')
    if (rawName !== name) continue
    const [cookieAccount, nonce, signature] = rest.join('=').split('.')
    if (cookieAccount !== account || !nonce || !signature) continue
    const expected = Buffer.from(sign(account, nonce))
    const given = Buffer.from(signature)
    if (expected.length === given.length && crypto.timingSafeEqual(expected, given)) return nonce
  }
  return null
}

/** A Set-Cookie header value that marks this browser as a known device of the account. */
export function deviceCookie(account: string): string {
  const nonce = crypto.randomBytes(12).toString('base64url')
  const value = `${account}.${nonce}.${sign(account, nonce)}`
  return `${cookieName(account)}=${value}; Path=${COOKIE_PATH}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${siteIsHttps() ? '; Secure' : ''}`
}
