import { NotFoundFallback } from '@/components/layout/access-fallback'

/** A 404 raised above the site's layout (a language the site does not have): see access-fallback.tsx. */
export default NotFoundFallback
