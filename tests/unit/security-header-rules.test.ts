import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match'
import { compileNonPath } from 'next/dist/shared/lib/router/utils/prepare-destination'
import { describe, expect, it } from 'vitest'

import { CONTENT_SECURITY_POLICY, securityHeaderRules } from '@/lib/security-headers'

// Next's router (resolve-routes) matches a header rule with these options and, when the match holds a
// named parameter, runs every header value through compileNonPath on each response.
const matcherOf = (source: string) => getPathMatch(source, { removeUnnamedParams: true, strict: true })

const PATHS = ['/', '/ja', '/listing/aurelia-kyoto-higashiyama', '/th/blog/a-post', '/api/availability', '/_next/static/chunks/a.js', '/admin/collections/bookings']

describe('the security headers rules', () => {
  it('match every path, the root included', () => {
    for (const rule of securityHeaderRules()) for (const path of PATHS) expect(matcherOf(rule.source)(path), `${rule.source} on ${path}`).not.toBe(false)
  })

  it('leave no parameter, so Next copies the header values as they are on each response', () => {
    for (const rule of securityHeaderRules()) for (const path of PATHS) expect(matcherOf(rule.source)(path)).toEqual({})
  })

  it('would make Next compile the CSP on every response if the rule named a parameter', () => {
    // The reason for the rule's shape: a named parameter (`/:path*`) is filled into values with a ':'.
    expect(matcherOf('/:path*')('/api/availability')).toEqual({ path: ['api', 'availability'] })
    expect(CONTENT_SECURITY_POLICY).toContain(':')
    expect(compileNonPath(CONTENT_SECURITY_POLICY, { path: ['api', 'availability'] })).toBe(CONTENT_SECURITY_POLICY)
  })
})
