import { UnauthorizedFallback } from '@/components/layout/access-fallback'

/** 401 from the back office's server functions (experimental.authInterrupts): see access-fallback.tsx. */
export default UnauthorizedFallback
