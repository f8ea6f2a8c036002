import type { Access } from 'payload'

/** Anyone, signed in or not. */
export const anyone: Access = () => true
