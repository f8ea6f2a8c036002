import 'server-only'

import { getTranslations } from 'next-intl/server'

import type { Attraction } from '@/data/types'
import { localeTag, type Locale } from '@/i18n/locales'
import { localizedPath } from '@/i18n/paths'
import { routes } from '@/i18n/routes'
import { pick } from '@/i18n/text'
import { formatMoney } from '@/lib/money'
import { parseCoordinates } from '@/lib/validators'
import type { PricedProperty } from '@/services/from-price'

import type { ViewSwitchLabels } from './list-map-switch'
import type { MapLabels, MapMarker, MapTiles } from './map-types'
import { PropertyMap, type PropertyMapProps } from './property-map'

/** The map's texts in the page's language; `region` names it (the hotels' map by default). */
export async function mapLabels(region?: string): Promise<MapLabels> {
  const t = await getTranslations('map')
  return {
    region: region ?? t('region'),
    loading: t('loading'),
    cluster: t.raw('cluster') as string,
    keyboardHint: t('keyboard_hint'),
    viewHotel: t('view_hotel'),
    zoomIn: t('zoom_in'),
    zoomOut: t('zoom_out'),
    leaflet: t('leaflet'),
  }
}

/**
 * One pin per hotel that has coordinates: its "from" price (as on its card) on the pin,
 * its page in the popup.
 */
export async function hotelMarkers(properties: PricedProperty[], locale: Locale): Promise<MapMarker[]> {
  const t = await getTranslations('property')
  const tag = localeTag(locale)
  return properties.flatMap((property): MapMarker[] => {
    if (property.lat === null || property.lng === null) return []
    const price = property.from_price_minor
    const priceLabel = price === null ? null : formatMoney(price, property.currency, tag)
    const name = pick(property.name, locale)
    return [
      {
        slug: property.slug,
        name,
        lat: property.lat,
        lng: property.lng,
        priceLabel,
        priceText: priceLabel ? t('from_price', { price: priceLabel }) : null,
        href: localizedPath(locale, routes.listing(property.slug)),
        detail: [pick(property.city?.name, locale), pick(property.country?.name, locale)].filter(Boolean).join(' · '),
      },
    ]
  })
}

/** Pins for places to see (no price), linked to nothing: their descriptions are on the page. */
export function placeMarkers(attractions: Attraction[], locale: Locale): MapMarker[] {
  return attractions.flatMap((attraction) => {
    const point = parseCoordinates(attraction.coordinates)
    return point ? [{ slug: attraction.slug, name: pick(attraction.name, locale), lat: point.lat, lng: point.lng, kind: 'place' as const }] : []
  })
}

/** What every map needs from the server: the tiles from the settings (the page reads them) and the texts. */
export async function mapSetup(tiles: MapTiles, region?: string): Promise<{ tiles: MapTiles; labels: MapLabels }> {
  return { tiles, labels: await mapLabels(region) }
}

/** The list/map switch's texts, for a page that shows a list beside its map. */
export async function viewSwitchLabels(): Promise<ViewSwitchLabels> {
  const t = await getTranslations('map')
  return { label: t('view_label'), list: t('show_list'), map: t('show_map') }
}

/**
 * A map of the given hotels (and places), ready for a server page. On a hotel's own page `current`
 * names it: its pin's popup needs no link to the page the visitor is on.
 */
export async function HotelMap({
  properties,
  attractions = [],
  locale,
  region,
  current,
  tiles,
  ...rest
}: { properties: PricedProperty[]; attractions?: Attraction[]; locale: Locale; region?: string; current?: string; tiles: MapTiles } & Pick<
  PropertyMapProps,
  'center' | 'zoom' | 'className'
>) {
  const [setup, hotels] = await Promise.all([mapSetup(tiles, region), hotelMarkers(properties, locale)])
  const markers = [...hotels.map((marker) => (marker.slug === current ? { ...marker, href: null } : marker)), ...placeMarkers(attractions, locale)]
  if (markers.length === 0) return null
  return <PropertyMap markers={markers} {...setup} {...rest} />
}
