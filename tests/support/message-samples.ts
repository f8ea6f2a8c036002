/**
 * One message of each kind, as the outbox would queue it, for the template tests and the e-mail
 * screenshots (scripts/email-screenshots.ts). The booking is written in the language it is sent in,
 * as the booking API writes it (room, rate, tax names, amounts, terms).
 */
import type { Locale } from '@/i18n/locales'
import type { BookingSummary } from '@/lib/booking-api'
import type { BookingEvent, MessageData } from '@/services/messages/kinds'

import { labels } from '../../seed/content/labels'

/** The seed's labels as the read model gives them. */
export const seedLabels = Object.entries(labels).map(([key, value]) => ({ key, value }))

export const SITE = { name: 'Aurelia Hotels & Resorts', origin: 'https://www.aurelia-hotels.example' }

type Written = Pick<BookingSummary, 'property_name' | 'room_type_name' | 'rate_plan_name' | 'total_formatted' | 'cancellation_policy'> & {
  taxes: [string, string][]
}

const written: Partial<Record<Locale, Written>> & { en: Written } = {
  en: {
    property_name: 'Aurelia Kyoto Higashiyama',
    room_type_name: 'Garden Room with Tatami Corner',
    rate_plan_name: 'Flexible, breakfast included',
    total_formatted: '¥187,440',
    cancellation_policy: 'Free cancellation until March 7, 2027, 23:59 (hotel time). After that, the first night is due at the hotel.',
    taxes: [
      ['Service charge', '¥15,620'],
      ['Consumption tax', '¥17,040'],
      ['Accommodation tax', '¥1,800'],
    ],
  },
  ja: {
    property_name: 'オーレリア京都東山',
    room_type_name: '畳コーナー付きガーデンルーム',
    rate_plan_name: 'フレキシブル・朝食付き',
    total_formatted: '￥187,440',
    cancellation_policy: '2027年3月7日 23:59（ホテル現地時間）まで無料キャンセル可。それ以降のキャンセルは、1泊分の料金をホテルにてお支払いいただきます。',
    taxes: [
      ['サービス料', '￥15,620'],
      ['消費税', '￥17,040'],
      ['宿泊税', '￥1,800'],
    ],
  },
  th: {
    property_name: 'ออเรเลีย เกียวโต ฮิกาชิยามะ',
    room_type_name: 'ห้องการ์เด้นพร้อมมุมเสื่อทาทามิ',
    rate_plan_name: 'ยืดหยุ่น รวมอาหารเช้า',
    total_formatted: '¥187,440',
    cancellation_policy: 'ยกเลิกฟรีได้ถึง 7 มีนาคม 2570 เวลา 23:59 น. (เวลาท้องถิ่นของโรงแรม) หลังจากนั้นจะต้องชำระค่าห้องพักคืนแรกที่โรงแรม',
    taxes: [
      ['ค่าบริการ', '¥15,620'],
      ['ภาษีการบริโภค', '¥17,040'],
      ['ภาษีที่พัก', '¥1,800'],
    ],
  },
}

export function sampleBooking(lang: Locale, overrides: Partial<BookingSummary> = {}): BookingSummary {
  const text = written[lang] ?? written.en
  return {
    reference: 'AUR-7K2Q9M',
    status: 'confirmed',
    property: 'aurelia-kyoto-higashiyama',
    property_name: text.property_name,
    room_type: 'garden-room',
    room_type_name: text.room_type_name,
    rate_plan: 'flex-breakfast',
    rate_plan_name: text.rate_plan_name,
    check_in: '2027-03-10',
    check_out: '2027-03-13',
    nights: 3,
    guests: { adults: 2, children: 1, child_ages: [6] },
    rooms: 1,
    guest: { first_name: 'Hanako', last_name: 'Yamada', email: 'hanako.yamada@example.com', phone: '+81 75 123 4567', country: 'JP' },
    special_requests: 'A quiet room away from the lift, please.\nWe arrive late, around 22:00.',
    nightly: [
      { date: '2027-03-10', amount_minor: 50_000 },
      { date: '2027-03-11', amount_minor: 50_000 },
      { date: '2027-03-12', amount_minor: 52_000 },
    ],
    room_total_minor: 152_000,
    discount_minor: 0,
    taxes_and_fees: text.taxes.map(([label, formatted], index) => ({ label, formatted, amount_minor: [15_620, 17_040, 1_800][index] ?? 0, included: false })),
    total_minor: 187_440,
    currency: 'JPY',
    total_formatted: text.total_formatted,
    cancellation_policy: text.cancellation_policy,
    cancellation_deadline: '2027-03-07T23:59:00+09:00',
    cancellable: true,
    language: lang,
    contact: { phone: '+81 75 555 0100', email: 'kyoto@aurelia-hotels.example', address: '1-2 Higashiyama, Kyoto 605-0000, Japan' },
    check_in_time: '15:00',
    check_out_time: '11:00',
    created_at: '2027-01-15T09:30:00.000Z',
    ...overrides,
  }
}

export const BOOKING_EVENTS: BookingEvent[] = ['confirmed', 'modified', 'cancelled']

/** Every kind of message (each booking event once for the guest and once for the hotel), in a language. */
export function sampleMessages(lang: Locale): { name: string; data: MessageData }[] {
  const booking = sampleBooking(lang)
  return [
    ...BOOKING_EVENTS.map((event) => ({ name: `booking-guest-${event}`, data: { kind: 'booking_guest' as const, event, booking } })),
    ...BOOKING_EVENTS.map((event) => ({ name: `booking-hotel-${event}`, data: { kind: 'booking_hotel' as const, event, booking } })),
    {
      name: 'enquiry-received',
      data: {
        kind: 'enquiry_received',
        enquiry: {
          id: 42,
          kind: 'contact',
          name: 'Marie Dubois',
          email: 'marie.dubois@example.com',
          phone: '+33 6 12 34 56 78',
          subject: 'Anniversary dinner on the terrace',
          message: 'Hello,\nWe stay with you in May and would like to book a table on the terrace for our anniversary.\nIs that possible?',
          property: { slug: 'aurelia-kyoto-higashiyama', name: sampleBooking(lang).property_name },
          admin_url: `${SITE.origin}/admin/collections/enquiries/42`,
        },
      },
    },
    {
      name: 'enquiry-reply',
      data: {
        kind: 'enquiry_reply',
        reply: {
          name: 'Marie Dubois',
          message: 'Hello,\nWe stay with you in May and would like to book a table on the terrace for our anniversary.\nIs that possible?',
          subject: 'Anniversary dinner on the terrace',
          sent_at: '2027-01-15T09:30:00.000Z',
          reply: 'Dear Marie,\nWe have kept the corner table on the terrace for you at 19:30 on 12 May.\nWarm regards, Aiko',
          from: { name: sampleBooking(lang).property_name, email: 'kyoto@aurelia-hotels.example' },
        },
      },
    },
    {
      name: 'staff-password-reset',
      data: { kind: 'staff_password_reset', name: 'Demo Manager', reset_url: `${SITE.origin}/admin/reset/3f9a0c7e1b2d4e5f8a6b9c0d1e2f3a4b`, expires_minutes: 60 },
    },
    {
      name: 'staff-invitation',
      data: {
        kind: 'staff_invitation',
        name: 'Demo Editor',
        role: 'group_editor',
        set_password_url: `${SITE.origin}/admin/reset/7c1e2d3f4a5b6c7d8e9f0a1b2c3d4e5f`,
        expires_minutes: 1440,
      },
    },
    {
      name: 'staff-email-changed',
      data: {
        kind: 'staff_email_changed',
        name: 'Demo Editor',
        old_email: 'editor@aurelia-hotels.example',
        new_email: 'demo.editor@aurelia-hotels.example',
        changed_at: '2026-05-12T09:30:00.000Z',
      },
    },
    {
      name: 'schedule-failed',
      data: {
        kind: 'schedule_failed',
        name: 'Demo Editor',
        action: 'publish',
        title: 'Lantern night on the Kamo river',
        scheduled_for: '2026-05-12T07:00:00.000Z',
        reason: 'The following field is invalid: Cover image',
        admin_url: `${SITE.origin}/admin/collections/blog-posts/7`,
      },
    },
  ]
}
