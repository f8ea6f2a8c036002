import { ICON_NAMES, type IconName } from '../../lib/icon-names'

/**
 * Simple 24×24 line icons, drawn with the current text colour. The drawings are in the stylesheet
 * (src/app/(site)/[locale]/icons.css, one class per name): the page carries one element per icon, not its path.
 */
export function Icon({
  name,
  className = 'h-5 w-5',
  label,
}: {
  name: string
  className?: string
  /** Give a label when the icon carries meaning on its own; otherwise it is hidden from screen readers. */
  label?: string
}) {
  const known: IconName = (ICON_NAMES as readonly string[]).includes(name) ? (name as IconName) : 'sparkle'
  // Only the attributes it has: an undefined one still costs the page's payload a "$undefined".
  const meaning = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }
  return <span className={`icon icon-${known} ${className}`} {...meaning} />
}
