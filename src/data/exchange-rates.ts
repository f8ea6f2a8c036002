/**
 * The exchange rates staff keep in the back office (the `exchange-rates` global), which the stay
 * search compares prices with in the visitor's display currency. Until staff first save the global,
 * the site uses the demo rates it ships with (src/lib/exchange.ts).
 */
import type { ExchangeRate } from '../cms/payload-types'
import { DEFAULT_EXCHANGE_RATES, type ExchangeRates } from '../lib/exchange'
import { cachedRead, findGlobalPublic } from './read'
import { num, rows, str } from './reshape'

type RateRow = NonNullable<ExchangeRate['rates']>[number]

export const getExchangeRates = cachedRead('exchange-rates', ['global:exchange-rates'], async (): Promise<ExchangeRates> => {
  const doc = await findGlobalPublic('exchange-rates', 0)
  if (!doc.updatedAt) return DEFAULT_EXCHANGE_RATES
  const base = str(doc.base_currency) || DEFAULT_EXCHANGE_RATES.base
  const rates: Record<string, number> = { [base]: 1 }
  for (const row of rows<RateRow>(doc.rates)) {
    const currency = str(row.currency)
    const rate = num(row.rate, Number.NaN)
    if (currency && rate > 0 && currency !== base) rates[currency] = rate
  }
  return { base, rates, updated_at: str(doc.updatedAt) || null }
})
