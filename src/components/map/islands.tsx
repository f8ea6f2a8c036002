'use client'

import { hydrateLater } from '../ui/hydrate-later'

/* The maps and a destination's list/map switch: drawn by the server, their code loaded while the page hydrates. */
export const ListMapSwitch = hydrateLater(() => import('./list-map-switch').then((module) => module.ListMapSwitch))
export const PropertyMap = hydrateLater(() => import('./property-map').then((module) => module.PropertyMap))
