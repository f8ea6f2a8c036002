import { describe, expect, it } from 'vitest'

import { publicFirstLoadChunks } from '../../scripts/compile-hints.mjs'

/** Routes as `next build` lists them in .next/diagnostics/route-bundle-stats.json. */
const route = (path: string, files: string[]) => ({ route: path, firstLoadUncompressedJsBytes: 0, firstLoadChunkPaths: files })

describe("the build's list of what a public page loads up front", () => {
  it("takes every public route's scripts once, and none only the back office or the API loads", () => {
    const files = publicFirstLoadChunks([
      route('/admin/[[...segments]]', ['.next/static/chunks/admin.js', '.next/static/chunks/react-dom.js']),
      route('/api/bookings', ['.next/static/chunks/api.js']),
      route('/[locale]', ['.next/static/chunks/react-dom.js', '.next/static/chunks/home.js', '.next/static/chunks/home.css']),
      route('/[locale]/listing/[slug]', ['.next/static/chunks/react-dom.js', '.next/static/chunks/hotel.js']),
    ])
    expect(files.sort()).toEqual(['.next/static/chunks/home.js', '.next/static/chunks/hotel.js', '.next/static/chunks/react-dom.js'])
  })

  it('fails the build when Next.js changes the list under it', () => {
    expect(() => publicFirstLoadChunks({ routes: [] })).toThrow(/expected a list of routes/)
    expect(() => publicFirstLoadChunks([])).toThrow(/expected a list of routes/)
    expect(() => publicFirstLoadChunks([{ route: '/[locale]', chunks: ['a.js'] }])).toThrow(/firstLoadChunkPaths/)
    expect(() => publicFirstLoadChunks([route('/admin/[[...segments]]', ['.next/static/chunks/admin.js'])])).toThrow(/no public route/)
  })
})
