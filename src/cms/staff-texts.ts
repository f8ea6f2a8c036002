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
  resetSubject: string
  resetGreeting: (name: string) => string
  resetIntro: string
  resetAction: string
  resetExpiry: (minutes: number) => string
  resetIgnore: string
}

const TEXTS: Localized<StaffTexts> = {
  en: {
    passwordTooShort: (min) => `The password must be at least ${min} characters long.`,
    tooManySignIns: (minutes) => `Too many failed sign-ins. Try again in ${minutes} min.`,
    tooManyResets: (minutes) => `Too many password reset requests. Try again in ${minutes} min.`,
    tooManyRequests: (seconds) => `Too many requests. Try again in ${seconds} s.`,
    resetSubject: 'Reset your back-office password',
    resetGreeting: (name) => `Hello ${name},`,
    resetIntro: 'Someone asked to reset the password of your back-office account. To choose a new password, open this link:',
    resetAction: 'Choose a new password',
    resetExpiry: (minutes) => `The link works once, for ${minutes} minutes.`,
    resetIgnore: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  fr: {
    passwordTooShort: (min) => `Le mot de passe doit comporter au moins ${min} caractères.`,
    tooManySignIns: (minutes) => `Trop de connexions échouées. Réessayez dans ${minutes} min.`,
    tooManyResets: (minutes) => `Trop de demandes de réinitialisation. Réessayez dans ${minutes} min.`,
    tooManyRequests: (seconds) => `Trop de requêtes. Réessayez dans ${seconds} s.`,
    resetSubject: 'Réinitialisez votre mot de passe du back-office',
    resetGreeting: (name) => `Bonjour ${name},`,
    resetIntro: 'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte back-office. Pour choisir un nouveau mot de passe, ouvrez ce lien :',
    resetAction: 'Choisir un nouveau mot de passe',
    resetExpiry: (minutes) => `Le lien ne sert qu’une fois, pendant ${minutes} minutes.`,
    resetIgnore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  ja: {
    passwordTooShort: (min) => `パスワードは${min}文字以上にしてください。`,
    tooManySignIns: (minutes) => `ログインの失敗が多すぎます。${minutes}分後にもう一度お試しください。`,
    tooManyResets: (minutes) => `パスワード再設定の依頼が多すぎます。${minutes}分後にもう一度お試しください。`,
    tooManyRequests: (seconds) => `リクエストが多すぎます。${seconds}秒後にもう一度お試しください。`,
    resetSubject: '管理画面のパスワードを再設定してください',
    resetGreeting: (name) => `${name} 様`,
    resetIntro: '管理画面アカウントのパスワード再設定が依頼されました。新しいパスワードを設定するには、次のリンクを開いてください。',
    resetAction: '新しいパスワードを設定する',
    resetExpiry: (minutes) => `このリンクは${minutes}分間、一度だけ使えます。`,
    resetIgnore: 'お心当たりがない場合は、このメールを無視してください。パスワードは変わりません。',
  },
  zh: {
    passwordTooShort: (min) => `密码长度至少为 ${min} 个字符。`,
    tooManySignIns: (minutes) => `登录失败次数过多。请在 ${minutes} 分钟后重试。`,
    tooManyResets: (minutes) => `重置密码请求过多。请在 ${minutes} 分钟后重试。`,
    tooManyRequests: (seconds) => `请求过多。请在 ${seconds} 秒后重试。`,
    resetSubject: '重置您的后台密码',
    resetGreeting: (name) => `${name}，您好：`,
    resetIntro: '有人请求重置您后台账户的密码。如需设置新密码，请打开以下链接：',
    resetAction: '设置新密码',
    resetExpiry: (minutes) => `该链接仅可使用一次，有效期 ${minutes} 分钟。`,
    resetIgnore: '如果这不是您本人的请求，请忽略此邮件，您的密码不会改变。',
  },
  vi: {
    passwordTooShort: (min) => `Mật khẩu phải có ít nhất ${min} ký tự.`,
    tooManySignIns: (minutes) => `Đăng nhập thất bại quá nhiều lần. Vui lòng thử lại sau ${minutes} phút.`,
    tooManyResets: (minutes) => `Quá nhiều yêu cầu đặt lại mật khẩu. Vui lòng thử lại sau ${minutes} phút.`,
    tooManyRequests: (seconds) => `Quá nhiều yêu cầu. Vui lòng thử lại sau ${seconds} giây.`,
    resetSubject: 'Đặt lại mật khẩu trang quản trị',
    resetGreeting: (name) => `Xin chào ${name},`,
    resetIntro: 'Có người đã yêu cầu đặt lại mật khẩu tài khoản quản trị của bạn. Để chọn mật khẩu mới, hãy mở liên kết này:',
    resetAction: 'Chọn mật khẩu mới',
    resetExpiry: (minutes) => `Liên kết chỉ dùng được một lần, trong ${minutes} phút.`,
    resetIgnore: 'Nếu bạn không yêu cầu việc này, hãy bỏ qua e-mail này: mật khẩu của bạn vẫn giữ nguyên.',
  },
  de: {
    passwordTooShort: (min) => `Das Passwort muss mindestens ${min} Zeichen lang sein.`,
    tooManySignIns: (minutes) => `Zu viele fehlgeschlagene Anmeldungen. Versuchen Sie es in ${minutes} Min. erneut.`,
    tooManyResets: (minutes) => `Zu viele Anfragen zum Zurücksetzen des Passworts. Versuchen Sie es in ${minutes} Min. erneut.`,
    tooManyRequests: (seconds) => `Zu viele Anfragen. Versuchen Sie es in ${seconds} s erneut.`,
    resetSubject: 'Setzen Sie Ihr Backoffice-Passwort zurück',
    resetGreeting: (name) => `Guten Tag ${name},`,
    resetIntro: 'Jemand hat das Zurücksetzen des Passworts Ihres Backoffice-Kontos angefordert. Um ein neues Passwort zu wählen, öffnen Sie diesen Link:',
    resetAction: 'Neues Passwort wählen',
    resetExpiry: (minutes) => `Der Link funktioniert einmal, ${minutes} Minuten lang.`,
    resetIgnore: 'Wenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
  th: {
    passwordTooShort: (min) => `รหัสผ่านต้องมีอย่างน้อย ${min} ตัวอักษร`,
    tooManySignIns: (minutes) => `เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป โปรดลองอีกครั้งใน ${minutes} นาที`,
    tooManyResets: (minutes) => `ขอรีเซ็ตรหัสผ่านหลายครั้งเกินไป โปรดลองอีกครั้งใน ${minutes} นาที`,
    tooManyRequests: (seconds) => `มีคำขอมากเกินไป โปรดลองอีกครั้งใน ${seconds} วินาที`,
    resetSubject: 'รีเซ็ตรหัสผ่านระบบหลังบ้านของคุณ',
    resetGreeting: (name) => `เรียน คุณ${name}`,
    resetIntro: 'มีผู้ขอรีเซ็ตรหัสผ่านบัญชีระบบหลังบ้านของคุณ หากต้องการตั้งรหัสผ่านใหม่ โปรดเปิดลิงก์นี้:',
    resetAction: 'ตั้งรหัสผ่านใหม่',
    resetExpiry: (minutes) => `ลิงก์นี้ใช้ได้ครั้งเดียว ภายใน ${minutes} นาที`,
    resetIgnore: 'หากคุณไม่ได้เป็นผู้ขอ โปรดเพิกเฉยต่ออีเมลนี้ รหัสผ่านของคุณจะไม่เปลี่ยนแปลง',
  },
  id: {
    passwordTooShort: (min) => `Kata sandi minimal ${min} karakter.`,
    tooManySignIns: (minutes) => `Terlalu banyak upaya masuk yang gagal. Coba lagi dalam ${minutes} menit.`,
    tooManyResets: (minutes) => `Terlalu banyak permintaan atur ulang kata sandi. Coba lagi dalam ${minutes} menit.`,
    tooManyRequests: (seconds) => `Terlalu banyak permintaan. Coba lagi dalam ${seconds} detik.`,
    resetSubject: 'Atur ulang kata sandi back-office Anda',
    resetGreeting: (name) => `Halo ${name},`,
    resetIntro: 'Seseorang meminta untuk mengatur ulang kata sandi akun back-office Anda. Untuk memilih kata sandi baru, buka tautan ini:',
    resetAction: 'Pilih kata sandi baru',
    resetExpiry: (minutes) => `Tautan ini hanya berlaku sekali, selama ${minutes} menit.`,
    resetIgnore: 'Jika Anda tidak memintanya, abaikan e-mail ini: kata sandi Anda tetap sama.',
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
