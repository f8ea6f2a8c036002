/**
 * Names of the line icons the site can draw (src/components/ui/icon.tsx). Content picks from these, so the
 * list lives in lib: the CMS schema needs it and must not import UI code.
 */
export const ICON_NAMES = [
  'wifi',
  'pool',
  'spa',
  'gym',
  'restaurant',
  'bar',
  'parking',
  'airport',
  'concierge',
  'room-service',
  'beach',
  'garden',
  'business',
  'kids',
  'pets',
  'accessible',
  'aircon',
  'minibar',
  'safe',
  'coffee',
  'bathtub',
  'balcony',
  'view',
  'tv',
  'desk',
  'bed',
  'star',
  'shield',
  'heart',
  'leaf',
  'globe',
  'key',
  'sparkle',
  'clock',
  'map-pin',
  'phone',
  'mail',
  'calendar',
  'users',
  'ruler',
  'tag',
  'award',
] as const

export type IconName = (typeof ICON_NAMES)[number]

/** The marks of the social networks the footer links to (`.social-<name>` in icons.css). */
export const SOCIAL_ICON_NAMES = ['instagram', 'facebook', 'x', 'youtube', 'linkedin', 'tiktok'] as const

export type SocialIconName = (typeof SOCIAL_ICON_NAMES)[number]
