import { attributionUrlProblem, DEFAULT_MAP_TILES, MAP_MAX_ZOOM, type MapTiles, tileUrlProblem } from '../lib/map'
import { cachedRead, findGlobalPublic } from './read'
import { num, str } from './reshape'

/**
 * The maps' tiles and credit from the map settings; OpenStreetMap's where staff left them empty (or
 * an older database predates the settings' validation).
 */
export const getMapTiles = cachedRead('map-settings', ['global:map-settings'], async (): Promise<MapTiles> => {
  const doc = await findGlobalPublic('map-settings', 0)
  const url = str(doc.tile_url).trim()
  if (!url || tileUrlProblem(url)) return DEFAULT_MAP_TILES
  const attributionUrl = str(doc.attribution_url).trim()
  const maxZoom = Math.round(num(doc.max_zoom, MAP_MAX_ZOOM))
  return {
    url,
    attribution: str(doc.attribution).trim() || DEFAULT_MAP_TILES.attribution,
    attributionUrl: attributionUrlProblem(attributionUrl) ? '' : attributionUrl,
    maxZoom: maxZoom >= 1 && maxZoom <= 22 ? maxZoom : MAP_MAX_ZOOM,
  }
})
