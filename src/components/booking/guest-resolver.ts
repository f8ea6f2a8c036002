import { zodResolver } from '@hookform/resolvers/zod'

import { guestDetailsSchema } from '@/lib/booking-guest'

/**
 * react-hook-form's resolver for the guest schema the booking API validates with (its 422), in a
 * module of its own: it downloads with the details form, not with the rates page.
 */
export const guestDetailsResolver = zodResolver(guestDetailsSchema)
