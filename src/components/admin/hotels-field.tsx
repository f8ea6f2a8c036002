'use client'

/**
 * A document's hotels as the staff member may see them. A property manager opening an offer shared with
 * hotels that are not theirs reads "Aurelia Nice Promenade and 2 other hotels" — the offer is read-only to
 * them — where Payload's field showed "Untitled - ID: 7" chips for the hotels they cannot open. Everyone
 * who can read every hotel named gets Payload's own relationship field, to edit as usual.
 */
import { FieldDescription, FieldLabel, RelationshipField, useAuth, useField, useTranslation } from '@payloadcms/ui'
import type { RelationshipFieldClientComponent } from 'payload'

import { describeTitles, idsOf, useRelationTitles } from './hotels-cell'

export const HotelsField: RelationshipFieldClientComponent = (props) => {
  const { field, path: pathFromProps } = props
  const path = pathFromProps ?? field.name
  const { value } = useField<unknown>({ path })
  const { i18n } = useTranslation()
  const { user } = useAuth()
  // Group staff, and a manager whose hotels these all are, may read every hotel named: Payload's own
  // field names them, and nothing is asked twice.
  const staff = user as { role?: unknown; properties?: unknown } | null
  const mine = new Set(idsOf(staff?.properties).map(String))
  const readsEvery = staff?.role !== 'property_manager' || idsOf(value).every((id) => mine.has(String(id)))
  const found = useRelationTitles(readsEvery ? null : field.relationTo, value)
  if (!found || found.every((title) => title !== null)) return <RelationshipField {...props} />
  return (
    <div className="field-type relationship read-only hotels-field">
      <FieldLabel label={field.label} path={path} required={field.required} />
      <div className="hotels-field__value" data-testid={`hotels-${path}`}>
        {describeTitles(found, 'hotels', i18n.language)}
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
