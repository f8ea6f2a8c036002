/**
 * Interface texts of several rooms, each with its own guests: the stay box's rooms and the breakdown's
 * room-by-room lines, in all 8 languages (ICU messages; {placeholders} stay untranslated). Merged into
 * the labels collection by ../labels.ts.
 */
import type { L } from '../types'

export const roomsLabels = {
  'booking.guests_per_room': {
    en: 'Guests in each room',
    fr: 'Voyageurs par chambre',
    ja: '客室ごとの人数',
    zh: '每间客房的入住人数',
    vi: 'Số khách mỗi phòng',
    de: 'Gäste pro Zimmer',
    th: 'จำนวนผู้เข้าพักในแต่ละห้อง',
    id: 'Tamu di setiap kamar',
  },
  'booking.room_number': {
    en: 'Room {number}',
    fr: 'Chambre {number}',
    ja: '客室{number}',
    zh: '客房{number}',
    vi: 'Phòng {number}',
    de: 'Zimmer {number}',
    th: 'ห้องที่ {number}',
    id: 'Kamar {number}',
  },
  'booking.add_room': {
    en: 'Add a room',
    fr: 'Ajouter une chambre',
    ja: '客室を追加',
    zh: '添加客房',
    vi: 'Thêm phòng',
    de: 'Zimmer hinzufügen',
    th: 'เพิ่มห้อง',
    id: 'Tambah kamar',
  },
  'booking.remove_room': {
    en: 'Remove room {number}',
    fr: 'Retirer la chambre {number}',
    ja: '客室{number}を削除',
    zh: '删除客房{number}',
    vi: 'Bỏ phòng {number}',
    de: 'Zimmer {number} entfernen',
    th: 'ลบห้องที่ {number}',
    id: 'Hapus kamar {number}',
  },
  'booking.room_party': {
    en: 'Room {number} · {guests}',
    fr: 'Chambre {number} · {guests}',
    ja: '客室{number} · {guests}',
    zh: '客房{number} · {guests}',
    vi: 'Phòng {number} · {guests}',
    de: 'Zimmer {number} · {guests}',
    th: 'ห้องที่ {number} · {guests}',
    id: 'Kamar {number} · {guests}',
  },
  'booking.child_supplement': {
    en: 'Child aged {age} · {nights, plural, one {# night} other {# nights}}',
    fr: 'Enfant de {age} ans · {nights, plural, one {# nuit} other {# nuits}}',
    ja: 'お子様（{age}歳）· {nights}泊',
    zh: '儿童（{age}岁）· {nights}晚',
    vi: 'Trẻ em {age} tuổi · {nights} đêm',
    de: 'Kind, {age} Jahre · {nights, plural, one {# Nacht} other {# Nächte}}',
    th: 'เด็กอายุ {age} ปี · {nights} คืน',
    id: 'Anak usia {age} tahun · {nights} malam',
  },
  'booking.promo_discount': {
    en: 'Promo code discount',
    fr: 'Réduction du code promo',
    ja: 'プロモーションコード割引',
    zh: '优惠码折扣',
    vi: 'Giảm giá mã khuyến mãi',
    de: 'Rabatt durch Aktionscode',
    th: 'ส่วนลดจากรหัสโปรโมชัน',
    id: 'Diskon kode promo',
  },
  'booking.party_too_large': {
    en: 'One booking holds at most {adults} adults and {children} children: please book the rest separately.',
    fr: 'Une réservation compte au plus {adults} adultes et {children} enfants : réservez le reste séparément.',
    ja: '1回のご予約は大人{adults}名・子供{children}名までです。残りの方は別にご予約ください。',
    zh: '每笔预订最多{adults}位成人和{children}名儿童，其余请另行预订。',
    vi: 'Mỗi lần đặt tối đa {adults} người lớn và {children} trẻ em: vui lòng đặt riêng cho những người còn lại.',
    de: 'Eine Buchung umfasst höchstens {adults} Erwachsene und {children} Kinder: Bitte buchen Sie die übrigen getrennt.',
    th: 'การจองหนึ่งครั้งรองรับผู้ใหญ่ได้สูงสุด {adults} คนและเด็ก {children} คน กรุณาจองส่วนที่เหลือแยกต่างหาก',
    id: 'Satu pemesanan paling banyak {adults} dewasa dan {children} anak: silakan pesan sisanya secara terpisah.',
  },
} satisfies Record<string, L>
