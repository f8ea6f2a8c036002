import { sellingPointCollection } from './presets'

export const HostUsps = sellingPointCollection('host-usps', 'Company')
