'use client'

/** A checkbox in a list, as a person says it: Yes or No, in the staff member's language. */
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

export function YesNoCell({ cellData }: DefaultCellComponentProps) {
  const { t } = useTranslation()
  if (cellData === null || cellData === undefined) return <span>—</span>
  return <span data-yes-no={cellData ? 'yes' : 'no'}>{cellData ? t('general:yes') : t('general:no')}</span>
}
