import { ForbiddenFallback } from '@/components/layout/access-fallback'

/** 403 from the back office's server functions (experimental.authInterrupts): see access-fallback.tsx. */
export default ForbiddenFallback
