import { expect } from 'vitest'

import { sessionToken, STAFF } from './session'

/** The seeded staff account signed in: its calls to the CMS API (`/cms-api…`), JSON in and out. */
export async function staffCms(baseUrl: string): Promise<(path: string, init?: RequestInit) => Promise<Response>> {
  const login = await fetch(new URL('/cms-api/users/login', baseUrl), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(STAFF) })
  expect(login.status).toBe(200)
  const token = sessionToken(login.headers)
  return (path, init = {}) =>
    fetch(new URL(`/cms-api${path}`, baseUrl), { ...init, headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json', ...init.headers } })
}

/** The id of the offer with this slug, read through a staff member's CMS calls. */
export async function offerIdOf(cms: (path: string) => Promise<Response>, slug: string): Promise<number> {
  const found = (await (await cms(`/offers?where[slug][equals]=${slug}&depth=0`)).json()) as { docs: { id: number }[] }
  return found.docs[0]!.id
}
