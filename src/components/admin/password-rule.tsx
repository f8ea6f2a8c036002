'use client'

/**
 * The password rule under every field where a staff member chooses a password — the first account,
 * a colleague's new account, a change in the account screen and the reset screen — in the admin's
 * language. Payload draws those fields itself with no place for a description, so the rule is placed
 * under each `password` input as it appears.
 */
import { useTranslation } from '@payloadcms/ui'
import { type ReactNode, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'

import { MIN_PASSWORD_LENGTH, passwordRule } from '@/i18n/password-rule'

const SELECTOR = '.field-type.password'

function passwordFields(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(SELECTOR)].filter((field) => field.querySelector('input[name="password"]'))
}

export function PasswordRule({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation()
  const [fields, setFields] = useState<HTMLElement[]>([])
  useEffect(() => {
    const update = () =>
      setFields((previous) => {
        const next = passwordFields()
        return next.length === previous.length && next.every((field, index) => field === previous[index]) ? previous : next
      })
    update()
    const observer = new MutationObserver(update)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  const rule = passwordRule(i18n.language, MIN_PASSWORD_LENGTH)
  return (
    <>
      {children}
      {fields.map((field, index) =>
        createPortal(
          <div className="field-description password-rule" data-password-rule="">
            {rule}
          </div>,
          field,
          `password-rule-${index}`,
        ),
      )}
    </>
  )
}
