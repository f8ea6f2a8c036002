/**
 * The small uppercase label of a fact (Valid, Promo code…). Latin letter-spacing would pull Japanese,
 * Chinese and Thai characters apart, so those keep almost none.
 */
export const TERM_CLASS = 'text-xs uppercase tracking-[0.14em] text-ink-soft [&:is(:lang(ja),:lang(zh),:lang(th))]:tracking-[0.03em]'
