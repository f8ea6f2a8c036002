import type { CollectionConfig } from 'payload'

import { offersAccess } from '../access/presets'
import { imageField, orderField, seoField, slugField } from '../fields'
import { withDrafts } from './presets'

export const Offers: CollectionConfig = {
  slug: 'offers',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'valid_to', '_status'], group: 'Offers' },
  access: offersAccess,
  versions: withDrafts,
  defaultSort: 'order',
  fields: [
    slugField(),
    orderField(),
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'category', type: 'relationship', relationTo: 'offer-categories', required: true },
    {
      name: 'properties',
      type: 'relationship',
      relationTo: 'properties',
      hasMany: true,
      admin: { components: { Cell: '/components/admin/hotels-cell#AllHotelsCell', Field: '/components/admin/hotels-field#HotelsField' } },
    },
    { name: 'summary', type: 'textarea', localized: true },
    { name: 'description', type: 'richText', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'promo_code', type: 'text' },
        { name: 'discount_percent', type: 'number', min: 0, max: 100 },
        { name: 'valid_from', type: 'date' },
        { name: 'valid_to', type: 'date' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'promo_rate_plans',
          label: 'Promo code applies to',
          type: 'relationship',
          relationTo: 'rate-plans',
          hasMany: true,
          admin: { description: "Empty: every rate plan of the offer's hotels. Stays must fall within the offer's dates." },
        },
        {
          name: 'promo_room_types',
          label: 'Promo code room types',
          type: 'relationship',
          relationTo: 'room-types',
          hasMany: true,
          admin: { description: "Empty: every room type of the offer's hotels." },
        },
        {
          name: 'promo_min_nights',
          label: 'Promo code minimum nights',
          type: 'number',
          min: 1,
          max: 30,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'promo_non_refundable',
          label: 'Promo code also applies to non-refundable rates',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Unticked: the code never discounts a non-refundable rate plan, even one listed above.' },
        },
        {
          name: 'bookable_from',
          label: 'Bookable from',
          type: 'date',
          admin: { description: "First day the code can be booked, on the hotel's calendar. Empty: from now." },
        },
        {
          name: 'bookable_to',
          label: 'Bookable until',
          type: 'date',
          admin: { description: "Last day the code can be booked, on the hotel's calendar. Empty: while the offer runs." },
        },
      ],
    },
    imageField(),
    seoField(),
  ],
}
