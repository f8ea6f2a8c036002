/**
 * The rates always follow the stay box (issue 21, item 1): on a hotel's rates page, each change of the
 * dates (picked in the calendar), the adults, the rooms and the promo code re-prices at once, without
 * "Show rates": the address follows the box, the room list is for the new stay with the engine's prices
 * (GET /api/availability for that stay), and no list or "Choose" of the old stay is left on screen while
 * the new one is asked for. Then a rate is chosen and booked, and the booking is the stay in the box.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { labels } from '../../seed/content/labels'
import { ISLAND_PENDING } from '../../src/components/ui/island'

const HOTEL = 'aurelia-kyoto-higashiyama'
const label = (key: keyof typeof labels) => (labels[key] as Record<string, string>).en!

const DAY_MS = 86_400_000
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

interface StayAsked {
  check_in: string
  check_out: string
  /** Adults in each room, in order: the box splits its guests over the rooms. */
  adults: number[]
  promo?: string
}

const totalAdults = (stay: StayAsked) => stay.adults.reduce((sum, adults) => sum + adults, 0)

interface Availability {
  rooms: {
    room_type: { slug: string }
    available: number
    unavailable_reason: string | null
    rates: { rate_plan: { code: string }; total_minor: number; total_formatted: string }[]
  }[]
}

/** The query the box writes (comma-separated parties, encoded as the address bar shows them). */
const stayQuery = (stay: StayAsked) =>
  `check_in=${stay.check_in}&check_out=${stay.check_out}&adults=${encodeURIComponent(stay.adults.join(','))}` +
  `&children=${encodeURIComponent(stay.adults.map(() => 0).join(','))}&rooms=${stay.adults.length}${stay.promo ? `&promo=${stay.promo}` : ''}`

async function apiRates(request: APIRequestContext, stay: StayAsked): Promise<Availability> {
  const response = await request.get(`/api/availability?property=${HOTEL}&${stayQuery(stay)}&lang=en`)
  expect(response.status()).toBe(200)
  return (await response.json()) as Availability
}

/** The room list is for `stay` (the address too), with every bookable rate at the engine's total for it. */
async function expectRatesFor(page: Page, request: APIRequestContext, stay: StayAsked) {
  await expect(page).toHaveURL(new RegExp(`\\?${stayQuery(stay)}$`))
  const api = await apiRates(request, stay)
  const bookable = api.rooms.filter((room) => room.unavailable_reason === null && room.available > 0 && room.rates.length > 0)
  expect(bookable.length).toBeGreaterThan(0)
  for (const room of bookable)
    for (const rate of room.rates)
      await expect(page.locator(`[data-room="${room.room_type.slug}"] [data-rate="${rate.rate_plan.code}"] [data-testid="rate-total"]`)).toHaveText(rate.total_formatted)
  const list = page.getByTestId('rate-list')
  await expect(list).toHaveAttribute('data-check-in', stay.check_in)
  await expect(list).toHaveAttribute('data-check-out', stay.check_out)
  await expect(list).toHaveAttribute('data-adults', String(totalAdults(stay)))
  await expect(list).toHaveAttribute('data-rooms', String(stay.adults.length))
  return api
}

/** Right after a change: nothing of the previous stay is on screen, neither its list nor a "Choose". */
async function expectNoStaleRates(page: Page, previous: StayAsked) {
  const stale = page.locator(
    `[data-testid="rate-list"][data-check-in="${previous.check_in}"][data-check-out="${previous.check_out}"][data-adults="${totalAdults(previous)}"][data-rooms="${previous.adults.length}"]`,
  )
  await expect(stale).toHaveCount(0)
}

/** Picks a day in the open calendar, moving on a month at a time until it is shown. */
async function pickDay(page: Page, date: string) {
  const picker = page.getByTestId('date-picker')
  const day = picker.locator(`td[data-date="${date}"]`)
  await expect(picker.locator('td[data-date]').first()).toBeVisible()
  for (let months = 0; months < 6 && !(await day.isVisible()); months++) await picker.getByRole('button', { name: label('booking.next_month') }).click()
  await day.click()
}

test('every change in the stay box re-prices the rates at once, and Choose books the stay in the box', async ({ page, request }) => {
  test.setTimeout(150_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.addInitScript(() => localStorage.setItem('vr-consent', 'denied'))

  // Stays whose nights are all open (with no minimum stay longer than the stay) for 3 adults in 2 rooms.
  const calendar = (await (await request.get(`/api/availability/calendar?property=${HOTEL}&days=60&adults=3&rooms=2`)).json()) as {
    today: string
    days: { date: string; status: string; min_stay: number | null }[]
  }
  const open = new Map(calendar.days.map((day) => [day.date, day]))
  const fits = (from: string, nights: number) =>
    Array.from({ length: nights }, (_, index) => open.get(addDays(from, index))).every(
      (day) => day && day.status === 'open' && (day.min_stay ?? 1) <= nights && day.date > calendar.today,
    )
  const starts = calendar.days.map((day) => day.date).filter((date) => fits(date, 2) && fits(date, 4))
  const first = starts[3]!
  const second = starts.find((date) => date >= addDays(first, 9))!
  expect(first, 'a first stay').toBeTruthy()
  expect(second, 'a second stay').toBeTruthy()

  let stay: StayAsked = { check_in: first, check_out: addDays(first, 2), adults: [2] }
  // The first rates come with the page (drawn on the server): the browser does not ask for them.
  const asked: string[] = []
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/availability') asked.push(sent.url())
  })
  await page.goto(`/property/${HOTEL}?${stayQuery(stay)}`)
  await expectRatesFor(page, request, stay)
  await page.waitForLoadState('networkidle')
  await expect(page.locator(`hydrate-later[${ISLAND_PENDING}]`)).toHaveCount(0)
  const askedOnLoad = [...asked]

  // Dates, picked in the calendar: no "Show rates".
  await page.getByTestId('stay-dates').click()
  let previous = stay
  stay = { ...stay, check_in: second, check_out: addDays(second, 4) }
  await pickDay(page, stay.check_in)
  await pickDay(page, stay.check_out)
  await expectNoStaleRates(page, previous)
  await expectRatesFor(page, request, stay)

  // Adults.
  previous = stay
  stay = { ...stay, adults: [3] }
  await page.getByTestId('stay-box').getByLabel(label('booking.adults'), { exact: true }).selectOption('3')
  await expectNoStaleRates(page, previous)
  await expectRatesFor(page, request, stay)

  // Rooms: the three adults are split over the two rooms, two and one.
  previous = stay
  stay = { ...stay, adults: [2, 1] }
  await page.getByTestId('stay-box').getByLabel(label('booking.rooms'), { exact: true }).selectOption('2')
  await expectNoStaleRates(page, previous)
  await expectRatesFor(page, request, stay)

  // A promo code, once the typing pauses.
  await page.getByText(label('booking.promo_toggle')).click()
  await page.getByTestId('stay-box').getByLabel(label('booking.promo_code')).fill('STAY4')
  stay = { ...stay, promo: 'STAY4' }
  const api = await expectRatesFor(page, request, stay)

  // Choose the first flexible rate and book it: the booking is the stay in the box, at the total shown.
  const room = api.rooms.find((option) => option.unavailable_reason === null && option.available > 0 && option.rates.some((rate) => rate.rate_plan.code === 'FLEX'))!
  const rate = room.rates.find((option) => option.rate_plan.code === 'FLEX')!
  await page.locator(`[data-room="${room.room_type.slug}"] [data-rate="FLEX"]`).getByTestId('choose-rate').click()
  await expect(page).toHaveURL(new RegExp(`\\?${stayQuery(stay)}&room=${room.room_type.slug}&rate=FLEX$`))
  await expect(page.getByTestId('selection-summary')).toContainText(rate.total_formatted)
  await page.getByTestId('continue-to-details').click()
  const form = page.getByTestId('guest-form')
  await form.getByLabel(label('booking.first_name')).fill('Rina')
  await form.getByLabel(label('booking.last_name')).fill('Follows')
  const email = `rates-follow-${Date.now()}@example.com`
  await form.getByLabel(label('form.email')).fill(email)
  await page.getByTestId('details-continue').click()
  await expect(page.getByTestId('breakdown-total')).toHaveText(rate.total_formatted)
  await page.getByTestId('confirm-booking').click()
  await expect(page).toHaveURL(/step=confirmation&reference=/, { timeout: 30_000 })
  const reference = (await page.getByTestId('booking-reference').textContent())!.trim()
  await expect(page.getByTestId('confirmation')).toContainText(rate.total_formatted)

  const booked = (await (await request.get(`/api/bookings/${reference}?email=${encodeURIComponent(email)}`)).json()) as {
    check_in: string
    check_out: string
    guests: { adults: number }
    rooms: number
    room_type: string
    rate_plan: string
    total_minor: number
  }
  expect(booked).toMatchObject({
    check_in: stay.check_in,
    check_out: stay.check_out,
    rooms: stay.adults.length,
    room_type: room.room_type.slug,
    rate_plan: 'FLEX',
    total_minor: rate.total_minor,
  })
  expect(booked.guests.adults).toBe(totalAdults(stay))
  expect(askedOnLoad, 'no request for the rates the page came with').toEqual([])
  // One request per stay the box asked for (dates, adults, rooms, promo), none for the old stays.
  expect(asked.length).toBeGreaterThanOrEqual(4)
})
