/**
 * The stay in the URL (`check_in`, `check_out`, `adults`, `children`, `ages`, `rooms`, `promo`), as the
 * stay box writes it: what the box needs in the browser. With several rooms whose guests the visitor
 * placed, `adults` and `children` list one count per room and `ages` the children room by room
 * (`rooms=2&adults=2,1&children=0,1&ages=7`); plain counts (`adults=3&children=1&rooms=2`) are the party
 * spread evenly over the rooms, as before. Reading a query string back, and the rest of
 * the booking flow's state, is ./booking-query; the calendar's prices are asked for by the date picker.
 */

export const OCCUPANCY_LIMITS = {
  adults: { min: 1, max: 12 },
  children: { min: 0, max: 6 },
  age: { min: 0, max: 17 },
  rooms: { min: 1, max: 9 },
} as const

export interface Stay {
  check_in: string | null
  check_out: string | null
  adults: number
  children: number
  /** One per child; null where the age is not known yet (the stay box asks for it). */
  ages: (number | null)[]
  rooms: number
  /**
   * With several rooms: who sleeps in each (adults and children counts; the children's ages are `ages`,
   * room by room). `adults` and `children` are then their sums. Absent: the party is spread evenly.
   */
  parties?: RoomGuests[]
  promo: string
}

export interface RoomGuests {
  adults: number
  children: number
}

/** The most adults and children one room of the box offers (each room type has its own limits, which the rates check). */
export const ROOM_LIMITS = { adults: { min: 1, max: 8 }, children: { min: 0, max: 6 } } as const

/** Each room's guests when the visitor placed them room by room (several rooms, adding up to the totals). */
export function placedParties(stay: Stay): RoomGuests[] | null {
  const parties = stay.parties
  if (!parties || stay.rooms < 2 || parties.length !== stay.rooms) return null
  const adults = parties.reduce((sum, party) => sum + party.adults, 0)
  const children = parties.reduce((sum, party) => sum + party.children, 0)
  return adults === stay.adults && children === stay.children && parties.every((party) => party.adults >= 1) ? parties : null
}

/** The party spread over `rooms` as the engine spreads totals: adults evenly, children to the emptiest rooms. */
export function spreadParty(adults: number, children: number, rooms: number): RoomGuests[] {
  const parties = Array.from({ length: rooms }, (_, index) => ({ adults: Math.floor(adults / rooms) + (index < adults % rooms ? 1 : 0), children: 0 }))
  for (let child = 0; child < children; child += 1) {
    const room = parties.reduce((best, party) => (party.adults + party.children < best.adults + best.children ? party : best))
    room.children += 1
  }
  return parties
}

export const DEFAULT_STAY: Stay = { check_in: null, check_out: null, adults: 2, children: 0, ages: [], rooms: 1, promo: '' }

/** A promo code, as the booking API accepts them. */
export const PROMO_CODE = /^[A-Za-z0-9_-]{1,20}$/

/** Every child has an age: the stay can be priced. */
export function agesKnown(stay: Stay): boolean {
  return stay.ages.length === stay.children && stay.ages.every((age) => age !== null)
}

/** The stay as query parameters, in a fixed order (one URL per stay, for sharing and caching). */
export function stayParams(stay: Stay): URLSearchParams {
  const params = new URLSearchParams()
  if (stay.check_in && stay.check_out) {
    params.set('check_in', stay.check_in)
    params.set('check_out', stay.check_out)
  }
  const parties = placedParties(stay)
  params.set('adults', parties ? parties.map((party) => party.adults).join(',') : String(stay.adults))
  params.set('children', parties ? parties.map((party) => party.children).join(',') : String(stay.children))
  if (stay.children > 0) params.set('ages', stay.ages.map((age) => (age === null ? '' : String(age))).join(','))
  params.set('rooms', String(stay.rooms))
  if (stay.promo) params.set('promo', stay.promo)
  return params
}

/** Each room's children's ages, cut from the stay's ages (listed room by room). */
export function agesByRoom(stay: Stay, parties: readonly RoomGuests[]): (number | null)[][] {
  let next = 0
  return parties.map((party) => {
    const ages = Array.from({ length: party.children }, (_, index) => stay.ages[next + index] ?? null)
    next += party.children
    return ages
  })
}

/** The stay with these rooms and these ages per room: the totals are their sums. */
function withRooms(stay: Stay, parties: RoomGuests[], ages: (number | null)[][]): Stay {
  const base = { ...stay, rooms: parties.length, ages: ages.flat() }
  base.adults = parties.reduce((sum, party) => sum + party.adults, 0)
  base.children = parties.reduce((sum, party) => sum + party.children, 0)
  if (parties.length < 2) delete base.parties
  else base.parties = parties
  return base
}

/** The stay with `rooms` rooms, the guests placed room by room: rooms added get one adult, rooms removed take their guests along. */
export function changeRooms(stay: Stay, rooms: number): Stay {
  const current = placedParties(stay) ?? spreadParty(stay.adults, stay.children, stay.rooms).map((party) => ({ ...party, adults: Math.max(1, party.adults) }))
  const ages = agesByRoom(stay, current)
  // One room: everybody in it.
  if (rooms <= 1) return withRooms(stay, [{ adults: current.reduce((sum, party) => sum + party.adults, 0), children: stay.children }], [ages.flat()])
  // From one room to several: the party spread as the engine would, each room with an adult.
  const parties =
    current.length === 1 ? spreadParty(stay.adults, stay.children, rooms).map((party) => ({ ...party, adults: Math.max(1, party.adults) })) : current.slice(0, rooms)
  while (parties.length < rooms) parties.push({ adults: 1, children: 0 })
  const kept = current.length === 1 ? agesByRoom({ ...stay }, parties) : parties.map((_, index) => ages[index] ?? [])
  return withRooms(stay, parties, kept)
}

/** The stay with one room's adults or children changed (a new child's age is not known yet). */
export function changeRoomGuests(stay: Stay, room: number, change: Partial<RoomGuests>): Stay {
  const parties = (placedParties(stay) ?? spreadParty(stay.adults, stay.children, stay.rooms)).map((party) => ({ ...party }))
  const ages = agesByRoom(stay, parties)
  const party = parties[room]
  if (!party) return stay
  Object.assign(party, change)
  ages[room] = Array.from({ length: party.children }, (_, index) => ages[room]?.[index] ?? null)
  return withRooms(stay, parties, ages)
}

/** The stay without one of its rooms (and that room's guests). */
export function removeRoom(stay: Stay, room: number): Stay {
  const parties = placedParties(stay) ?? spreadParty(stay.adults, stay.children, stay.rooms)
  const ages = agesByRoom(stay, parties)
  return withRooms(
    stay,
    parties.filter((_, index) => index !== room),
    ages.filter((_, index) => index !== room),
  )
}
