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

/** The label saying why the rates could not be had, by the API's error code (any other: the server's fault). */
const RATES_ERRORS: Partial<Record<ApiError['code'], string>> = {
  invalid_query: 'error_dates',
  not_found: 'error_not_bookable',
  too_many_requests: 'error_rate_limited',
  network: 'error_network_rates',
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
  const message = error.code === 'unknown_promo' ? t('error_promo', { code: promo }) : t(RATES_ERRORS[error.code] ?? 'error_server_rates')
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
