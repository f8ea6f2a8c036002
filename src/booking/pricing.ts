/**
 * The price of a stay: pure arithmetic on integer minor units, so every figure a guest sees — the rates
 * page, the calendar, the review step, the confirmation e-mail, the content API — comes from here.
 *
 * Each night is priced for all the rooms (base price or a seasonal one, plus extra adults and children),
 * the promo discount is taken off that night and rounded once, and each percentage tax is rounded once
 * per night; fixed fees are whole minor units already. Totals are sums of those integers and are never
 * rounded again, so the total always equals the sum of its lines.
 *
 * Taxes and fees are computed in the order the hotel lists them, night by night. A percentage is of its
 * base: the room price, the room price plus the service charges listed before it (Japan's consumption
 * tax, Thailand's VAT "++"), or the room price plus earlier lines named by their code. A line can only
 * be based on lines before it, so the order is always well defined. A line included in the rate (France's
 * and Switzerland's VAT) is shown but not added: its share of the price is base × p / (100 + p). A fee per
 * guest can exempt guests under an age (France's taxe de séjour: under-18s; adults always count).
 */
import { roundMinor } from './money'
import { nightsOfStay } from '../lib/stay'
import { ADULT_AGE, type TaxBand, type TaxBase, type TaxBasis, type TaxKind } from '../lib/tax-rows'

export { ADULT_AGE, TAX_BASES, TAX_KINDS, type TaxBand, type TaxBase, type TaxBasis, type TaxKind } from '../lib/tax-rows'

export interface Tax {
  /** The tax's name, per language. */
  name: Record<string, string>
  basis: TaxBasis
  /** For 'percent': 10 is 10 %. */
  percent: number
  /** For the fixed bases: minor units. */
  amount_minor: number
  /** A short name later lines' bases refer to it by ('SC', 'VAT'); compared without case. */
  code?: string
  /** Default 'tax'. */
  kind?: TaxKind
  /** For 'percent': the room price (default), plus earlier service charges, or plus earlier lines by code. */
  base?: TaxBase
  /** For base 'room_and_lines': the codes of earlier lines added to the room price. */
  base_codes?: readonly string[]
  /** Already in the rate: shown as included, never added to the total. Default false. */
  included?: boolean
  /** For 'per_guest_night' and 'per_guest_night_banded': children younger than this are exempt; 18 exempts every child. Default 0. */
  min_age?: number
  /** For 'per_guest_night_banded': the amount per guest by the room's price per guest that night, lowest band first. */
  bands?: readonly TaxBand[]
}

const codeKey = (code: string | undefined): string => (code ?? '').trim().toUpperCase()

/** Whether an earlier line counts in a later percentage's base: added lines only (included ones are in the room price already). */
function countsInBase(tax: Tax, earlier: Tax): boolean {
  if (earlier.included) return false
  const base = tax.base ?? 'room'
  if (base === 'room_and_service') return earlier.kind === 'service_charge'
  if (base === 'room_and_lines') {
    const code = codeKey(earlier.code)
    return code !== '' && (tax.base_codes ?? []).some((item) => codeKey(item) === code)
  }
  return false
}

/** Guests a per-guest fee is charged for: every adult, and each child at or over the fee's minimum age. */
export function payingGuests(tax: Tax, occupancy: { adults: number; child_ages: readonly number[] }): number {
  const minAge = Math.min(ADULT_AGE, Math.max(0, tax.min_age ?? 0))
  return occupancy.adults + occupancy.child_ages.filter((age) => age >= minAge).length
}

/**
 * A banded line's amount per guest for a room whose price that night (after any discount, before taxes
 * and fees) is `roomNight` for `guests` guests: the highest band at or below the price per guest.
 * Compared without rounding: ¥39,999 for two guests is ¥19,999.50 each, below a ¥20,000 band.
 */
export function bandAmount(bands: readonly TaxBand[], roomNight: number, guests: number): number {
  let amount = 0
  for (const band of [...bands].sort((a, b) => a.from_minor - b.from_minor)) {
    if (roomNight >= band.from_minor * Math.max(1, guests)) amount = band.amount_minor
  }
  return roundMinor(amount)
}

export interface PricedRoomType {
  id: number
  base_occupancy: number
  max_adults: number
  max_children: number
}

export interface Season {
  from: string
  to: string
  /** null: every room type. */
  room_type: number | null
  nightly_minor: number
}

export interface PricedRatePlan {
  id: number
  /** Base nightly price per room type id, for the room's base occupancy. */
  prices: ReadonlyMap<number, number>
  seasons: readonly Season[]
  extra_adult_minor: number
  /** Age bands, youngest first: a child pays the first band with max_age ≥ their age. */
  child_rates: readonly { max_age: number; nightly_minor: number }[]
}

/** Who sleeps in one room. */
export interface RoomParty {
  adults: number
  child_ages: number[]
}

export interface Occupancy {
  /** Every adult of every room. */
  adults: number
  /** One age per child, room by room when `parties` is given. */
  child_ages: readonly number[]
  rooms: number
  /** Who sleeps in which room, as the guest placed them; without it the party is spread evenly. */
  parties?: readonly RoomParty[]
}

/** The occupancy of rooms the guest filled one by one: totals and the rooms themselves. */
export function occupancyOfRooms(parties: readonly RoomParty[]): Occupancy {
  return {
    adults: parties.reduce((sum, party) => sum + party.adults, 0),
    child_ages: parties.flatMap((party) => party.child_ages),
    rooms: parties.length,
    parties: parties.map((party) => ({ adults: party.adults, child_ages: [...party.child_ages] })),
  }
}

/**
 * Who sleeps in each room: the guest's own placing when given (null when it does not add up to the
 * totals, or a room has no adult), else the party spread as evenly as possible, every room with an adult.
 */
export function splitParty(occupancy: Occupancy): RoomParty[] | null {
  const { adults, child_ages: ages, rooms } = occupancy
  if (occupancy.parties) {
    const given = occupancy.parties
    const sameAges = [...given.flatMap((party) => party.child_ages)].sort().join() === [...ages].sort().join()
    if (given.length !== rooms || given.some((party) => party.adults < 1) || given.reduce((sum, party) => sum + party.adults, 0) !== adults || !sameAges) return null
    return given.map((party) => ({ adults: party.adults, child_ages: [...party.child_ages] }))
  }
  if (rooms < 1 || adults < rooms) return null
  const parties: RoomParty[] = Array.from({ length: rooms }, (_, index) => ({
    adults: Math.floor(adults / rooms) + (index < adults % rooms ? 1 : 0),
    child_ages: [],
  }))
  // Children go to the rooms with the fewest people first, oldest child first.
  for (const age of [...ages].sort((a, b) => b - a)) {
    const room = parties.reduce((best, party) => (party.adults + party.child_ages.length < best.adults + best.child_ages.length ? party : best))
    room.child_ages.push(age)
  }
  return parties
}

/** Whether a room type can hold the party, room by room. */
export function fitsRoom(room: PricedRoomType, occupancy: Occupancy): boolean {
  const parties = splitParty(occupancy)
  return parties !== null && parties.every((party) => party.adults <= room.max_adults && party.child_ages.length <= room.max_children)
}

/** The plan's price of one room for one night before occupancy extras, or null when the room is not on the plan. */
export function baseNightly(plan: PricedRatePlan, roomTypeId: number, night: string): number | null {
  const base = plan.prices.get(roomTypeId)
  if (base === undefined) return null
  let price = base
  // A later season wins where seasons overlap.
  for (const season of plan.seasons) {
    if (season.from <= night && night <= season.to && (season.room_type === null || season.room_type === roomTypeId)) price = season.nightly_minor
  }
  return roundMinor(price)
}

/** Occupancy extras of one room for one night: adults beyond the base occupancy and each child by age. */
export function occupancyExtras(plan: PricedRatePlan, room: PricedRoomType, party: RoomParty): number {
  let extra = Math.max(0, party.adults - room.base_occupancy) * roundMinor(plan.extra_adult_minor)
  for (const age of party.child_ages) {
    const band = plan.child_rates.find((item) => age <= item.max_age)
    extra += roundMinor(band ? band.nightly_minor : plan.extra_adult_minor)
  }
  return extra
}

export interface TaxLine {
  name: Record<string, string>
  amount_minor: number
  /** Set when the line is already in the room price: shown, not added to the total. */
  included?: true
}

/** One room of a stay as the breakdown shows it, before the promo discount (which is taken off all rooms each night). */
export interface RoomQuote {
  adults: number
  child_ages: number[]
  /** Each night's price of the room with its adults (base price and extra adults). */
  nightly: { date: string; amount_minor: number }[]
  /** One line per child: their age and what they add over the whole stay. */
  children: { age: number; nightly_minor: number; amount_minor: number }[]
  /** The room's nights and children together. */
  total_minor: number
}

export interface Quote {
  /** Room by room (undiscounted); their totals add up to `undiscounted_minor`. */
  rooms: RoomQuote[]
  /** Each night's price for all rooms after the discount, before taxes and fees. */
  nightly: { date: string; amount_minor: number }[]
  /** Before the discount, for all rooms and nights. */
  undiscounted_minor: number
  discount_minor: number
  room_total_minor: number
  /** Every line, added and included, in the hotel's order. */
  taxes_and_fees: TaxLine[]
  /** The lines added to the room price (included ones are not). */
  taxes_and_fees_minor: number
  /** The lines already in the room price, shown for information. */
  taxes_included_minor: number
  total_minor: number
}

/**
 * Prices a stay in one room type on one rate plan for a party, with an optional promo discount (a
 * percentage). Null when the plan has no price for the room type or the party does not fit it.
 */
export function quoteStay(args: {
  plan: PricedRatePlan
  room: PricedRoomType
  taxes: readonly Tax[]
  check_in: string
  check_out: string
  occupancy: Occupancy
  discount_percent?: number
}): Quote | null {
  const { plan, room, taxes, occupancy } = args
  const parties = splitParty(occupancy)
  if (!parties || !fitsRoom(room, occupancy)) return null
  const nights = nightsOfStay(args.check_in, args.check_out)
  if (nights.length === 0) return null
  const percentOff = Math.min(100, Math.max(0, args.discount_percent ?? 0))
  const taxLines = taxes.map((tax) => ({ tax, amount: 0 }))
  // For each line, the earlier lines its base counts (a line is never based on itself or a later one).
  const baseOf = taxes.map((tax, index) => (tax.basis === 'percent' ? taxes.slice(0, index).flatMap((earlier, at) => (countsInBase(tax, earlier) ? [at] : [])) : []))
  const nightly: Quote['nightly'] = []
  const roomQuotes: RoomQuote[] = parties.map((party) => ({
    adults: party.adults,
    child_ages: [...party.child_ages],
    nightly: [],
    children: party.child_ages.map((age) => ({ age, nightly_minor: 0, amount_minor: 0 })),
    total_minor: 0,
  }))
  let undiscounted = 0
  let discount = 0
  for (const [index, night] of nights.entries()) {
    let gross = 0
    const partyGross: number[] = []
    for (const shown of roomQuotes) {
      const base = baseNightly(plan, room.id, night)
      if (base === null) return null
      const adultsPrice = base + occupancyExtras(plan, room, { adults: shown.adults, child_ages: [] })
      shown.nightly.push({ date: night, amount_minor: adultsPrice })
      shown.total_minor += adultsPrice
      for (const child of shown.children) {
        child.nightly_minor = occupancyExtras(plan, room, { adults: 0, child_ages: [child.age] })
        child.amount_minor += child.nightly_minor
        shown.total_minor += child.nightly_minor
      }
      const price = base + occupancyExtras(plan, room, shown)
      partyGross.push(price)
      gross += price
    }
    const off = roundMinor((gross * percentOff) / 100)
    const net = gross - off
    undiscounted += gross
    discount += off
    nightly.push({ date: night, amount_minor: net })
    // This night's amount of each line, in the hotel's order, so later lines can build on earlier ones.
    const tonight: number[] = []
    for (const [at, line] of taxLines.entries()) {
      const { tax } = line
      let amount = 0
      if (tax.basis === 'percent') {
        const base = (baseOf[at] ?? []).reduce((sum, earlier) => sum + (tonight[earlier] ?? 0), net)
        amount = roundMinor(tax.included ? (base * tax.percent) / (100 + tax.percent) : (base * tax.percent) / 100)
      } else if (tax.basis === 'per_room_night') amount = roundMinor(tax.amount_minor) * occupancy.rooms
      else if (tax.basis === 'per_guest_night') amount = roundMinor(tax.amount_minor) * payingGuests(tax, occupancy)
      // Once a stay, counted on its first night.
      else if (tax.basis === 'per_room_stay' && index === 0) amount = roundMinor(tax.amount_minor) * occupancy.rooms
      // Room by room: each room's price that night after the discount, shared by everyone sleeping in it.
      else if (tax.basis === 'per_guest_night_banded') {
        amount = parties.reduce((sum, party, at) => {
          const roomNight = ((partyGross[at] ?? 0) * (100 - percentOff)) / 100
          return sum + bandAmount(tax.bands ?? [], roomNight, party.adults + party.child_ages.length) * payingGuests(tax, party)
        }, 0)
      }
      tonight.push(amount)
      line.amount += amount
    }
  }
  const roomTotal = undiscounted - discount
  const lines: TaxLine[] = taxLines
    .filter((line) => line.amount > 0)
    .map((line) => ({ name: line.tax.name, amount_minor: line.amount, ...(line.tax.included ? { included: true as const } : {}) }))
  const taxesTotal = lines.reduce((sum, line) => sum + (line.included ? 0 : line.amount_minor), 0)
  const includedTotal = lines.reduce((sum, line) => sum + (line.included ? line.amount_minor : 0), 0)
  return {
    rooms: roomQuotes,
    nightly,
    undiscounted_minor: undiscounted,
    discount_minor: discount,
    room_total_minor: roomTotal,
    taxes_and_fees: lines,
    taxes_and_fees_minor: taxesTotal,
    taxes_included_minor: includedTotal,
    total_minor: roomTotal + taxesTotal,
  }
}
