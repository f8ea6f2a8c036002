'use client'

import { useEffect, useId, useMemo, useRef, useState } from 'react'

export interface PriceRangeLabels {
  legend: string
  min: string
  max: string
  hint: string
  order: string
}

type Thumb = 'min' | 'max'

/** A step that makes about a hundred stops across the scale: 1, 2, 5, 10, 20, 50… */
function stepFor(span: number): number {
  const rough = Math.max(span / 100, 1)
  const power = 10 ** Math.floor(Math.log10(rough))
  return [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= rough) ?? power * 10
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

/**
 * The price filter, three ways to the same two numbers (WCAG 2.2 SC 2.5.7, dragging movements): two
 * thumbs to drag along the scale, the same thumbs moved by the arrow keys (PageUp/PageDown ten steps,
 * Home/End to the ends), and two number fields to type into. A thumb at the scale's end means "no
 * bound". Typed amounts apply on Enter or when the field is left; moved thumbs when the pointer is
 * released or the keys rest for a moment.
 */
export function PriceRange({
  scale,
  value,
  currency,
  localeTag,
  labels,
  onCommit,
}: {
  /** Whole units of the display currency: the lowest and highest price of the results. */
  scale: { min: number; max: number }
  value: { min: number | null; max: number | null }
  currency: string
  localeTag: string
  labels: PriceRangeLabels
  onCommit: (min: number | null, max: number | null) => void
}) {
  const id = `price-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const low = Math.min(scale.min, value.min ?? scale.min)
  const high = Math.max(scale.max, value.max ?? scale.max, low + 1)
  const step = stepFor(high - low)
  const [range, setRange] = useState({ min: value.min ?? low, max: value.max ?? high })
  const [typed, setTyped] = useState({ min: String(range.min), max: String(range.max) })
  const [problem, setProblem] = useState(false)
  const trackRef = useRef<HTMLDivElement>(null)
  const dragging = useRef<Thumb | null>(null)
  const keyTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  // A new URL (back, a shared link, another currency) brings its values in.
  const valueKey = `${value.min}|${value.max}|${low}|${high}`
  const [shownKey, setShownKey] = useState(valueKey)
  if (shownKey !== valueKey) {
    setShownKey(valueKey)
    const next = { min: value.min ?? low, max: value.max ?? high }
    setRange(next)
    setTyped({ min: String(next.min), max: String(next.max) })
    setProblem(false)
  }
  useEffect(() => () => clearTimeout(keyTimer.current), [])

  const money = useMemo(
    () => new Intl.NumberFormat(localeTag, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 }),
    [localeTag, currency],
  )

  const commit = (next: { min: number; max: number }) => {
    if (next.min > next.max) {
      setProblem(true)
      return
    }
    setProblem(false)
    const min = next.min <= low ? null : next.min
    const max = next.max >= high ? null : next.max
    if (min !== value.min || max !== value.max) onCommit(min, max)
  }

  // The filter hydrates after the page (search-filters.tsx): amounts typed before it did are in the
  // fields, not in the state. They are taken, and applied at once unless the visitor is still typing.
  useEffect(() => {
    const fields = { min: document.getElementById(`${id}-min`), max: document.getElementById(`${id}-max`) }
    const inDom = (which: Thumb) => (fields[which] instanceof HTMLInputElement ? fields[which].value : typed[which])
    const seen = { min: inDom('min'), max: inDom('max') }
    if (seen.min === typed.min && seen.max === typed.max) return
    // The DOM is the outside system here: what the visitor did before React took over.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setTyped(seen)
    if (document.activeElement === fields.min || document.activeElement === fields.max) return
    const amount = (which: Thumb) => (seen[which].trim() !== '' && Number(seen[which]) >= 0 ? Math.round(Number(seen[which])) : range[which])
    const next = { min: amount('min'), max: amount('max') }
    setRange(next)
    commit(next)
    // Once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const move = (thumb: Thumb, to: number) => {
    setRange((current) => {
      const next = thumb === 'min' ? { ...current, min: clamp(to, low, current.max) } : { ...current, max: clamp(to, current.min, high) }
      setTyped({ min: String(next.min), max: String(next.max) })
      return next
    })
  }

  const valueAt = (clientX: number) => {
    const box = trackRef.current?.getBoundingClientRect()
    if (!box || box.width === 0) return low
    const ratio = clamp((clientX - box.left) / box.width, 0, 1)
    return clamp(Math.round((low + ratio * (high - low)) / step) * step, low, high)
  }

  const onKeyDown = (thumb: Thumb) => (event: React.KeyboardEvent) => {
    const current = range[thumb]
    const moves: Record<string, number> = {
      ArrowLeft: current - step,
      ArrowDown: current - step,
      ArrowRight: current + step,
      ArrowUp: current + step,
      PageDown: current - step * 10,
      PageUp: current + step * 10,
      Home: low,
      End: high,
    }
    const to = moves[event.key]
    if (to === undefined) return
    event.preventDefault()
    const next = thumb === 'min' ? { ...range, min: clamp(to, low, range.max) } : { ...range, max: clamp(to, range.min, high) }
    move(thumb, to)
    clearTimeout(keyTimer.current)
    keyTimer.current = setTimeout(() => commit(next), 600)
  }

  const percent = (amount: number) => `${((clamp(amount, low, high) - low) / (high - low)) * 100}%`

  const thumb = (which: Thumb) => (
    <span
      role="slider"
      tabIndex={0}
      aria-label={which === 'min' ? labels.min : labels.max}
      aria-valuemin={which === 'min' ? low : range.min}
      aria-valuemax={which === 'min' ? range.max : high}
      aria-valuenow={range[which]}
      aria-valuetext={money.format(range[which])}
      aria-describedby={`${id}-hint`}
      onKeyDown={onKeyDown(which)}
      onBlur={() => {
        if (keyTimer.current) {
          clearTimeout(keyTimer.current)
          keyTimer.current = undefined
          commit(range)
        }
      }}
      onPointerDown={(event) => {
        event.stopPropagation()
        event.preventDefault()
        ;(event.currentTarget as HTMLElement).focus()
        dragging.current = which
        trackRef.current?.setPointerCapture(event.pointerId)
      }}
      className="absolute top-1/2 h-6 w-6 -translate-x-1/2 -translate-y-1/2 cursor-grab touch-none rounded-full border-2 border-ink bg-ivory shadow focus-visible:outline-offset-2"
      style={{ left: percent(range[which]) }}
      data-testid={`price-thumb-${which}`}
    />
  )

  return (
    <fieldset className="min-w-0" data-testid="price-range">
      <legend className="text-sm font-medium">{labels.legend}</legend>
      <p id={`${id}-hint`} className="sr-only">
        {labels.hint}
      </p>
      <div
        ref={trackRef}
        className="relative mx-3 mt-4 h-8 cursor-pointer touch-none"
        onPointerDown={(event) => {
          const to = valueAt(event.clientX)
          const which: Thumb = Math.abs(to - range.min) <= Math.abs(to - range.max) && to <= range.max ? 'min' : 'max'
          dragging.current = which
          event.currentTarget.setPointerCapture(event.pointerId)
          move(which, to)
        }}
        onPointerMove={(event) => {
          if (dragging.current) move(dragging.current, valueAt(event.clientX))
        }}
        onPointerUp={() => {
          if (!dragging.current) return
          dragging.current = null
          commit(range)
        }}
      >
        <span aria-hidden="true" className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded bg-ink/15" />
        <span
          aria-hidden="true"
          className="absolute top-1/2 h-1 -translate-y-1/2 rounded bg-ink"
          style={{ left: percent(range.min), right: `calc(100% - ${percent(range.max)})` }}
        />
        {thumb('min')}
        {thumb('max')}
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3">
        {(['min', 'max'] as const).map((which) => (
          <div key={which}>
            <label htmlFor={`${id}-${which}`} className="block text-xs text-ink-soft">
              {which === 'min' ? labels.min : labels.max} ({currency})
            </label>
            <input
              id={`${id}-${which}`}
              name={which === 'min' ? 'minPrice' : 'maxPrice'}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={typed[which]}
              aria-invalid={problem || undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => setTyped({ ...typed, [which]: event.target.value })}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault()
                  event.currentTarget.blur()
                }
              }}
              onBlur={() => {
                const amount = Number(typed[which])
                if (typed[which].trim() === '' || !Number.isFinite(amount) || amount < 0) {
                  setTyped({ ...typed, [which]: String(range[which]) })
                  return
                }
                const next = { ...range, [which]: Math.round(amount) }
                setRange(next)
                commit(next)
              }}
              className={`mt-1 block h-11 w-full rounded-none border bg-white/80 px-3 text-base ${problem ? 'border-terracotta' : 'border-ink/25 hover:border-ink/50'}`}
              data-testid={`price-input-${which}`}
            />
          </div>
        ))}
      </div>
      <p id={`${id}-problem`} role="alert" className="mt-2 text-sm text-terracotta empty:hidden">
        {problem ? labels.order : ''}
      </p>
    </fieldset>
  )
}
