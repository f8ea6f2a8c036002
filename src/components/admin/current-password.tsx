'use client'

/**
 * The current password, asked for when a staff member changes an account's sign-in e-mail
 * (src/cms/staff-email-change.ts): Payload's own password input, checked on the server only.
 */
import { PasswordField } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'

const acceptAnything = () => true as const

export function CurrentPasswordField({ field, path }: TextFieldClientProps) {
  return <PasswordField autoComplete="current-password" field={field} path={path ?? field.name} validate={acceptAnything} />
}
