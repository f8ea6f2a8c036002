import type { CollectionConfig, Field } from 'payload'

import { anyone, publishedOnly, staffOnly } from '../access'
import { coordinatesField, iconField, imageField, orderField, slugField, urlField } from '../fields'

const publicRead = { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly }
const draftRead = { read: publishedOnly, create: staffOnly, update: staffOnly, delete: staffOnly }
const drafts = { drafts: true, maxPerDoc: 20 } as const

const categoryCollection = (slug: string, group: string): CollectionConfig => ({
  slug,
  admin: { useAsTitle: 'name', group },
  access: publicRead,
  defaultSort: 'order',
  fields: [slugField(), orderField(), { name: 'name', type: 'text', localized: true, required: true }],
})

const titled = (extra: Field[]): Field[] => [
  orderField(),
  { name: 'title', type: 'text', localized: true, required: true },
  ...extra,
]

export const Slideshows: CollectionConfig = {
  slug: 'slideshows',
  admin: { useAsTitle: 'title', group: 'Home' },
  access: publicRead,
  defaultSort: 'order',
  fields: titled([
    { name: 'corporate_id', type: 'text', required: true, index: true, defaultValue: 'aurelia' },
    { name: 'subtitle', type: 'textarea', localized: true },
    { name: 'cta', type: 'text', localized: true },
    { name: 'link', type: 'text', admin: { description: 'Site path such as /offers' } },
    imageField(),
  ]),
}

export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: { useAsTitle: 'title', group: 'Content' },
  access: draftRead,
  versions: drafts,
  fields: [
    slugField(),
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'content', type: 'richText', localized: true },
  ],
}

export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: { useAsTitle: 'author', defaultColumns: ['author', 'property', 'rating', 'date'], group: 'Hotels' },
  access: publicRead,
  defaultSort: '-date',
  fields: [
    { name: 'property', type: 'relationship', relationTo: 'properties', required: true, index: true },
    { name: 'author', type: 'text', required: true },
    { name: 'country', type: 'text', admin: { description: 'ISO country code of the guest' } },
    { name: 'rating', type: 'number', required: true, min: 1, max: 5 },
    { name: 'date', type: 'date', required: true },
    { name: 'title', type: 'text', localized: true },
    { name: 'body', type: 'textarea', localized: true, required: true },
  ],
}

export const MasterFacilities: CollectionConfig = {
  slug: 'master-facilities',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'key', 'category'], group: 'Hotels' },
  access: publicRead,
  defaultSort: 'order',
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    orderField(),
    { name: 'name', type: 'text', localized: true, required: true },
    iconField(),
    {
      name: 'category',
      type: 'select',
      required: true,
      defaultValue: 'property',
      options: [
        { label: 'Property facility', value: 'property' },
        { label: 'Room amenity', value: 'room' },
      ],
    },
  ],
}

export const Galleries: CollectionConfig = {
  slug: 'galleries',
  admin: { useAsTitle: 'title', group: 'About' },
  access: publicRead,
  defaultSort: 'order',
  fields: [
    slugField(),
    ...titled([
      {
        name: 'images',
        type: 'array',
        fields: [imageField(), { name: 'caption', type: 'text', localized: true }],
      },
    ]),
  ],
}

export const Attractions: CollectionConfig = {
  slug: 'attractions',
  admin: { useAsTitle: 'name', group: 'Destinations' },
  access: publicRead,
  defaultSort: 'order',
  fields: [
    slugField(),
    orderField(),
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'category',
      type: 'select',
      options: ['culture', 'nature', 'food', 'shopping', 'nightlife', 'wellness'].map((value) => ({
        label: value,
        value,
      })),
    },
    { name: 'property', type: 'relationship', relationTo: 'properties', index: true },
    { name: 'city', type: 'relationship', relationTo: 'cities', index: true },
    coordinatesField(false),
    imageField('image', false),
  ],
}

export const Labels: CollectionConfig = {
  slug: 'labels',
  admin: {
    useAsTitle: 'key',
    defaultColumns: ['key', 'value'],
    group: 'Settings',
    description: 'Every text of the site interface, in every language.',
  },
  access: publicRead,
  defaultSort: 'key',
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'value', type: 'text', localized: true, required: true },
  ],
}

export const OfferCategories = categoryCollection('offer-categories', 'Offers')

export const Offers: CollectionConfig = {
  slug: 'offers',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'valid_to', '_status'], group: 'Offers' },
  access: draftRead,
  versions: drafts,
  defaultSort: 'order',
  fields: [
    slugField(),
    ...titled([
      { name: 'category', type: 'relationship', relationTo: 'offer-categories', required: true },
      { name: 'properties', type: 'relationship', relationTo: 'properties', hasMany: true },
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
      imageField(),
    ]),
  ],
}

export const Countries: CollectionConfig = {
  slug: 'countries',
  admin: { useAsTitle: 'name', group: 'Destinations' },
  access: publicRead,
  defaultSort: 'order',
  fields: [
    slugField(),
    orderField(),
    { name: 'code', type: 'text', required: true, unique: true },
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'description', type: 'textarea', localized: true },
    imageField('image', false),
  ],
}

export const Cities: CollectionConfig = {
  slug: 'cities',
  admin: { useAsTitle: 'name', group: 'Destinations' },
  access: publicRead,
  defaultSort: 'order',
  fields: [
    slugField(),
    orderField(),
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'country', type: 'relationship', relationTo: 'countries', required: true },
    { name: 'description', type: 'textarea', localized: true },
    coordinatesField(),
    imageField('image', false),
  ],
}

export const BlogCategories = categoryCollection('blog-categories', 'Journal')

export const BlogPosts: CollectionConfig = {
  slug: 'blog-posts',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'category', 'published_at', '_status'], group: 'Journal' },
  access: draftRead,
  versions: drafts,
  defaultSort: '-published_at',
  fields: [
    slugField(),
    { name: 'title', type: 'text', localized: true, required: true },
    { name: 'category', type: 'relationship', relationTo: 'blog-categories', required: true },
    { name: 'author', type: 'text' },
    { name: 'published_at', type: 'date', required: true, index: true },
    { name: 'excerpt', type: 'textarea', localized: true },
    { name: 'content', type: 'richText', localized: true },
    imageField('cover'),
  ],
}

export const Careers: CollectionConfig = {
  slug: 'careers',
  admin: { useAsTitle: 'title', group: 'Company' },
  access: draftRead,
  versions: drafts,
  defaultSort: 'order',
  fields: [
    slugField(),
    ...titled([
      { name: 'department', type: 'text', localized: true },
      { name: 'location', type: 'text', localized: true },
      { name: 'property', type: 'relationship', relationTo: 'properties' },
      {
        name: 'employment_type',
        type: 'select',
        required: true,
        defaultValue: 'full_time',
        options: ['full_time', 'part_time', 'internship', 'seasonal'].map((value) => ({ label: value, value })),
      },
      { name: 'description', type: 'richText', localized: true },
    ]),
  ],
}

/** An icon, a short title and a sentence: the home page's and the host page's selling points. */
const sellingPointCollection = (slug: string, group: string): CollectionConfig => ({
  slug,
  admin: { useAsTitle: 'title', group },
  access: publicRead,
  defaultSort: 'order',
  fields: titled([iconField(), { name: 'description', type: 'textarea', localized: true }]),
})

export const SellingPoints = sellingPointCollection('selling-points', 'Home')

export const HostUsps = sellingPointCollection('host-usps', 'Company')

export const PrivacyPolicies: CollectionConfig = {
  slug: 'privacy-policies',
  admin: { useAsTitle: 'name', group: 'Company' },
  access: draftRead,
  versions: drafts,
  defaultSort: 'order',
  fields: [
    slugField(),
    orderField(),
    { name: 'name', type: 'text', localized: true, required: true },
    { name: 'content', type: 'richText', localized: true },
  ],
}

export const FaqCategories = categoryCollection('faq-categories', 'Help')

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  admin: { useAsTitle: 'question', group: 'Help' },
  access: publicRead,
  defaultSort: 'order',
  fields: [
    orderField(),
    { name: 'category', type: 'relationship', relationTo: 'faq-categories', required: true },
    { name: 'question', type: 'text', localized: true, required: true },
    { name: 'answer', type: 'textarea', localized: true, required: true },
  ],
}

export const SocialMedia: CollectionConfig = {
  slug: 'social-media',
  admin: { useAsTitle: 'label', group: 'Company' },
  access: publicRead,
  defaultSort: 'order',
  fields: [
    orderField(),
    {
      name: 'platform',
      type: 'select',
      required: true,
      options: ['instagram', 'facebook', 'x', 'youtube', 'linkedin', 'tiktok'].map((value) => ({
        label: value,
        value,
      })),
    },
    { name: 'label', type: 'text', required: true },
    urlField('url', true),
  ],
}

/** Filled by the contact, host and demo forms (a later issue). Never readable by the public. */
export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  admin: { useAsTitle: 'email', group: 'Guests' },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: ['contact', 'host', 'demo'].map((value) => ({ label: value, value })),
    },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text' },
    { name: 'subject', type: 'text' },
    { name: 'message', type: 'textarea', required: true },
    { name: 'property', type: 'relationship', relationTo: 'properties' },
  ],
}

/** Direct bookings (a later issue writes them). Never readable by the public. */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  admin: { useAsTitle: 'reference', defaultColumns: ['reference', 'property', 'check_in', 'status'], group: 'Guests' },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    { name: 'reference', type: 'text', required: true, unique: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'confirmed',
      options: ['confirmed', 'cancelled'].map((value) => ({ label: value, value })),
    },
    { name: 'property', type: 'relationship', relationTo: 'properties', required: true },
    { name: 'room_type', type: 'relationship', relationTo: 'room-types', required: true },
    { name: 'rate_plan', type: 'relationship', relationTo: 'rate-plans', required: true },
    { name: 'check_in', type: 'text', required: true },
    { name: 'check_out', type: 'text', required: true },
    { name: 'adults', type: 'number', required: true, min: 1 },
    { name: 'children', type: 'number', defaultValue: 0, min: 0 },
    { name: 'rooms', type: 'number', required: true, min: 1 },
    {
      name: 'guest',
      type: 'group',
      fields: [
        { name: 'first_name', type: 'text', required: true },
        { name: 'last_name', type: 'text', required: true },
        { name: 'email', type: 'email', required: true },
        { name: 'phone', type: 'text' },
        { name: 'country', type: 'text' },
      ],
    },
    { name: 'special_requests', type: 'textarea' },
    { name: 'total_minor', type: 'number', required: true },
    { name: 'currency', type: 'text', required: true },
    { name: 'idempotency_key', type: 'text', unique: true },
  ],
}
