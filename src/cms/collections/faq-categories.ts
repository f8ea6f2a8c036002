import { categoryCollection } from './presets'

export const FaqCategories = categoryCollection('faq-categories', 'Help')
