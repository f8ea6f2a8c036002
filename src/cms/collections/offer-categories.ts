import { categoryCollection } from './presets'

export const OfferCategories = categoryCollection('offer-categories', 'Offers')
