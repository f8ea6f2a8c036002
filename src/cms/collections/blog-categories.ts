import { categoryCollection } from './presets'

export const BlogCategories = categoryCollection('blog-categories', 'Journal')
