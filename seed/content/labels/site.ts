/**
 * Interface texts shared by every page (breadcrumbs, page chrome), in all 8 languages (ICU messages;
 * {placeholders} stay untranslated). Merged into the labels collection by ../labels.ts.
 */
import type { L } from '../types'

export const siteLabels = {
  'site.breadcrumb': {
    en: 'Breadcrumb',
    fr: "Fil d'Ariane",
    ja: 'パンくずリスト',
    zh: '面包屑导航',
    vi: 'Đường dẫn trang',
    de: 'Brotkrümelnavigation',
    th: 'เส้นทางนำทาง',
    id: 'Jejak navigasi',
  },
} satisfies Record<string, L>
