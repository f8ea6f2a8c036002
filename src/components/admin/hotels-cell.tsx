'use client'

/**
 * A hotel column in a list where no hotel means something: an offer or an attraction for every hotel
 * says "All hotels", an enquiry for no hotel says "The group" — not Payload's "<No Hotels>" — and an
 * enquiry nobody owns yet says "Unassigned".
 * A named hotel (or several) shows as Payload shows any relationship.
 */
import { DefaultCell, useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { adminMessage } from '@/i18n/admin-text'

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)

function EmptyOr({ props, text }: { props: DefaultCellComponentProps; text: 'allHotels' | 'groupWide' | 'unassigned' }) {
  const { i18n } = useTranslation()
  if (isEmpty(props.cellData)) return <span>{adminMessage(i18n.language, text)}</span>
  return <DefaultCell {...props} />
}

export function AllHotelsCell(props: DefaultCellComponentProps) {
  return <EmptyOr props={props} text="allHotels" />
}

export function GroupWideCell(props: DefaultCellComponentProps) {
  return <EmptyOr props={props} text="groupWide" />
}

/** An enquiry nobody looks after yet. */
export function UnassignedCell(props: DefaultCellComponentProps) {
  return <EmptyOr props={props} text="unassigned" />
}
