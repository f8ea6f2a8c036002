/**
 * What every edit screen adds for staff working in 8 languages, as `ui` fields (no column, no migration):
 * a banner naming the language being edited, and in the sidebar which languages are missing or older
 * than English, with links to the page on the site (and to a staff-only preview of the draft). Lists of
 * what belongs to one hotel get a hotel picker above the table.
 */
import type { CollectionConfig, Field, GlobalConfig } from 'payload'

import { englishFieldLabel } from './admin-labels'
import { translated } from '../i18n/admin-text'

/** A localized field's place in a document read with `locale=all`: names, with '*' for each array row. */
export interface LocalizedPath {
  path: string[]
  label: Record<string, string>
}

type Container = { type?: string; name?: string; localized?: boolean; fields?: Field[]; tabs?: { name?: string; fields: Field[] }[] }

export function localizedPaths(fields: Field[], prefix: string[] = [], parent: Record<string, string> | null = null): LocalizedPath[] {
  return fields.flatMap((input): LocalizedPath[] => {
    const field = input as Container
    if (field.type === 'ui' || field.type === 'join') return []
    const own = field.name ? translated(englishFieldLabel(field) ?? field.name) : null
    // "Taxes and fees › Name": a label inside a group or an array names its parent first.
    const label = own && parent ? Object.fromEntries(Object.entries(own).map(([code, text]) => [code, `${parent[code]} › ${text}`])) : (own ?? parent)
    if (field.name && field.localized && label) return [{ path: [...prefix, field.name], label }]
    if (field.type === 'tabs') return (field.tabs ?? []).flatMap((tab) => localizedPaths(tab.fields, tab.name ? [...prefix, tab.name] : prefix, parent))
    if (!field.fields) return []
    const inner = field.name ? [...prefix, field.name, ...(field.type === 'array' ? ['*'] : [])] : prefix
    return localizedPaths(field.fields, inner, field.name ? label : parent)
  })
}

/**
 * Each collection's page on the site, by route name of `src/i18n/routes.ts` and the field that names the
 * document in it (the slug); a route without a field is the collection's one list page.
 */
export const SITE_PAGES: Record<string, { route: string; by?: 'slug' }> = {
  properties: { route: 'listing', by: 'slug' },
  'blog-posts': { route: 'blogPost', by: 'slug' },
  offers: { route: 'offer', by: 'slug' },
  'privacy-policies': { route: 'policy', by: 'slug' },
  cities: { route: 'destination', by: 'slug' },
  countries: { route: 'destination', by: 'slug' },
  careers: { route: 'careers' },
  faqs: { route: 'faq' },
  about: { route: 'about' },
  'host-content': { route: 'host' },
  'corporate-profile': { route: 'home' },
  slideshows: { route: 'home' },
  'selling-points': { route: 'home' },
  'host-usps': { route: 'host' },
}

export function withEditingAids<T extends CollectionConfig | GlobalConfig>(config: T): T {
  const paths = localizedPaths(config.fields)
  if (paths.length === 0) return config
  const drafts = typeof config.versions === 'object' && Boolean(config.versions.drafts)
  const aids: Field[] = [
    {
      name: 'editing_language',
      label: translated('Language being edited'),
      type: 'ui',
      admin: { components: { Field: '/components/admin/editing-language#EditingLanguage' } },
    },
  ]
  const status: Field = {
    name: 'translation_status',
    label: translated('Translations'),
    type: 'ui',
    admin: {
      position: 'sidebar',
      components: {
        Field: {
          path: '/components/admin/translation-status#TranslationStatus',
          clientProps: { paths, page: SITE_PAGES[config.slug] ?? null, drafts },
        },
      },
    },
  }
  return { ...config, fields: [...aids, ...config.fields, status] }
}

/** Collections that belong to one hotel (a `property` field) or several (`properties`). */
export function withHotelFilter(collection: CollectionConfig): CollectionConfig {
  const field = collection.fields.some((item) => 'name' in item && item.name === 'property')
    ? 'property'
    : collection.fields.some((item) => 'name' in item && item.name === 'properties')
      ? 'properties'
      : hasNested(collection.fields, 'property')
        ? 'property'
        : null
  if (!field) return collection
  const columns = collection.admin?.defaultColumns
  return {
    ...collection,
    admin: {
      ...collection.admin,
      defaultColumns: columns && !columns.includes(field) ? [...columns.slice(0, 1), field, ...columns.slice(1)] : columns,
      components: {
        ...collection.admin?.components,
        beforeListTable: [...(collection.admin?.components?.beforeListTable ?? []), { path: '/components/admin/hotel-filter#HotelFilter', clientProps: { field } }],
      },
    },
  }
}

function hasNested(fields: Field[], name: string): boolean {
  return fields.some((item) => ('name' in item && item.name === name) || (item.type === 'row' && hasNested(item.fields, name)))
}

/**
 * No "API" tab on documents: it shows staff the raw JSON and a developer's URL, which no editor, manager
 * or front desk needs (the site's own API is documented for developers in the repository).
 */
export function withoutApiTab<T extends CollectionConfig | GlobalConfig>(config: T): T {
  return { ...config, admin: { ...config.admin, hideAPIURL: true } }
}
