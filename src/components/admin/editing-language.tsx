'use client'

/**
 * A banner at the top of every edit screen naming the language being edited, so nobody types French
 * into what they believe is the English version (the admin remembers the last language used).
 */
import { useLocale, useTranslation } from '@payloadcms/ui'

import { adminMessage } from '@/i18n/admin-text'
import { DEFAULT_LOCALE, LANGUAGES } from '@/i18n/locales'

export function EditingLanguage() {
  const locale = useLocale()
  const { i18n } = useTranslation()
  const code = locale && 'code' in locale ? locale.code : DEFAULT_LOCALE
  const language = LANGUAGES.find((item) => item.code === code)
  const name = `${language?.label ?? code} (${code})`
  const isDefault = code === DEFAULT_LOCALE
  return (
    <div
      role="status"
      data-testid="editing-language"
      data-locale={code}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        gap: '0.25rem 0.75rem',
        margin: '0 0 1.5rem',
        padding: '0.75rem 1rem',
        borderRadius: 'var(--style-radius-m)',
        border: `2px solid ${isDefault ? 'var(--theme-elevation-250)' : '#a57b3a'}`,
        background: isDefault ? 'var(--theme-elevation-50)' : 'rgba(165, 123, 58, 0.12)',
        color: 'var(--theme-text)',
      }}
    >
      <strong style={{ fontSize: '1rem' }}>{adminMessage(i18n.language, 'editingLanguage', { language: name })}</strong>
      <span style={{ fontSize: '0.8125rem' }}>{adminMessage(i18n.language, 'editingLanguageHint')}</span>
    </div>
  )
}
