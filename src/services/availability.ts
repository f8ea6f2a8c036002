/**
 * GET /api/availability's answer: the engine's rooms and rates for a stay, with each room's description,
 * beds, size and photo from the read model and every text and amount in the request's language.
 */
import 'server-only'

import type { AvailabilityResult, RateResult } from '@/booking/engine'
import { getPropertyBySlug } from '@/data/properties'
import type { Image } from '@/data/types'
import { type Locale, localeTag } from '@/i18n/locales'
import { pick } from '@/i18n/text'
import type { AvailabilityResponse, RatePlanSummary, RoomOption } from '@/lib/booking-api'
import { absoluteImageUrls } from '@/lib/image-urls'
import { formatExactPrice } from '@/lib/money'

import { policyText, type Texts, taxLines, textsFor } from './bookings'

/** The party of a stay: adults, each child's age, rooms. */
export interface Party {
  adults: number
  child_ages: number[]
  rooms: number
}

function ratePlanSummary(rate: RateResult, lang: Locale, t: Texts): RatePlanSummary {
  const { plan } = rate
  return {
    code: plan.code,
    name: pick(plan.name, lang),
    description: pick(plan.description, lang),
    board: plan.board,
    refundable: plan.refundable,
    cancellation_policy: policyText(t, lang, rate.cancellation_deadline),
    cancellation_deadline: rate.cancellation_deadline,
    guarantee: t('stay.pay_at_hotel'),
    payment: 'pay_at_property',
  }
}

function photoOf(image: Image | undefined, lang: Locale) {
  if (!image) return null
  return absoluteImageUrls({ url: image.url, width: image.width, height: image.height, alt: pick(image.alt, lang) }) as {
    url: string
    width: number
    height: number
    alt: string
  }
}

/** GET /api/availability's body. */
export async function availabilityBody(result: AvailabilityResult, stay: { check_in: string; check_out: string } & Party, lang: Locale): Promise<AvailabilityResponse> {
  const { catalog } = result
  const [t, detail] = await Promise.all([textsFor(lang), getPropertyBySlug(catalog.slug)])
  const tag = localeTag(lang)
  const money = (amount: number) => formatExactPrice(amount, catalog.currency, tag)
  const rooms: RoomOption[] = result.rooms.map((option) => {
    const shown = detail?.room_types.find((room) => room.slug === option.room.slug)
    return {
      room_type: {
        slug: option.room.slug,
        name: pick(option.room.name, lang),
        description: pick(shown?.description, lang),
        beds: pick(shown?.beds, lang),
        max_adults: option.room.max_adults,
        max_children: option.room.max_children,
        size_sqm: shown?.size_sqm ?? null,
        photo: photoOf(shown?.photos[0], lang),
      },
      available: option.available,
      unavailable_reason: option.unavailable_reason,
      rates: option.rates.map((rate) => {
        const average = Math.round(rate.quote.total_minor / Math.max(1, result.nights))
        return {
          rate_plan: ratePlanSummary(rate, lang, t),
          nightly: rate.quote.nightly,
          room_total_minor: rate.quote.room_total_minor,
          discount_minor: rate.quote.discount_minor,
          taxes_and_fees: taxLines(rate.quote.taxes_and_fees, catalog.currency, lang),
          taxes_and_fees_minor: rate.quote.taxes_and_fees_minor,
          taxes_included_minor: rate.quote.taxes_included_minor,
          total_minor: rate.quote.total_minor,
          total_formatted: money(rate.quote.total_minor),
          average_nightly_minor: average,
          average_nightly_formatted: money(average),
        }
      }),
    }
  })
  return {
    property: {
      slug: catalog.slug,
      name: pick(catalog.name, lang),
      currency: catalog.currency,
      time_zone: catalog.time_zone,
      check_in_time: catalog.check_in_time,
      check_out_time: catalog.check_out_time,
    },
    check_in: stay.check_in,
    check_out: stay.check_out,
    nights: result.nights,
    adults: stay.adults,
    children: stay.child_ages.length,
    child_ages: stay.child_ages,
    rooms_requested: stay.rooms,
    currency: catalog.currency,
    promo: result.promo.promo ? { code: result.promo.promo.code, discount_percent: result.promo.promo.discount_percent } : null,
    ...(result.promo.error ? { promo_error: result.promo.error } : {}),
    rooms,
  }
}
