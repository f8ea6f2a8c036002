/**
 * The staff session token from a sign-in's Set-Cookie header: the JSON body no longer carries it (the
 * token stays in the HttpOnly cookie, out of reach of page scripts), so tests that call the API with
 * `Authorization: JWT …` take it from the cookie, as a browser keeps it.
 */
export function sessionToken(headers: Headers | { name: string; value: string }[]): string {
  const cookies = Array.isArray(headers) ? headers.filter(({ name }) => name.toLowerCase() === 'set-cookie').map(({ value }) => value) : headers.getSetCookie()
  for (const cookie of cookies) {
    const match = /^payload-token=([^;]+)/.exec(cookie)
    if (match) return match[1]!
  }
  throw new Error('The sign-in set no payload-token cookie')
}

/** The seeded staff account the API tests sign in as (SEED_ADMIN_* when the seed was given others). */
export const STAFF = {
  email: process.env.SEED_ADMIN_EMAIL?.trim() || 'staff@aurelia-hotels.example',
  password: process.env.SEED_ADMIN_PASSWORD?.trim() || 'aurelia-demo-2026',
}
