import { sellingPointCollection } from './presets'

export const SellingPoints = sellingPointCollection('selling-points', 'Home')
