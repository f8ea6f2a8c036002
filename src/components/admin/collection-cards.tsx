/**
 * The dashboard's cards, one per collection and global the staff member may read, grouped as in the
 * navigation. Payload's own widget names its "create" buttons with the untranslated label object
 * ("Create new [object Object]" to a screen reader) when labels are given per language, as they are
 * here; this one names them in the staff member's language.
 */
import { getTranslation } from '@payloadcms/translations'
import { Button, Card, Locked } from '@payloadcms/ui'
import { getGlobalData, getNavGroups, getVisibleEntities } from '@payloadcms/ui/shared'
import { EntityType, getAccessResults, type PayloadRequest } from 'payload'
import { formatAdminURL } from 'payload/shared'

type GlobalLock = Awaited<ReturnType<typeof getGlobalData>>[number]

/** Who is editing a global now, if anyone (a lock lapses after its duration, 300 s by default). */
function lockHolder({ data, lockDuration = 300 }: GlobalLock): { id?: unknown } | null {
  if (!data._isLocked) return null
  const lapsed = Date.now() > new Date(data._lastEditedAt ?? 0).getTime() + lockDuration * 1000
  return lapsed ? null : (data._userEditing as { id?: unknown } | null)
}

export async function StaffCollectionCards({ req }: { req: PayloadRequest }) {
  const { i18n, payload, user } = req
  const adminRoute = payload.config.routes.admin
  const permissions = await getAccessResults({ req })
  const navGroups = getNavGroups(permissions, getVisibleEntities({ req }), payload.config, i18n)
  const globalData = await getGlobalData(req)

  return (
    <div className="collections">
      <div className="collections__wrap">
        {navGroups.map(({ entities, label: group }) => (
          <div className="collections__group" key={group}>
            <h2 className="collections__label">{group}</h2>
            <ul className="collections__card-list">
              {entities.map(({ slug, type, label }) => {
                const title = getTranslation(label, i18n)
                const isCollection = type === EntityType.collection
                const href = formatAdminURL({ adminRoute, path: `/${isCollection ? 'collections' : 'globals'}/${slug}` })
                const lock = isCollection ? undefined : globalData.find((global) => global.slug === slug)
                const lockedBy = lock ? lockHolder(lock) : null
                const canCreate = isCollection && permissions.collections?.[slug]?.create
                const singular = isCollection ? payload.config.collections.find((collection) => collection.slug === slug)?.labels.singular : undefined
                return (
                  <li key={`${type}-${slug}`}>
                    <Card
                      id={`card-${slug}`}
                      title={title}
                      titleAs="h3"
                      href={href}
                      buttonAriaLabel={i18n.t(isCollection ? 'general:showAllLabel' : 'general:editLabel', { label: title })}
                      actions={
                        lockedBy && lockedBy.id !== user?.id ? (
                          <Locked className="collections__locked" user={lockedBy as never} />
                        ) : canCreate ? (
                          <Button
                            aria-label={i18n.t('general:createNewLabel', { label: getTranslation(singular ?? label, i18n) })}
                            buttonStyle="icon-label"
                            el="link"
                            icon="plus"
                            iconStyle="with-border"
                            round
                            to={formatAdminURL({ adminRoute, path: `/collections/${slug}/create` })}
                          />
                        ) : undefined
                      }
                    />
                  </li>
                )
              })}
            </ul>
          </div>
        ))}
      </div>
    </div>
  )
}
