'use client'

/**
 * Beside a hotel's or a place's coordinates: a link that opens them on OpenStreetMap in a new tab, so
 * staff can see whether the pin lands on the right building (or in the sea, when latitude and longitude
 * are swapped). Nothing is loaded from the map until they follow it.
 */
import { useField, useTranslation } from '@payloadcms/ui'

import { adminMessage } from '@/i18n/admin-text'
import { parseCoordinates } from '@/lib/validators'

export function CoordinatesCheck() {
  const { value } = useField<string>({})
  const { i18n } = useTranslation()
  const place = parseCoordinates(value)
  if (!place) return null
  const href = `https://www.openstreetmap.org/?mlat=${place.lat}&mlon=${place.lng}#map=16/${place.lat}/${place.lng}`
  return (
    <p style={{ margin: '0.35rem 0 0' }}>
      <a href={href} target="_blank" rel="noopener noreferrer" data-testid="coordinates-map-link">
        {adminMessage(i18n.language, 'checkOnMap')} ({place.lat.toFixed(4)}, {place.lng.toFixed(4)}) ↗
      </a>
    </p>
  )
}
