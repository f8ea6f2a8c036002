import { Icon } from '@/components/ui/icon'
import type { SellingPoint } from '@/data/types'
import type { Locale } from '@/i18n/locales'
import { pick } from '@/i18n/text'

/** Why an owner would join the group: the host USPs, each with its line icon. */
export function SellingPointList({ points, locale }: { points: SellingPoint[]; locale: Locale }) {
  return (
    <ul className="grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-4">
      {points.map((point) => (
        <li key={point.order} className="border-t border-brass/40 pt-8">
          <span className="flex h-12 w-12 items-center justify-center rounded-full border border-brass/40 text-brass">
            <Icon name={point.icon} className="h-5 w-5" />
          </span>
          <h3 className="mt-6 font-display text-2xl leading-snug">{pick(point.title, locale)}</h3>
          <p className="mt-3 text-sm leading-relaxed text-ink-soft">{pick(point.description, locale)}</p>
        </li>
      ))}
    </ul>
  )
}
