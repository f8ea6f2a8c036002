/**
 * Where a picture is set. A place decides what the scenes draw: the architecture of a façade, the
 * vegetation (palms only where they grow), the style of a room and what its windows look onto.
 * A spec without a place gets the neutral European profile the generator started with.
 */
import type { ImagePlace, ImageView } from '../content/types'

export type Climate = 'temperate' | 'alpine' | 'mediterranean' | 'japan' | 'tropical'

/** Interior families: furniture, materials and fittings of rooms, bathrooms, lobbies, bars. */
export type InteriorStyle = 'classic' | 'riviera' | 'swiss' | 'ryokan' | 'tokyo' | 'deco' | 'thai' | 'bali' | 'hoian'

export type Cuisine = 'western' | 'japanese' | 'chinese' | 'thai' | 'vietnamese' | 'balinese'

export interface Place {
  id: ImagePlace | undefined
  climate: Climate
  style: InteriorStyle
  /** What windows look onto when the spec names no view. */
  view: ImageView
  cuisine: Cuisine
  /** Interior wall colours. */
  walls: readonly string[]
  /** Floor / furniture woods. */
  woods: readonly string[]
  /** Textile accents (cushions, throws, rugs). */
  accents: readonly string[]
}

const CLASSIC_WALLS = ['#e9dfcf', '#dfd0b9', '#d9bfae', '#c8ccb5', '#e6d4bc', '#b9c6c1', '#d8c8b8'] as const

export const PLACES: Record<ImagePlace | 'generic', Place> = {
  generic: {
    id: undefined,
    climate: 'temperate',
    style: 'classic',
    view: 'garden',
    cuisine: 'western',
    walls: CLASSIC_WALLS,
    woods: ['#a57a50', '#b88d60', '#8a6446', '#c9a27a'],
    accents: ['#bf6240', '#1f5b5b', '#77804c', '#1d2a44', '#c47c78'],
  },
  paris: {
    id: 'paris',
    climate: 'temperate',
    style: 'classic',
    view: 'rooftops',
    cuisine: 'western',
    walls: ['#ebe3d4', '#e4d9c6', '#dcd3c3', '#d8cfc2', '#e6ddd0'],
    woods: ['#a57a50', '#8a6446', '#b08a66'],
    accents: ['#1d2a44', '#7a2f2f', '#a3ab85', '#c39a4b', '#c47c78'],
  },
  nice: {
    id: 'nice',
    climate: 'mediterranean',
    style: 'riviera',
    view: 'sea',
    cuisine: 'western',
    walls: ['#f3ede2', '#efe6d6', '#e9e4da'],
    woods: ['#c9a27a', '#d2b48c', '#b88d60'],
    accents: ['#2f6f9f', '#5fa0c4', '#77804c', '#d3a24f', '#1f5b7b'],
  },
  zurich: {
    id: 'zurich',
    climate: 'alpine',
    style: 'swiss',
    view: 'lake',
    cuisine: 'western',
    walls: ['#e8e2d8', '#ddd6ca', '#e4ddd2'],
    woods: ['#6e4a33', '#5e4130', '#8a6446'],
    accents: ['#4a5a6a', '#8c9a8c', '#7a2f2f', '#a89580', '#3d5a6b'],
  },
  kyoto: {
    id: 'kyoto',
    climate: 'japan',
    style: 'ryokan',
    view: 'moss-garden',
    cuisine: 'japanese',
    walls: ['#d9c7a4', '#d3bf9a', '#cdb993'],
    woods: ['#c9a77a', '#b8925f', '#a8804f'],
    accents: ['#2c3e5c', '#6b3a2e', '#5a6b3c', '#9c4a2f'],
  },
  tokyo: {
    id: 'tokyo',
    climate: 'japan',
    style: 'tokyo',
    view: 'city',
    cuisine: 'japanese',
    walls: ['#e6dfd2', '#ddd5c6', '#d8cfbf'],
    woods: ['#8a6446', '#9c7452', '#6e5038'],
    accents: ['#22345a', '#2c3e5c', '#5a6b7c', '#8c6d4a'],
  },
  shanghai: {
    id: 'shanghai',
    climate: 'temperate',
    style: 'deco',
    view: 'pudong',
    cuisine: 'chinese',
    walls: ['#e4dccd', '#d9d6c4', '#cfd6c6'],
    woods: ['#4a2e22', '#5e3a28', '#3a2a22'],
    accents: ['#7fa596', '#1f4f4a', '#7a2f2f', '#c39a4b', '#9fbfb0'],
  },
  bangkok: {
    id: 'bangkok',
    climate: 'tropical',
    style: 'thai',
    view: 'river',
    cuisine: 'thai',
    walls: ['#f1ebe0', '#ece4d4', '#f3eee6'],
    woods: ['#8a5a34', '#7a4e2e', '#9c6a3e'],
    accents: ['#7a2f5a', '#c39a4b', '#1f5b5b', '#b0452f', '#5a2f6a'],
  },
  ubud: {
    id: 'ubud',
    climate: 'tropical',
    style: 'bali',
    view: 'jungle',
    cuisine: 'balinese',
    walls: ['#d9cbb2', '#cfc0a4', '#c8b89c'],
    woods: ['#7a5636', '#8a6442', '#6a4a30'],
    accents: ['#a4583a', '#c39a4b', '#5a6b3c', '#e8e0cc'],
  },
  'hoi-an': {
    id: 'hoi-an',
    climate: 'tropical',
    style: 'hoian',
    view: 'old-town',
    cuisine: 'vietnamese',
    walls: ['#ecd9a6', '#e8cf94', '#f0e2b8'],
    woods: ['#6a4228', '#7a4e2e', '#5a3a24'],
    accents: ['#3d7a6a', '#b0452f', '#d3a24f', '#2f6f6a'],
  },
}

export const placeOf = (id: ImagePlace | undefined): Place => PLACES[id ?? 'generic']

/** Whether palms grow there (beaches and gardens of the south, not Kyoto or Zurich). */
export const palmsGrow = (place: Place) => place.climate === 'tropical' || place.climate === 'mediterranean'
