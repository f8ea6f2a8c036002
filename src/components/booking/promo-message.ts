import type { AvailabilityResponse, RateOption } from '@/lib/booking-api'

/**
 * Why a promo code asked for takes nothing off this stay, as a `booking.promo_reason_*` label and its
 * values: the reason the availability answer gives (an answer without one is an unknown code).
 */
export function promoRefusal(data: AvailabilityResponse, code: string): { key: string; values: Record<string, string | number> } {
  const reason = data.promo_error ?? 'unknown'
  return { key: `promo_reason_${reason}`, values: { code: data.promo_terms?.code ?? code.toUpperCase(), nights: data.promo_terms?.min_nights ?? 1 } }
}

/** Beside a rate a promo applied elsewhere does not discount: why not (room or rate), or null. */
export function promoRateNote(data: AvailabilityResponse, rate: RateOption): { key: string; values: Record<string, string> } | null {
  if (!data.promo || rate.promo_applied !== false) return null
  const reason = rate.promo_reason === 'room_type' ? 'room_type' : 'rate_plan'
  return { key: `promo_rate_${reason}`, values: { code: data.promo.code } }
}
