/**
 * The fixed choices a hotel's details are made of: the views a room can have, the house policies and the
 * kinds of venue. Staff pick one in the admin (English labels there); visitors read the label
 * `hotel_page.<group>_<value>` in their language.
 */

export const ROOM_VIEWS = [
  { value: 'garden', label: 'Garden view' },
  { value: 'moss-garden', label: 'Moss garden view' },
  { value: 'courtyard', label: 'Courtyard view' },
  { value: 'rooftops', label: 'Rooftop view' },
  { value: 'sea', label: 'Sea view' },
  { value: 'lake', label: 'Lake view' },
  { value: 'city', label: 'City view' },
  { value: 'palace', label: 'Palace gardens view' },
  { value: 'river', label: 'River view' },
  { value: 'jungle', label: 'Jungle view' },
  { value: 'valley', label: 'Valley view' },
  { value: 'old-town', label: 'Old town view' },
  { value: 'pudong', label: 'Skyline view' },
  { value: 'bund', label: 'Bund view' },
  { value: 'eastern-hills', label: 'Hill view' },
] as const

export type RoomView = (typeof ROOM_VIEWS)[number]['value']

/** Each house policy and the answers a hotel can give (the first is the default). */
export const POLICIES = {
  children: [
    { value: 'welcome', label: 'Children of all ages welcome' },
    { value: 'from_12', label: 'Guests aged 12 and over' },
    { value: 'adults_only', label: 'Adults only (18+)' },
  ],
  pets: [
    { value: 'not_allowed', label: 'No pets (assistance animals welcome)' },
    { value: 'allowed', label: 'Pets welcome' },
    { value: 'on_request', label: 'Small pets on request' },
  ],
  parking: [
    { value: 'public_nearby', label: 'Public car park nearby' },
    { value: 'valet', label: 'Valet parking' },
    { value: 'on_site', label: 'Parking on site' },
    { value: 'none', label: 'No parking' },
  ],
  smoking: [
    { value: 'non_smoking', label: 'Entirely non-smoking' },
    { value: 'designated', label: 'Smoking in designated outdoor areas only' },
  ],
  accessibility: [
    { value: 'step_free', label: 'Step-free access and accessible rooms' },
    { value: 'partial', label: 'Step-free public areas; some rooms have steps' },
    { value: 'limited', label: 'Steps in places; ask us before booking' },
  ],
} as const

export type PolicyKey = keyof typeof POLICIES
export const POLICY_KEYS = Object.keys(POLICIES) as PolicyKey[]

export const VENUE_KINDS = [
  { value: 'dining', label: 'Restaurant or bar' },
  { value: 'spa', label: 'Spa or wellness' },
] as const

export type VenueKind = (typeof VENUE_KINDS)[number]['value']

/**
 * The guests' average score on a scale of 5, to one decimal, and how many scored: the same figures on the
 * search card, the hotel page and its structured data. Null average when no one has scored.
 */
export function averageRating(ratings: readonly number[]): { average: number | null; count: number } {
  const scored = ratings.filter((rating) => rating > 0)
  if (scored.length === 0) return { average: null, count: 0 }
  return { average: Math.round((scored.reduce((sum, rating) => sum + rating, 0) / scored.length) * 10) / 10, count: scored.length }
}
