/**
 * The rule a staff password must meet, in the eight languages: shown under every field where a password
 * is chosen (the back office's screens) and when one is refused (src/cms/staff-auth.ts).
 */
import { DEFAULT_LOCALE, isLocale, type Localized } from './locales'

/** The fewest characters a staff password may have. */
export const MIN_PASSWORD_LENGTH = 12

const RULES: Localized<(min: number) => string> = {
  en: (min) =>
    `At least ${min} characters, and not easy to guess: no common words, names, dates or keyboard patterns alone (checked with zxcvbn; strength 3 of 4 or more). A phrase of several unrelated words works well.`,
  fr: (min) =>
    `Au moins ${min} caractères et difficile à deviner : pas seulement des mots courants, des noms, des dates ou des suites du clavier (vérifié avec zxcvbn ; force 3 sur 4 au moins). Une phrase de plusieurs mots sans lien convient bien.`,
  ja: (min) =>
    `${min}文字以上で、推測されにくいもの。よくある単語・名前・日付・キーボードの並びだけのものは不可（zxcvbnで判定、強度4段階中3以上）。無関係な単語を複数つなげた文が適しています。`,
  zh: (min) => `至少 ${min} 个字符，且不易被猜到：不能只是常见单词、姓名、日期或键盘序列（由 zxcvbn 检查；强度至少 3/4）。由几个不相关的词组成的短语效果很好。`,
  vi: (min) =>
    `Ít nhất ${min} ký tự và khó đoán: không chỉ là từ thông dụng, tên, ngày tháng hay chuỗi phím (kiểm tra bằng zxcvbn; độ mạnh từ 3/4). Một cụm nhiều từ không liên quan là lựa chọn tốt.`,
  de: (min) =>
    `Mindestens ${min} Zeichen und schwer zu erraten: nicht nur gängige Wörter, Namen, Daten oder Tastaturmuster (geprüft mit zxcvbn; Stärke mindestens 3 von 4). Ein Satz aus mehreren unzusammenhängenden Wörtern eignet sich gut.`,
  th: (min) => `อย่างน้อย ${min} ตัวอักษรและเดายาก: ไม่ใช่แค่คำทั่วไป ชื่อ วันที่ หรือลำดับแป้นพิมพ์ (ตรวจด้วย zxcvbn ความแข็งแรง 3 จาก 4 ขึ้นไป) วลีที่ประกอบด้วยหลายคำที่ไม่เกี่ยวข้องกันใช้ได้ดี`,
  id: (min) =>
    `Minimal ${min} karakter dan sulit ditebak: bukan sekadar kata umum, nama, tanggal, atau pola papan ketik (diperiksa dengan zxcvbn; kekuatan minimal 3 dari 4). Frasa dari beberapa kata yang tidak berhubungan cocok.`,
}

/** The rule in a language (English for any other value). */
export function passwordRule(language: unknown, min: number): string {
  return RULES[isLocale(language) ? language : DEFAULT_LOCALE](min)
}
