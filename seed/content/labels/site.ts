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
  'site.consent_label': {
    en: 'Cookie consent',
    fr: 'Consentement aux cookies',
    ja: 'Cookieの同意',
    zh: 'Cookie 同意',
    vi: 'Đồng ý cookie',
    de: 'Cookie-Einwilligung',
    th: 'ความยินยอมคุกกี้',
    id: 'Persetujuan cookie',
  },
  'site.consent_message': {
    en: 'May we use analytics cookies to learn how our website is used and make it better for you?',
    fr: 'Pouvons-nous utiliser des cookies de mesure d’audience pour comprendre l’usage de notre site et l’améliorer pour vous ?',
    ja: 'ウェブサイトの利用状況を把握し、より快適にご利用いただくために、分析用Cookieを使用してもよろしいですか？',
    zh: '我们能否使用分析类 Cookie，以了解网站的使用情况并为您不断改进？',
    vi: 'Chúng tôi có thể dùng cookie phân tích để hiểu cách trang web được sử dụng và cải thiện nó cho bạn không?',
    de: 'Dürfen wir Analyse-Cookies verwenden, um zu verstehen, wie unsere Website genutzt wird, und sie für Sie zu verbessern?',
    th: 'เราขออนุญาตใช้คุกกี้เพื่อการวิเคราะห์ เพื่อทำความเข้าใจการใช้งานเว็บไซต์และปรับปรุงให้ดียิ่งขึ้นสำหรับคุณได้หรือไม่',
    id: 'Bolehkah kami menggunakan cookie analitik untuk memahami cara situs kami digunakan dan menjadikannya lebih baik untuk Anda?',
  },
  'site.consent_accept': {
    en: 'Accept',
    fr: 'Accepter',
    ja: '同意する',
    zh: '接受',
    vi: 'Đồng ý',
    de: 'Akzeptieren',
    th: 'ยอมรับ',
    id: 'Terima',
  },
  'site.consent_decline': {
    en: 'Decline',
    fr: 'Refuser',
    ja: '同意しない',
    zh: '拒绝',
    vi: 'Từ chối',
    de: 'Ablehnen',
    th: 'ปฏิเสธ',
    id: 'Tolak',
  },
  'site.consent_privacy': {
    en: 'Privacy policy',
    fr: 'Politique de confidentialité',
    ja: 'プライバシーポリシー',
    zh: '隐私政策',
    vi: 'Chính sách quyền riêng tư',
    de: 'Datenschutzerklärung',
    th: 'นโยบายความเป็นส่วนตัว',
    id: 'Kebijakan privasi',
  },
} satisfies Record<string, L>
