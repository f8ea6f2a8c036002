import type { GlobalConfig } from 'payload'

import { attributionUrlProblem, DEFAULT_ATTRIBUTION, DEFAULT_ATTRIBUTION_URL, DEFAULT_TILE_URL, MAP_MAX_ZOOM, tileSourceProblem, tileUrlProblem } from '../../lib/map'
import { mapTileSources } from '../../lib/security-headers'
import { publicGlobal } from '../access/presets'

/**
 * Where the maps' background tiles come from and whom they credit (spec §9: tile size 256, max zoom 18
 * by default). OpenStreetMap's until staff choose a provider; the Content-Security-Policy allows tiles
 * from MAP_TILE_SOURCES only (set at build time), so a new provider is named there first.
 */
export const MapSettings: GlobalConfig = {
  slug: 'map-settings',
  admin: { group: 'Settings' },
  access: publicGlobal,
  fields: [
    {
      name: 'tile_url',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_TILE_URL,
      admin: { description: 'Tile URL template: https, with {z}, {x} and {y}; {s} for subdomains, {r} for retina tiles.' },
      // The host check runs on the server, where MAP_TILE_SOURCES is known (the browser checks the form only).
      validate: (value: unknown) =>
        tileUrlProblem(String(value ?? '')) ?? (typeof window === 'undefined' ? tileSourceProblem(String(value ?? ''), mapTileSources()) : null) ?? true,
    },
    {
      name: 'attribution',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_ATTRIBUTION,
      admin: { description: 'The credit the tile provider asks for, shown in the corner of every map.' },
    },
    {
      name: 'attribution_url',
      type: 'text',
      defaultValue: DEFAULT_ATTRIBUTION_URL,
      admin: { description: 'Where the credit links to (the provider’s copyright page).' },
      validate: (value: unknown) => attributionUrlProblem(String(value ?? '')) ?? true,
    },
    {
      name: 'max_zoom',
      type: 'number',
      required: true,
      defaultValue: MAP_MAX_ZOOM,
      min: 1,
      max: 22,
      admin: { description: 'The closest zoom the provider serves tiles for.' },
    },
  ],
}
