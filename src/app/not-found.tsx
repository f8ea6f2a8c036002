import { NotFoundFallback } from '@/components/layout/access-fallback'

/** A 404 at the app's root, above both route groups: see access-fallback.tsx. */
export default NotFoundFallback
