import type { CollectionConfig, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { labelCollection, labelGlobal } from '@/cms/admin-labels'
import { Bookings } from '@/cms/collections/bookings'
import { Media } from '@/cms/collections/media'
import { Messages } from '@/cms/collections/messages'
import { Properties } from '@/cms/collections/properties'
import { RatePlans } from '@/cms/collections/rate-plans'
import { RoomAvailability } from '@/cms/collections/room-availability'
import { RoomTypes } from '@/cms/collections/room-types'
import { localizedPaths, withEditingAids, withHotelFilter } from '@/cms/editing-aids'
import { CorporateProfile } from '@/cms/globals/corporate-profile'
import { LOCALES } from '@/i18n/locales'

type Texts = Record<string, string>

/** Every label, help text and option name a staff member reads on a collection's screens. */
function textsOf(fields: Field[]): Texts[] {
  return fields.flatMap((input) => {
    const field = input as Field & {
      label?: unknown
      labels?: { singular?: unknown; plural?: unknown }
      options?: { label: unknown }[]
      fields?: Field[]
      tabs?: { label?: unknown; fields: Field[] }[]
      admin?: { description?: unknown; hidden?: boolean }
    }
    if (field.admin?.hidden || field.type === 'ui') return []
    const found: unknown[] = [field.label, field.labels?.singular, field.labels?.plural, field.admin?.description, ...(field.options ?? []).map((option) => option.label)]
    return [
      ...(found.filter((text) => text !== undefined && text !== false) as Texts[]),
      ...textsOf(field.fields ?? []),
      ...(field.tabs ?? []).flatMap((tab) => [...(tab.label ? [tab.label as Texts] : []), ...textsOf(tab.fields)]),
    ]
  })
}

const collections: CollectionConfig[] = [Properties, RoomTypes, RatePlans, RoomAvailability, Bookings, Messages, Media]

describe('back-office labels', () => {
  it('names every collection, field, option and help text in all 8 languages, in words staff read', () => {
    for (const collection of collections.map(withHotelFilter).map(withEditingAids).map(labelCollection)) {
      const labels = collection.labels as { singular: Texts; plural: Texts }
      const texts = [labels.singular, labels.plural, collection.admin?.group as Texts, ...textsOf(collection.fields)]
      for (const text of texts) {
        expect(typeof text, `${collection.slug}: ${JSON.stringify(text)}`).toBe('object')
        expect(Object.keys(text).sort()).toEqual([...LOCALES].sort())
        for (const code of LOCALES) {
          expect(text[code], `${collection.slug} ${code}`).not.toMatch(/_|minor units|\(minor/)
          // Translated: no other language shows the English text, except names that are the same everywhere.
          if (code !== 'en' && text[code] === text.en)
            expect(text.en, `${collection.slug}: "${text.en}" in ${code}`).toMatch(
              /^(Hotels?|Status|Code|Logo|Label|Link|Name|E-mail|Page|Galerie|Description|Introduction|Images?|Administrator|Editor|Message|Note|Contact|Date|Shopping|Wellness|Question|Photos|Nature|Culture|Rating|Text|Kind)$|^[A-Z]{3} — |[A-Z]{2}\$|Tag Manager|Taxes|Editor|Size|Stars|Pages| \([a-z]{2}\)$/,
            )
        }
      }
    }
  })

  it('puts collections in the four groups staff look for', () => {
    expect((labelCollection(RatePlans).admin?.group as Texts).en).toBe('Hotels')
    expect((labelCollection(Bookings).admin?.group as Texts).en).toBe('Bookings')
    expect((labelCollection(Media).admin?.group as Texts).en).toBe('Content')
    expect((labelGlobal(CorporateProfile).admin?.group as Texts).en).toBe('Settings')
    expect((labelCollection(RatePlans).labels?.plural as Texts).fr).toBe('Tarifs')
  })

  it('lists the texts of a document that exist in every language, naming their parents', () => {
    const paths = localizedPaths(Properties.fields)
    expect(paths.map((entry) => entry.path.join('.'))).toEqual(expect.arrayContaining(['name', 'summary', 'description', 'address', 'taxes.*.name']))
    expect(paths.find((entry) => entry.path.join('.') === 'taxes.*.name')?.label.en).toBe('Taxes and fees › Name')
  })

  it('lets lists of what belongs to hotels be narrowed to one hotel', () => {
    const filtered = withHotelFilter(RoomTypes)
    expect(filtered.admin?.components?.beforeListTable).toEqual([{ path: '/components/admin/hotel-filter#HotelFilter', clientProps: { field: 'property' } }])
    expect(filtered.admin?.defaultColumns).toContain('property')
    expect(withHotelFilter(Media).admin?.components?.beforeListTable).toBeUndefined()
  })
})
