/**
 * The shape of an enquiry without its validation: kinds, fields, limits. Kept apart from the zod
 * schema (./enquiry.ts) so the forms can render with these before the schema has been downloaded.
 */

export const ENQUIRY_KINDS = ['contact', 'host', 'demo'] as const
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number]

/** The fields a visitor fills in, in the order the forms show them. */
export const ENQUIRY_FIELDS = ['name', 'email', 'phone', 'property', 'subject', 'message'] as const
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number]

export type EnquiryErrorCode = 'required' | 'invalid'

/** Longest accepted values (the forms set them as maxLength too). */
export const ENQUIRY_MAX_LENGTH = { name: 100, email: 254, phone: 32, subject: 150, message: 5000 } as const

/**
 * The honeypot: an input people never see (hidden off-screen, out of the tab order) that form-filling
 * bots fill like any other. A request with it filled is answered as a success and nothing is kept.
 */
export const HONEYPOT_FIELD = 'website'

/** A body this long cannot be an honest enquiry (the longest valid one is about 11 kB of UTF-8). */
export const ENQUIRY_BODY_LIMIT_BYTES = 16 * 1024

/** Per client address: this many enquiries in this many seconds, then 429 until the window ends. */
export const ENQUIRY_RATE_LIMIT = { points: 5, durationSeconds: 10 * 60 } as const
