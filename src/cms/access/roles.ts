import type { Access, FieldHook, Validate } from 'payload'

/**
 * The three kinds of back-office user. What each may do, collection by collection, is the table in
 * ./presets.ts; the functions here only say who someone is.
 */
export const ROLES = ['admin', 'group_editor', 'property_manager'] as const
export type Role = (typeof ROLES)[number]

/** Who is asking: a role, or nobody signed in. */
export type Requester = Role | 'anonymous'

type Id = number | string

/** The requester's role; a signed-in user without a known role is no one the rules allow anything. */
export function requesterOf(user: unknown): Requester | null {
  if (!user) return 'anonymous'
  const role = (user as { role?: unknown }).role
  return (ROLES as readonly unknown[]).includes(role) ? (role as Role) : null
}

/** The id of a relationship value, whether stored (an id) or populated (a document). */
export function relationId(value: unknown): Id | null {
  if (typeof value === 'number' || typeof value === 'string') return value === '' ? null : value
  if (value && typeof value === 'object' && 'id' in value) return relationId((value as { id: unknown }).id)
  return null
}

/** The ids a relationship holds, one or many. */
export function relationIds(value: unknown): Id[] {
  const list = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]
  return list.map(relationId).filter((id): id is Id => id !== null)
}

/** The properties a property manager looks after (empty for everyone else). */
export function managedProperties(user: unknown): Id[] {
  if (requesterOf(user) !== 'property_manager') return []
  return relationIds((user as { properties?: unknown }).properties)
}

/** Whether an id names one of the manager's properties (ids compare as text: '3' from a form is 3). */
export function manages(user: unknown, property: Id): boolean {
  return managedProperties(user).some((id) => String(id) === String(property))
}

export const allow: Access = () => true
export const deny: Access = () => false

/** One rule per requester; whoever has no rule is refused. */
export const byRole =
  (rules: Partial<Record<Requester, Access>>): Access =>
  (args) => {
    const requester = requesterOf(args.req.user)
    const rule = requester ? rules[requester] : undefined
    return rule ? rule(args) : false
  }

/** Administrators and group editors: everyone who edits the whole group's content. */
export const groupStaff = { admin: allow, group_editor: allow } as const

export const ROLE_OPTIONS = [
  {
    value: 'admin',
    label: { en: 'Administrator', fr: 'Administrateur', ja: '管理者', zh: '管理员', vi: 'Quản trị viên', de: 'Administrator', th: 'ผู้ดูแลระบบ', id: 'Administrator' },
  },
  {
    value: 'group_editor',
    label: {
      en: 'Group editor',
      fr: 'Éditeur du groupe',
      ja: 'グループ編集者',
      zh: '集团编辑',
      vi: 'Biên tập viên tập đoàn',
      de: 'Redaktion der Gruppe',
      th: 'บรรณาธิการของกลุ่ม',
      id: 'Editor grup',
    },
  },
  {
    value: 'property_manager',
    label: {
      en: 'Property manager',
      fr: "Directeur d'hôtel",
      ja: 'ホテル担当者',
      zh: '酒店经理',
      vi: 'Quản lý khách sạn',
      de: 'Hotelleitung',
      th: 'ผู้จัดการโรงแรม',
      id: 'Manajer hotel',
    },
  },
] satisfies { value: Role; label: Record<string, string> }[]

const PROPERTIES_REQUIRED_EN = 'A property manager needs at least one hotel.'
const PROPERTIES_REQUIRED: Record<string, string> = {
  en: PROPERTIES_REQUIRED_EN,
  fr: "Un directeur d'hôtel doit avoir au moins un hôtel.",
  ja: 'ホテル担当者には少なくとも1つのホテルが必要です。',
  zh: '酒店经理至少需要一家酒店。',
  vi: 'Quản lý khách sạn cần ít nhất một khách sạn.',
  de: 'Eine Hotelleitung braucht mindestens ein Hotel.',
  th: 'ผู้จัดการโรงแรมต้องมีโรงแรมอย่างน้อยหนึ่งแห่ง',
  id: 'Manajer hotel memerlukan setidaknya satu hotel.',
}

/** A property manager's account names the hotels they look after. */
export const managerNeedsProperties: Validate = (value, { data, req }) => {
  if ((data as { role?: unknown } | undefined)?.role !== 'property_manager') return true
  if (relationIds(value).length > 0) return true
  return PROPERTIES_REQUIRED[req.i18n?.language ?? 'en'] ?? PROPERTIES_REQUIRED_EN
}

/** The first account ever created (the admin's "create first user" screen) is an administrator. */
export const firstUserIsAdmin: FieldHook = async ({ operation, req, value }) => {
  if (operation !== 'create') return value
  const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
  return totalDocs === 0 ? 'admin' : value
}
