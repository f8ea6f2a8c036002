/**
 * What the back office's sign-in and password reset say to staff, in the eight languages: the staff
 * member's own language (their account's `language`) once known, else the browser's Accept-Language.
 */
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, type Localized } from '../i18n/locales'

export const MIN_PASSWORD_LENGTH = 12

interface StaffTexts {
  passwordTooShort: (min: number) => string
  tooManySignIns: (minutes: number) => string
  tooManyResets: (minutes: number) => string
  tooManyRequests: (seconds: number) => string
}

const TEXTS: Localized<StaffTexts> = {
  en: {
    passwordTooShort: (min) => `The password must be at least ${min} characters long.`,
    tooManySignIns: (minutes) => `Too many failed sign-ins. Try again in ${minutes} min.`,
    tooManyResets: (minutes) => `Too many password reset requests. Try again in ${minutes} min.`,
    tooManyRequests: (seconds) => `Too many requests. Try again in ${seconds} s.`,
  },
  fr: {
    passwordTooShort: (min) => `Le mot de passe doit comporter au moins ${min} caractères.`,
    tooManySignIns: (minutes) => `Trop de connexions échouées. Réessayez dans ${minutes} min.`,
    tooManyResets: (minutes) => `Trop de demandes de réinitialisation. Réessayez dans ${minutes} min.`,
    tooManyRequests: (seconds) => `Trop de requêtes. Réessayez dans ${seconds} s.`,
  },
  ja: {
    passwordTooShort: (min) => `パスワードは${min}文字以上にしてください。`,
    tooManySignIns: (minutes) => `ログインの失敗が多すぎます。${minutes}分後にもう一度お試しください。`,
    tooManyResets: (minutes) => `パスワード再設定の依頼が多すぎます。${minutes}分後にもう一度お試しください。`,
    tooManyRequests: (seconds) => `リクエストが多すぎます。${seconds}秒後にもう一度お試しください。`,
  },
  zh: {
    passwordTooShort: (min) => `密码长度至少为 ${min} 个字符。`,
    tooManySignIns: (minutes) => `登录失败次数过多。请在 ${minutes} 分钟后重试。`,
    tooManyResets: (minutes) => `重置密码请求过多。请在 ${minutes} 分钟后重试。`,
    tooManyRequests: (seconds) => `请求过多。请在 ${seconds} 秒后重试。`,
  },
  vi: {
    passwordTooShort: (min) => `Mật khẩu phải có ít nhất ${min} ký tự.`,
    tooManySignIns: (minutes) => `Đăng nhập thất bại quá nhiều lần. Vui lòng thử lại sau ${minutes} phút.`,
    tooManyResets: (minutes) => `Quá nhiều yêu cầu đặt lại mật khẩu. Vui lòng thử lại sau ${minutes} phút.`,
    tooManyRequests: (seconds) => `Quá nhiều yêu cầu. Vui lòng thử lại sau ${seconds} giây.`,
  },
  de: {
    passwordTooShort: (min) => `Das Passwort muss mindestens ${min} Zeichen lang sein.`,
    tooManySignIns: (minutes) => `Zu viele fehlgeschlagene Anmeldungen. Versuchen Sie es in ${minutes} Min. erneut.`,
    tooManyResets: (minutes) => `Zu viele Anfragen zum Zurücksetzen des Passworts. Versuchen Sie es in ${minutes} Min. erneut.`,
    tooManyRequests: (seconds) => `Zu viele Anfragen. Versuchen Sie es in ${seconds} s erneut.`,
  },
  th: {
    passwordTooShort: (min) => `รหัสผ่านต้องมีอย่างน้อย ${min} ตัวอักษร`,
    tooManySignIns: (minutes) => `เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป โปรดลองอีกครั้งใน ${minutes} นาที`,
    tooManyResets: (minutes) => `ขอรีเซ็ตรหัสผ่านหลายครั้งเกินไป โปรดลองอีกครั้งใน ${minutes} นาที`,
    tooManyRequests: (seconds) => `มีคำขอมากเกินไป โปรดลองอีกครั้งใน ${seconds} วินาที`,
  },
  id: {
    passwordTooShort: (min) => `Kata sandi minimal ${min} karakter.`,
    tooManySignIns: (minutes) => `Terlalu banyak upaya masuk yang gagal. Coba lagi dalam ${minutes} menit.`,
    tooManyResets: (minutes) => `Terlalu banyak permintaan atur ulang kata sandi. Coba lagi dalam ${minutes} menit.`,
    tooManyRequests: (seconds) => `Terlalu banyak permintaan. Coba lagi dalam ${seconds} detik.`,
  },
}

export function staffTexts(language: unknown): StaffTexts {
  return TEXTS[isLocale(language) ? language : DEFAULT_LOCALE]
}

/** The first of the eight languages in an Accept-Language header (`fr-CH,fr;q=0.9,en;q=0.8` → fr), else English. */
export function acceptedLanguage(header: string | null | undefined): Locale {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return { code: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index }
    })
    .filter(({ code, q }) => (LOCALES as string[]).includes(code) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return (ranked[0]?.code as Locale | undefined) ?? DEFAULT_LOCALE
}
