import { describe, expect, it } from 'vitest'

import { addressOfConnection, CLIENT_ADDRESS_HEADER, clientAddress, proxyTrust, trustedProxyHops } from '@/lib/client-address'
import { enquiryErrors, enquirySchema, isHoneypotFilled } from '@/lib/enquiry'

const valid = { kind: 'contact', name: 'Jane Doe', email: 'jane@example.com', message: 'Hello' }
const errorsOf = (body: unknown) => {
  const result = enquirySchema.safeParse(body)
  return result.success ? {} : enquiryErrors(result.error)
}

describe('the enquiry schema (shared by the forms and POST /api/enquiries)', () => {
  it('accepts an enquiry, trimmed, with empty optional fields left out', () => {
    const result = enquirySchema.safeParse({ ...valid, name: '  Jane Doe ', email: ' jane@example.com', phone: '', subject: ' ', property: '' })
    expect(result.success && result.data).toEqual({ kind: 'contact', name: 'Jane Doe', email: 'jane@example.com', message: 'Hello' })
  })

  it('names every missing or invalid field with a required/invalid code', () => {
    expect(errorsOf({ kind: 'contact', email: 'jane@', phone: '12', property: 'Not A Slug' })).toEqual({
      name: 'required',
      email: 'invalid',
      message: 'required',
      phone: 'invalid',
      property: 'invalid',
    })
    expect(errorsOf({})).toEqual({ kind: 'required' })
    expect(errorsOf({ ...valid, kind: 'complaint' })).toEqual({ kind: 'invalid' })
  })

  it('asks host and demo enquiries for the visitor’s hotel', () => {
    expect(errorsOf({ ...valid, kind: 'host' })).toEqual({ subject: 'required' })
    expect(errorsOf({ ...valid, kind: 'demo', subject: 'Villa Rosa, Como' })).toEqual({})
  })

  it('keeps line breaks out of one-line fields (they would reach the e-mail headers)', () => {
    expect(errorsOf({ ...valid, name: 'Jane\r\nBcc: x@example.com' })).toEqual({ name: 'invalid' })
    expect(errorsOf({ ...valid, message: 'Line one\nLine two\ttabbed' })).toEqual({})
  })

  it('sees a filled honeypot', () => {
    expect(isHoneypotFilled({ ...valid, website: 'https://spam.example' })).toBe(true)
    expect(isHoneypotFilled({ ...valid, website: ' ' })).toBe(false)
    expect(isHoneypotFilled(valid)).toBe(false)
  })
})

describe('the client address for rate limiting', () => {
  const none = proxyTrust(undefined)

  it('is the socket address whatever X-Forwarded-For says when no proxy is trusted', () => {
    expect(addressOfConnection('192.0.2.1', undefined, none)).toBe('192.0.2.1')
    expect(addressOfConnection('192.0.2.1', '198.51.100.7', none)).toBe('192.0.2.1')
    expect(addressOfConnection('::ffff:192.0.2.1', '198.51.100.7, 203.0.113.9', none)).toBe('192.0.2.1')
  })

  it('behind N proxies, takes the Nth address from the socket leftwards (the rightmost a trusted proxy wrote)', () => {
    expect(addressOfConnection('127.0.0.1', '198.51.100.7, 192.0.2.1', proxyTrust('1'))).toBe('192.0.2.1')
    expect(addressOfConnection('127.0.0.1', '198.51.100.7, 192.0.2.1, 10.0.0.2', proxyTrust('2'))).toBe('192.0.2.1')
    expect(addressOfConnection('127.0.0.1', undefined, proxyTrust('true'))).toBe('127.0.0.1')
  })

  it('with a list of trusted proxies, takes the rightmost untrusted address', () => {
    const trust = proxyTrust('10.0.0.0/8, loopback')
    expect(addressOfConnection('127.0.0.1', '198.51.100.7, 192.0.2.1, 10.0.0.2', trust)).toBe('192.0.2.1')
    expect(addressOfConnection('203.0.113.5', '198.51.100.7', trust)).toBe('203.0.113.5')
  })

  it('keys IPv6 clients by their /64 and anything unreadable as unknown', () => {
    expect(addressOfConnection('2001:db8:aa:bb:1:2:3:4', undefined, none)).toBe('2001:db8:aa:bb::/64')
    expect(addressOfConnection('127.0.0.1', '[2001:db8:aa:bb::9]:443', proxyTrust('1'))).toBe('2001:db8:aa:bb::/64')
    expect(addressOfConnection('127.0.0.1', 'not-an-address', proxyTrust('1'))).toBe('unknown')
    expect(addressOfConnection(undefined, undefined, none)).toBe('unknown')
  })

  it('reads the address the server decided, never X-Forwarded-For', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '192.0.2.1' }))).toBe('unknown')
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: '192.0.2.1' }))).toBe('192.0.2.1')
  })

  it('reads TRUST_PROXY as a number of proxies', () => {
    expect(trustedProxyHops(undefined)).toBe(0)
    expect(trustedProxyHops('false')).toBe(0)
    expect(trustedProxyHops('true')).toBe(1)
    expect(trustedProxyHops('2')).toBe(2)
    expect(trustedProxyHops('many')).toBe(0)
  })
})
