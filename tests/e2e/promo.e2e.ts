/**
 * A promo code on the rates page as a guest meets it: STAY4 on a 2-night stay says why it takes nothing
 * off ("needs a stay of at least 4 nights", in the page's language) and every rate keeps its price; on 4
 * nights it is applied and the flexible rates show the saving. An offer's "Book this offer" leads to its
 * hotel's rates with the code and a first valid stay, and the header's "Book now" follows the page's one
 * hotel (a one-hotel offer, a one-hotel city), from the first paint, before the page's code has run.
 */
import { expect, test } from '@playwright/test'

import { labels } from '../../seed/content/labels'

const PARIS = 'aurelia-paris-saint-germain'
const stay = (checkIn: string, checkOut: string, promo: string) => `check_in=${checkIn}&check_out=${checkOut}&adults=2&promo=${promo}`

/** The text before the first placeholder of a label: what a reader sees whatever fills it. */
const lead = (key: keyof typeof labels, lang: 'en' | 'fr' | 'ja') => (labels[key] as Record<string, string>)[lang]!.split('{')[0]!

test.describe('a promo code within its terms', () => {
  test('STAY4 on 2 nights says it needs 4 nights and takes nothing off; on 4 nights it is applied', async ({ page }) => {
    await page.goto(`/property/${PARIS}?${stay('2027-01-18', '2027-01-20', 'STAY4')}`)
    const refused = page.getByTestId('promo-refused')
    await expect(refused).toContainText('The promo code STAY4 needs a stay of at least 4 nights.')
    await expect(page.getByTestId('promo-applied')).toHaveCount(0)
    await expect(page.getByTestId('rate-total').first()).toBeVisible()
    await expect(page.getByText(lead('booking.promo_saving', 'en'))).toHaveCount(0)

    await page.goto(`/property/${PARIS}?${stay('2027-01-18', '2027-01-22', 'STAY4')}`)
    await expect(page.getByTestId('promo-applied')).toContainText('STAY4')
    await expect(page.getByTestId('promo-refused')).toHaveCount(0)
    await expect(page.getByText(lead('booking.promo_saving', 'en')).first()).toBeVisible()
    // The non-refundable rates say the code does not apply to them.
    await expect(page.getByTestId('promo-rate-note').first()).toHaveText('Code STAY4 not valid for this rate')
  })

  test('the reason is in the page’s language, with its plural', async ({ page }) => {
    await page.goto(`/fr/property/${PARIS}?${stay('2027-01-18', '2027-01-20', 'STAY4')}`)
    await expect(page.getByTestId('promo-refused')).toContainText('Le code promo STAY4 demande un séjour d’au moins 4 nuits.')
    await page.goto(`/ja/property/${PARIS}?${stay('2027-01-18', '2027-01-20', 'STAY4')}`)
    await expect(page.getByTestId('promo-refused')).toContainText('プロモーションコード STAY4 は4泊以上のご滞在が条件です。')
  })

  test('ADEUX is applied to the suite; the other rooms say it is not valid for them', async ({ page }) => {
    await page.goto(`/property/${PARIS}?${stay('2027-01-18', '2027-01-20', 'ADEUX')}`)
    await expect(page.getByTestId('promo-applied')).toContainText('ADEUX')
    await expect(page.getByTestId('promo-rate-note').filter({ hasText: 'Code ADEUX not valid for this room' }).first()).toBeVisible()
  })
})

test.describe('"Book this offer" and "Book now"', () => {
  test('Paris for two leads to the hotel’s rates with ADEUX and a first valid stay, where it is applied', async ({ page }) => {
    await page.goto('/offers/paris-for-two')
    const book = page.getByRole('link', { name: lead('offers.book', 'en') }).last()
    const href = await book.getAttribute('href')
    expect(href).toMatch(new RegExp(`^/property/${PARIS}\\?check_in=\\d{4}-\\d{2}-\\d{2}&check_out=\\d{4}-\\d{2}-\\d{2}&adults=2&promo=ADEUX$`))
    const query = new URL(href!, 'http://x').searchParams
    // Two nights at least (the offer's minimum), from tomorrow on.
    const nights = (Date.parse(query.get('check_out')!) - Date.parse(query.get('check_in')!)) / 86_400_000
    expect(nights).toBe(2)
    expect(query.get('check_in')! > new Date().toISOString().slice(0, 10)).toBe(true)
    // The header's "Book now" follows the offer's one hotel.
    await expect(page.getByTestId('header-book')).toHaveAttribute('href', href!)
    await book.click()
    await expect(page).toHaveURL(new RegExp(`/property/${PARIS}\\?`))
    await expect(page.getByTestId('promo-applied')).toContainText('ADEUX')
  })

  test('a one-hotel city’s "Book now" goes to that hotel’s rates; a city page of several hotels, to the list', async ({ page }) => {
    await page.goto('/destination/paris')
    await expect(page.getByTestId('header-book')).toHaveAttribute('href', `/property/${PARIS}`)
    await page.goto('/destination/france')
    await expect(page.getByTestId('header-book')).toHaveAttribute('href', '/listing')
  })

  test('before the page’s code has run, "Book now" already leads to the one hotel, in the page’s language', async ({ page }) => {
    // A slow phone shows the page seconds before its scripts arrive: none is let through here.
    await page.route('**/_next/static/**/*.js', () => {})
    for (const [path, hotel] of [
      ['/offers/paris-for-two', null],
      ['/ja/destination/paris', `/ja/property/${PARIS}`],
    ] as const) {
      await page.goto(path, { waitUntil: 'domcontentloaded' })
      await expect(page.locator('html')).not.toHaveAttribute('data-live')
      // On the offer, the same address as its "Book this offer": the hotel, the code and a stay.
      const offerLink = page.getByRole('link', { name: lead('offers.book', 'en') }).last()
      const expected = hotel ?? (await offerLink.getAttribute('href'))
      expect(expected).toMatch(new RegExp(`/property/${PARIS}`))
      await expect(page.getByTestId('header-book')).toHaveAttribute('href', expected!)
    }
    await page.goto('/destination/france', { waitUntil: 'domcontentloaded' })
    await expect(page.getByTestId('header-book')).toHaveAttribute('href', '/listing')
  })
})
