import { zodResolver } from '@hookform/resolvers/zod'

import { enquirySchema } from '@/lib/enquiry'

/**
 * react-hook-form's resolver for the shared enquiry schema, in a module of its own: the form loads it
 * when the visitor first focuses a field, so zod is not part of the page's first download.
 */
export const enquiryResolver = zodResolver(enquirySchema)
