'use client'

import 'leaflet/dist/leaflet.css'
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css'
import './map.css'

import L from 'leaflet'
import { useEffect, useMemo, useRef, useState } from 'react'
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet'
import MarkerClusterGroup from 'react-leaflet-cluster'

import { MAP_CLUSTER_RADIUS, MAP_KEYBOARD_PAN_STEP, MAP_TILE_SIZE } from '@/lib/map'

import type { PropertyMapProps } from './property-map'
import type { MapLabels, MapMarker } from './map-types'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)

/** A div icon whose element carries an accessible name (leaflet only gives images an alt). */
class LabelledIcon extends L.DivIcon {
  private readonly label: string
  constructor(options: L.DivIconOptions, label: string) {
    super(options)
    this.label = label
  }
  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const element = super.createIcon(oldIcon)
    element.setAttribute('aria-label', this.label)
    return element
  }
}

/** The closest zoom the map frames its pins at, so one hotel still shows its street. */
const FIT_MAX_ZOOM = 14
const FIT_PADDING: L.PointTuple = [48, 48]

/** Leaflet's half of the map: loaded by PropertyMap only when the map comes into view. */
export default function LeafletMap({ markers, tiles, labels, activeSlug = null, onActiveChange, center, zoom }: PropertyMapProps) {
  const hotels = markers.filter((marker) => marker.kind !== 'place')
  const places = markers.filter((marker) => marker.kind === 'place')
  const bounds = useMemo(() => boundsOf(markers), [markers])
  // Hover and focus handlers are bound once per pin; they read the latest callback from here.
  const onActive = useRef(onActiveChange)
  useEffect(() => {
    onActive.current = onActiveChange
  }, [onActiveChange])
  const cluster = useRef<L.MarkerClusterGroup>(null)
  // The hotels' markers by slug, for highlighting: one map for the component's life.
  const [pins] = useState(() => new Map<string, L.Marker>())

  const clusterIcon = useMemo(
    () => (group: L.MarkerCluster) => {
      const count = group.getChildCount()
      // Clusters are markers too: focusable, and Enter zooms into them (leaflet.markercluster's keypress).
      group.options.keyboard = true
      return new LabelledIcon(
        { html: `<span class="map-cluster__count">${count}</span>`, className: 'map-cluster', iconSize: [44, 44] },
        labels.cluster.replace('{count}', String(count)),
      )
    },
    [labels.cluster],
  )

  return (
    <MapContainer
      className="absolute inset-0 h-full w-full"
      {...(center ? { center: [center.lat, center.lng] as L.LatLngTuple, zoom: zoom ?? 12 } : { bounds, boundsOptions: { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM } })}
      maxZoom={tiles.maxZoom}
      keyboard
      keyboardPanDelta={MAP_KEYBOARD_PAN_STEP}
      // The page scrolls under the wheel; the map zooms with its buttons, keys, pinch or double click.
      scrollWheelZoom={false}
      worldCopyJump
    >
      <MapSetup labels={labels} />
      {!center && <FitPins bounds={bounds} />}
      <TileLayer
        url={tiles.url}
        tileSize={MAP_TILE_SIZE}
        maxZoom={tiles.maxZoom}
        attribution={
          tiles.attributionUrl ? `<a href="${escapeHtml(tiles.attributionUrl)}" rel="noopener">${escapeHtml(tiles.attribution)}</a>` : escapeHtml(tiles.attribution)
        }
      />
      <MarkerClusterGroup
        ref={cluster}
        maxClusterRadius={MAP_CLUSTER_RADIUS}
        iconCreateFunction={clusterIcon}
        showCoverageOnHover={false}
        spiderfyOnMaxZoom
        chunkedLoading
      >
        {hotels.map((marker) => (
          <Pin key={marker.slug} marker={marker} pins={pins} onActive={onActive} labels={labels} />
        ))}
      </MarkerClusterGroup>
      {places.map((marker) => (
        <Pin key={`place:${marker.slug}`} marker={marker} pins={pins} onActive={onActive} labels={labels} />
      ))}
      <Highlight activeSlug={activeSlug} pins={pins} cluster={cluster} />
    </MapContainer>
  )
}

function boundsOf(markers: MapMarker[]): L.LatLngBounds {
  const points = markers.map((marker) => L.latLng(marker.lat, marker.lng))
  return points.length > 0
    ? L.latLngBounds(points)
    : L.latLngBounds([
        [-50, -150],
        [60, 160],
      ])
}

/** Names the map's focusable container for screen readers. */
function MapSetup({ labels }: { labels: MapLabels }) {
  const map = useMap()
  const { region, zoomIn, zoomOut, leaflet } = labels
  useEffect(() => {
    const container = map.getContainer()
    container.setAttribute('aria-label', region)
    container.setAttribute('role', 'application')
    container.setAttribute('aria-roledescription', 'map')
    // Leaflet names its controls in English: the page's language instead.
    for (const [selector, name] of [
      ['.leaflet-control-zoom-in', zoomIn],
      ['.leaflet-control-zoom-out', zoomOut],
    ] as const) {
      const button = container.querySelector<HTMLElement>(selector)
      if (!button || !name) continue
      button.title = name
      button.setAttribute('aria-label', name)
    }
    if (leaflet) map.attributionControl?.setPrefix(`<a href="https://leafletjs.com" title="${escapeHtml(leaflet)}" rel="noopener">Leaflet</a>`)
  }, [map, region, zoomIn, zoomOut, leaflet])
  return null
}

/** Frames the pins again when they change (a filter narrowed the list). */
function FitPins({ bounds }: { bounds: L.LatLngBounds }) {
  const map = useMap()
  const key = bounds.toBBoxString()
  const first = useRef(true)
  useEffect(() => {
    // The first framing is MapContainer's own.
    if (first.current) {
      first.current = false
      return
    }
    map.fitBounds(L.latLngBounds(L.latLng(bounds.getSouth(), bounds.getWest()), L.latLng(bounds.getNorth(), bounds.getEast())), {
      padding: FIT_PADDING,
      maxZoom: FIT_MAX_ZOOM,
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the box's corners say all that changed
  }, [map, key])
  return null
}

function Pin({
  marker,
  pins,
  onActive,
  labels,
}: {
  marker: MapMarker
  pins: Map<string, L.Marker>
  onActive: React.RefObject<PropertyMapProps['onActiveChange']>
  labels: PropertyMapProps['labels']
}) {
  const place = marker.kind === 'place'
  const icon = useMemo(() => {
    const text = place ? '' : (marker.priceLabel ?? '')
    const html = `<span class="map-pin__label">${escapeHtml(text)}</span>`
    const name = [marker.name, marker.priceText ?? marker.priceLabel].filter(Boolean).join(', ')
    return new LabelledIcon({ html, className: `map-pin${place ? ' map-pin--place' : text ? '' : ' map-pin--dot'}`, iconSize: [0, 0] }, name)
  }, [marker.name, marker.priceLabel, marker.priceText, place])

  const eventHandlers = useMemo<L.LeafletEventHandlerFnMap>(
    () => ({
      add: (event) => {
        const pin = event.target as L.Marker
        if (!place) pins.set(marker.slug, pin)
        const element = pin.getElement()
        if (!element || place) return
        element.dataset.slug = marker.slug
        element.addEventListener('focus', () => onActive.current?.(marker.slug, 'focus'))
        element.addEventListener('blur', () => onActive.current?.(null, 'focus'))
      },
      remove: () => {
        // A pin taken into a cluster is removed from the map but stays known; only an unmounted one is forgotten.
      },
      mouseover: () => !place && onActive.current?.(marker.slug, 'pointer'),
      mouseout: () => !place && onActive.current?.(null, 'pointer'),
    }),
    [marker.slug, onActive, pins, place],
  )

  useEffect(() => () => void pins.delete(marker.slug), [pins, marker.slug])

  // The same array while the pin stays put: a new one moves the marker (setLatLng) on every render, and
  // the cluster group takes a moved marker off the map and back, so a pin in focus (whose focus makes the
  // list beside re-render) would lose its element and the keyboard focus with it.
  const position = useMemo<L.LatLngTuple>(() => [marker.lat, marker.lng], [marker.lat, marker.lng])

  return (
    <Marker position={position} icon={icon} eventHandlers={eventHandlers} keyboard>
      <Popup>
        <p className="map-popup__name">{marker.name}</p>
        {marker.detail && <p className="map-popup__detail">{marker.detail}</p>}
        {!place && (marker.priceText ?? marker.priceLabel) && <p className="map-popup__price">{marker.priceText ?? marker.priceLabel}</p>}
        {marker.href && (
          <a className="map-popup__link" href={marker.href}>
            {place ? marker.name : labels.viewHotel}
          </a>
        )}
      </Popup>
    </Marker>
  )
}

/** Marks the active hotel's pin, or the cluster it is hidden in, and brings it to the front. */
function Highlight({ activeSlug, pins, cluster }: { activeSlug: string | null; pins: Map<string, L.Marker>; cluster: React.RefObject<L.MarkerClusterGroup | null> }) {
  const map = useMap()
  useEffect(() => {
    const marked: HTMLElement[] = []
    const raised: L.Marker[] = []
    const apply = () => {
      for (const element of marked.splice(0)) element.classList.remove('is-active')
      for (const layer of raised.splice(0)) layer.setZIndexOffset(0)
      const pin = activeSlug ? pins.get(activeSlug) : undefined
      if (!pin) return
      const shown = (cluster.current?.getVisibleParent(pin) as L.Marker | null) ?? pin
      const element = shown.getElement()
      if (!element) return
      element.classList.add('is-active')
      marked.push(element)
      shown.setZIndexOffset(1000)
      raised.push(shown)
    }
    apply()
    // Zooming re-clusters: the active hotel may now be in another cluster, or on its own.
    map.on('zoomend moveend', apply)
    cluster.current?.on('animationend', apply)
    const group = cluster.current
    return () => {
      map.off('zoomend moveend', apply)
      group?.off('animationend', apply)
      for (const element of marked) element.classList.remove('is-active')
      for (const layer of raised) layer.setZIndexOffset(0)
    }
  }, [activeSlug, pins, cluster, map])
  return null
}
