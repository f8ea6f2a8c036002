/**
 * What the back office's sign-in and password reset say to staff, in the eight languages: the staff
 * member's own language (their account's `language`) once known, else the browser's Accept-Language.
 */
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, type Localized } from '../i18n/locales'
import { MIN_PASSWORD_LENGTH, passwordRule } from '../i18n/password-rule'

export { MIN_PASSWORD_LENGTH }

interface StaffTexts {
  passwordTooShort: (min: number) => string
  /** The rule, shown beside the password field and when a password is refused. */
  passwordRule: (min: number) => string
  passwordTooWeak: (min: number) => string
  currentPasswordNeeded: string
  currentPasswordLabel: string
  tooManySignIns: (minutes: number) => string
  tooManyResets: (minutes: number) => string
  tooManyRequests: (seconds: number) => string
}

const TEXTS: Localized<StaffTexts> = {
  en: {
    passwordRule: (min) => passwordRule('en', min),
    passwordTooWeak: (min) => `This password is too easy to guess. ` + passwordRule('en', min),
    currentPasswordNeeded: 'To change your sign-in e-mail, enter your current password.',
    currentPasswordLabel: 'Current password (to change the e-mail)',
    passwordTooShort: (min) => `The password must be at least ${min} characters long.`,
    tooManySignIns: (minutes) => `Too many failed sign-ins. Try again in ${minutes} min.`,
    tooManyResets: (minutes) => `Too many password reset requests. Try again in ${minutes} min.`,
    tooManyRequests: (seconds) => `Too many requests. Try again in ${seconds} s.`,
  },
  fr: {
    passwordRule: (min) => passwordRule('fr', min),
    passwordTooWeak: (min) => `Ce mot de passe est trop facile à deviner. ` + passwordRule('fr', min),
    currentPasswordNeeded: 'Pour changer votre e-mail de connexion, saisissez votre mot de passe actuel.',
    currentPasswordLabel: 'Mot de passe actuel (pour changer l’e-mail)',
    passwordTooShort: (min) => `Le mot de passe doit comporter au moins ${min} caractères.`,
    tooManySignIns: (minutes) => `Trop de connexions échouées. Réessayez dans ${minutes} min.`,
    tooManyResets: (minutes) => `Trop de demandes de réinitialisation. Réessayez dans ${minutes} min.`,
    tooManyRequests: (seconds) => `Trop de requêtes. Réessayez dans ${seconds} s.`,
  },
  ja: {
    passwordRule: (min) => passwordRule('ja', min),
    passwordTooWeak: (min) => `このパスワードは推測されやすすぎます。 ` + passwordRule('ja', min),
    currentPasswordNeeded: 'ログイン用メールアドレスを変更するには、現在のパスワードを入力してください。',
    currentPasswordLabel: '現在のパスワード（メールアドレス変更時）',
    passwordTooShort: (min) => `パスワードは${min}文字以上にしてください。`,
    tooManySignIns: (minutes) => `ログインの失敗が多すぎます。${minutes}分後にもう一度お試しください。`,
    tooManyResets: (minutes) => `パスワード再設定の依頼が多すぎます。${minutes}分後にもう一度お試しください。`,
    tooManyRequests: (seconds) => `リクエストが多すぎます。${seconds}秒後にもう一度お試しください。`,
  },
  zh: {
    passwordRule: (min) => passwordRule('zh', min),
    passwordTooWeak: (min) => `此密码太容易被猜到。 ` + passwordRule('zh', min),
    currentPasswordNeeded: '要更改登录邮箱，请输入当前密码。',
    currentPasswordLabel: '当前密码（更改邮箱时）',
    passwordTooShort: (min) => `密码长度至少为 ${min} 个字符。`,
    tooManySignIns: (minutes) => `登录失败次数过多。请在 ${minutes} 分钟后重试。`,
    tooManyResets: (minutes) => `重置密码请求过多。请在 ${minutes} 分钟后重试。`,
    tooManyRequests: (seconds) => `请求过多。请在 ${seconds} 秒后重试。`,
  },
  vi: {
    passwordRule: (min) => passwordRule('vi', min),
    passwordTooWeak: (min) => `Mật khẩu này quá dễ đoán. ` + passwordRule('vi', min),
    currentPasswordNeeded: 'Để đổi e-mail đăng nhập, hãy nhập mật khẩu hiện tại.',
    currentPasswordLabel: 'Mật khẩu hiện tại (để đổi e-mail)',
    passwordTooShort: (min) => `Mật khẩu phải có ít nhất ${min} ký tự.`,
    tooManySignIns: (minutes) => `Đăng nhập thất bại quá nhiều lần. Vui lòng thử lại sau ${minutes} phút.`,
    tooManyResets: (minutes) => `Quá nhiều yêu cầu đặt lại mật khẩu. Vui lòng thử lại sau ${minutes} phút.`,
    tooManyRequests: (seconds) => `Quá nhiều yêu cầu. Vui lòng thử lại sau ${seconds} giây.`,
  },
  de: {
    passwordRule: (min) => passwordRule('de', min),
    passwordTooWeak: (min) => `Dieses Passwort ist zu leicht zu erraten. ` + passwordRule('de', min),
    currentPasswordNeeded: 'Um Ihre Anmelde-E-Mail zu ändern, geben Sie Ihr aktuelles Passwort ein.',
    currentPasswordLabel: 'Aktuelles Passwort (zum Ändern der E-Mail)',
    passwordTooShort: (min) => `Das Passwort muss mindestens ${min} Zeichen lang sein.`,
    tooManySignIns: (minutes) => `Zu viele fehlgeschlagene Anmeldungen. Versuchen Sie es in ${minutes} Min. erneut.`,
    tooManyResets: (minutes) => `Zu viele Anfragen zum Zurücksetzen des Passworts. Versuchen Sie es in ${minutes} Min. erneut.`,
    tooManyRequests: (seconds) => `Zu viele Anfragen. Versuchen Sie es in ${seconds} s erneut.`,
  },
  th: {
    passwordRule: (min) => passwordRule('th', min),
    passwordTooWeak: (min) => `รหัสผ่านนี้เดาง่ายเกินไป ` + passwordRule('th', min),
    currentPasswordNeeded: 'หากต้องการเปลี่ยนอีเมลสำหรับเข้าสู่ระบบ โปรดป้อนรหัสผ่านปัจจุบัน',
    currentPasswordLabel: 'รหัสผ่านปัจจุบัน (เพื่อเปลี่ยนอีเมล)',
    passwordTooShort: (min) => `รหัสผ่านต้องมีอย่างน้อย ${min} ตัวอักษร`,
    tooManySignIns: (minutes) => `เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป โปรดลองอีกครั้งใน ${minutes} นาที`,
    tooManyResets: (minutes) => `ขอรีเซ็ตรหัสผ่านหลายครั้งเกินไป โปรดลองอีกครั้งใน ${minutes} นาที`,
    tooManyRequests: (seconds) => `มีคำขอมากเกินไป โปรดลองอีกครั้งใน ${seconds} วินาที`,
  },
  id: {
    passwordRule: (min) => passwordRule('id', min),
    passwordTooWeak: (min) => `Kata sandi ini terlalu mudah ditebak. ` + passwordRule('id', min),
    currentPasswordNeeded: 'Untuk mengganti e-mail masuk, masukkan kata sandi Anda saat ini.',
    currentPasswordLabel: 'Kata sandi saat ini (untuk mengganti e-mail)',
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
