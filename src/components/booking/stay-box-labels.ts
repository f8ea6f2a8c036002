import type { BookingLabels } from './labels'

/**
 * The texts the dates-and-guests box (stay-box.tsx) and its calendar (date-range-picker.tsx) show: the
 * only labels a page hands the box, not the booking flow's ~190 (9–13 kB of every page's payload).
 * tests/unit/stay-box-labels.test.ts checks that every text the two files ask for is here.
 */
export const STAY_BOX_LABEL_KEYS = [
  'stay_heading',
  'dates',
  'check_in',
  'check_out',
  'add_date',
  'nights',
  'adults',
  'children',
  'rooms',
  'guests_per_room',
  'room_number',
  'remove_room',
  'add_room',
  'child_ages',
  'child_age_label',
  'age_choose',
  'age_years',
  'promo_toggle',
  'promo_code',
  'show_rates',
  'choose_dates_first',
  'choose_ages_first',
  'rooms_need_adults',
  'party_too_large',
  'invalid',
  'calendar_label',
  'close_calendar',
  'loading_calendar',
  'calendar_legend',
  'grid_instructions',
  'previous_month',
  'next_month',
  'choose_check_in',
  'choose_check_out',
  'picked_check_in',
  'picked_check_out',
  'day_is_check_in',
  'day_is_check_out',
  'day_price',
  'day_past',
  'day_sold_out',
  'day_no_arrival',
  'day_no_arrival_short',
  'day_min_stay',
  'day_min_stay_short',
  'day_max_stay',
  'day_night_sold_out',
  'day_too_far',
] as const

/** The box's texts out of the booking flow's. */
export function pickStayBoxLabels(labels: BookingLabels): BookingLabels {
  const picked: BookingLabels = {}
  for (const key of STAY_BOX_LABEL_KEYS) if (labels[key] !== undefined) picked[key] = labels[key]
  return picked
}
