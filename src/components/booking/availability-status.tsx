import type { ApiError } from './api-client'
import type { Translate } from './labels'

/** The rooms and rates while they are asked for. */
export function RatesSkeleton({ label }: { label: string }) {
  return (
    <div className="space-y-6" data-testid="rates-loading">
      <p className="text-sm text-ink-soft">{label}</p>
      {[0, 1].map((index) => (
        <div key={index} className="grid animate-pulse gap-4 border border-ink/10 bg-white/50 p-6 md:grid-cols-3">
          <div className="aspect-[4/3] bg-sand" />
          <div className="space-y-3 md:col-span-2">
            <div className="h-6 w-1/2 bg-sand" />
            <div className="h-4 w-3/4 bg-sand" />
            <div className="h-4 w-2/3 bg-sand" />
          </div>
        </div>
      ))}
    </div>
  )
}

/** Why the rooms and rates could not be shown, and what the guest can do about it. */
export function AvailabilityError({
  error,
  t,
  promo,
  onRetry,
  onDropPromo,
}: {
  error: ApiError
  t: Translate
  promo: string
  onRetry: () => void
  onDropPromo: () => void
}) {
  const message =
    error.code === 'unknown_promo'
      ? t('error_promo', { code: promo })
      : error.code === 'invalid_query'
        ? t('error_dates')
        : error.code === 'not_found'
          ? t('error_not_bookable')
          : error.code === 'too_many_requests'
            ? t('error_rate_limited')
            : error.code === 'network'
              ? t('error_network_rates')
              : t('error_server_rates')
  return (
    <div role="alert" className="border-l-4 border-terracotta bg-white/80 p-6" data-testid="rates-error">
      <p>{message}</p>
      {error.code === 'unknown_promo' ? (
        <button type="button" className="btn-outline mt-4" onClick={onDropPromo}>
          {t('remove_promo')}
        </button>
      ) : error.code !== 'invalid_query' && error.code !== 'not_found' ? (
        <button type="button" className="btn-outline mt-4" onClick={onRetry}>
          {t('try_again')}
        </button>
      ) : null}
    </div>
  )
}
