'use client'

import { hydrateLater } from '../ui/hydrate-later'

/**
 * The stay search box of the home, hotels, destination and results pages, hydrated after the page: its
 * code (the box, the destination combobox and the message formatter) stays out of the first load. A
 * date button tapped before is tapped again once the box has hydrated; what was typed or chosen in the
 * meantime is read back by the box.
 */
export const StayBoxLater = hydrateLater(() => import('./stay-box').then((module) => module.StayBox))
