/**
 * Demo content: the other names visitors type for the group's places and hotels (the `search_terms`
 * field of countries, cities and properties, one per line): the region a city is in (Bali, the Côte
 * d'Azur), the kind of stay a hotel is (a ryokan), and readings and spellings in other scripts
 * (hiragana for Japanese places, Thai for others). The destination box suggests and the search finds
 * a place by these as by its names; staff edit them in the back office.
 */
const lines = (...terms: string[]) => terms.join('\n')

export const searchTerms: Record<'countries' | 'cities' | 'properties', Record<string, string>> = {
  countries: {
    japan: lines('Nippon', 'Nihon', 'にほん', 'にっぽん'),
    thailand: lines('Siam', 'ประเทศไทย', 'Prathet Thai'),
    switzerland: lines('Schweiz', 'Suisse', 'Svizzera', 'Helvetia'),
  },
  cities: {
    kyoto: lines('きょうと', 'Kioto', 'Kyōto'),
    tokyo: lines('とうきょう', 'Tokio', 'Tōkyō', 'Edo'),
    nice: lines('Côte d’Azur', 'French Riviera', 'Riviera', 'Riviera française', 'コート・ダジュール', 'リヴィエラ', '蔚蓝海岸', 'โกตดาซูร์', 'ริเวียร่า', 'Nizza'),
    ubud: lines('Bali', 'Pulau Bali', 'バリ島', 'ばり', '巴厘岛', 'บาหลี', 'Ubud Bali'),
    bangkok: lines('Krung Thep', 'กรุงเทพ', 'กทม', 'ばんこく'),
    paris: lines('ぱり', 'Île-de-France'),
    shanghai: lines('しゃんはい'),
    zurich: lines('Zuerich', 'ちゅーりっひ'),
    'hoi-an': lines('ほいあん', 'Quang Nam', 'Quảng Nam'),
  },
  properties: {
    'aurelia-kyoto-higashiyama': lines('ryokan', '旅館', 'りょかん', '日式旅馆', 'เรียวกัง', 'Higashiyama', 'ひがしやま', 'Gion', 'ぎおん'),
    'aurelia-ubud-retreat': lines('villa', 'jungle villa', 'ヴィラ', 'วิลล่า', 'rice terraces'),
    'aurelia-nice-promenade': lines('Promenade des Anglais'),
  },
}
