/** Distances on the Earth, for "nearest" sorts and the distance a search result shows. */

export interface LatLng {
  lat: number
  lng: number
}

/** The Earth's mean radius (IUGG), in kilometres. */
const EARTH_RADIUS_KM = 6371.0088

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance between two points in kilometres (haversine formula). */
export function distanceKm(from: LatLng, to: LatLng): number {
  const dLat = radians(to.lat - from.lat)
  const dLng = radians(to.lng - from.lng)
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)))
}

/**
 * The centre of some points: the mean of their coordinates on the sphere (unit vectors averaged), so
 * points either side of the 180th meridian centre on it rather than on the far side of the world.
 * Null for no points.
 */
export function centreOf(points: readonly LatLng[]): LatLng | null {
  if (points.length === 0) return null
  if (points.length === 1) return { lat: points[0]!.lat, lng: points[0]!.lng }
  let x = 0
  let y = 0
  let z = 0
  for (const point of points) {
    const lat = radians(point.lat)
    const lng = radians(point.lng)
    x += Math.cos(lat) * Math.cos(lng)
    y += Math.cos(lat) * Math.sin(lng)
    z += Math.sin(lat)
  }
  const lng = Math.atan2(y, x)
  const lat = Math.atan2(z, Math.hypot(x, y))
  const round = (value: number) => Math.round(((value * 180) / Math.PI) * 1e6) / 1e6
  return { lat: round(lat), lng: round(lng) }
}
