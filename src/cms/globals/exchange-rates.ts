import type { GlobalConfig } from 'payload'

import { publicGlobal } from '../access/presets'
import { DEFAULT_EXCHANGE_RATES } from '../../lib/exchange'
import { CURRENCIES, DEFAULT_CURRENCY } from '../../lib/money'

const ISO_CURRENCY = /^[A-Z]{3}$/

/**
 * The exchange rates the site compares prices with: the stay search's price filter and price sorts
 * show every hotel's price in the visitor's display currency, labelled as approximate. A global, not a
 * collection: the rates are one table that staff update together (one save, one timestamp shown as
 * "rates of …", one cache tag), and none of them means anything on its own. The public reads them;
 * staff write them. What a guest books and pays is always the hotel's own currency.
 */
export const ExchangeRates: GlobalConfig = {
  slug: 'exchange-rates',
  label: 'Exchange rates',
  admin: {
    group: 'Settings',
    description: 'Used to compare prices across hotels in one currency (search results, price filter). Guests always book in the hotel’s own currency.',
  },
  access: publicGlobal,
  fields: [
    {
      name: 'base_currency',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_CURRENCY,
      options: CURRENCIES.map((code) => ({ label: code, value: code })),
      admin: { description: 'Every rate below is the amount of its currency that one unit of this currency buys.' },
    },
    {
      name: 'rates',
      type: 'array',
      labels: { singular: 'Rate', plural: 'Rates' },
      defaultValue: Object.entries(DEFAULT_EXCHANGE_RATES.rates).map(([currency, rate]) => ({ currency, rate })),
      admin: { description: 'One row per currency (ISO 4217 code). A hotel or display currency without a rate shows no converted price.' },
      validate: (value: unknown) => {
        const codes = Array.isArray(value) ? value.map((row) => (row as { currency?: string }).currency) : []
        const repeated = codes.find((code, index) => code && codes.indexOf(code) !== index)
        return repeated ? `${repeated} is listed twice.` : true
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'currency',
              type: 'text',
              required: true,
              admin: { width: '30%', description: 'ISO 4217 code, e.g. EUR' },
              validate: (value: unknown) => (typeof value === 'string' && ISO_CURRENCY.test(value) ? true : 'currency is not valid.'),
            },
            {
              name: 'rate',
              type: 'number',
              required: true,
              min: 0.000001,
              admin: { width: '70%', step: 0.000001, description: 'Units of this currency for 1 unit of the base currency (up to 6 decimals)' },
            },
          ],
        },
      ],
    },
  ],
}
