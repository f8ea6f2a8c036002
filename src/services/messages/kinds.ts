/**
 * Every message the site sends, as the data it is rendered from. A message is queued (the outbox,
 * ./outbox.ts) with this data and its language in the same transaction as the change that causes it,
 * and rendered (./render.ts) only when a worker sends it, so a crash between the two loses nothing.
 */
import type { Locale } from '@/i18n/locales'
import type { BookingSummary } from '@/lib/booking-api'
import type { EnquiryKind } from '@/lib/enquiry-fields'

/** What happened to a booking: it was made, changed or cancelled. */
export type BookingEvent = 'confirmed' | 'modified' | 'cancelled'

/** An enquiry as the hotel or the group reads it. */
export interface EnquiryMessage {
  id: number
  kind: EnquiryKind
  name: string
  email: string
  phone?: string
  subject?: string
  message: string
  /** The hotel it is about, or null for the group as a whole. */
  property: { slug: string; name: string } | null
  /** The back office's page of the enquiry. */
  admin_url: string
}

/** Staff's answer to an enquiry, as the visitor reads it. */
export interface EnquiryReplyMessage {
  /** Who wrote the enquiry. */
  name: string
  /** What they wrote, quoted under the answer. */
  message: string
  subject?: string
  /** When they wrote it (ISO). */
  sent_at: string
  /** The answer, as staff typed it. */
  reply: string
  /** Who answers: the hotel, or the group when the enquiry was for no hotel. */
  from: { name: string; email?: string }
}

export type MessageData =
  /** To the guest, in the language they booked in. */
  | { kind: 'booking_guest'; event: BookingEvent; booking: BookingSummary }
  /** To the hotel's reservations address, in its staff's language. */
  | { kind: 'booking_hotel'; event: BookingEvent; booking: BookingSummary }
  /** To the hotel (or the group) that an enquiry is for. */
  | { kind: 'enquiry_received'; enquiry: EnquiryMessage }
  /** To the visitor who sent an enquiry, in the language of the page they wrote from. */
  | { kind: 'enquiry_reply'; reply: EnquiryReplyMessage }
  /** To a staff member who asked to reset their password. */
  | { kind: 'staff_password_reset'; name: string; reset_url: string; expires_minutes: number }
  /** To a new staff member: their account exists; they choose a password by the link. */
  | { kind: 'staff_invitation'; name: string; role: string; set_password_url: string; expires_minutes: number }
  /** To the address a staff member signed in with until they changed it: the change, and what to do if it was not them. */
  | { kind: 'staff_email_changed'; name: string; old_email: string; new_email: string; changed_at: string }
  /** To the staff member who scheduled a publish (or unpublish) that could not be done at its time. */
  | { kind: 'schedule_failed'; name: string; action: 'publish' | 'unpublish'; title: string; scheduled_for: string; reason: string; admin_url: string }

export type MessageKind = MessageData['kind']

/** A rendered e-mail: its subject, an HTML part and a plain-text part that says the same. */
export interface RenderedMessage {
  subject: string
  html: string
  text: string
}

export type RenderMessage = (data: MessageData, lang: Locale) => Promise<RenderedMessage>
