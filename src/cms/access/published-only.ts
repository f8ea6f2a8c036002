import type { Access } from 'payload'

/** Staff see drafts; the public sees published documents only. */
export const publishedOnly: Access = ({ req }) => {
  if (req.user) return true
  return { _status: { equals: 'published' } }
}
