'use client'

/**
 * The rates-and-availability calendar of one hotel: for each room type, two months of nights (side by
 * side on a wide screen, one under the other on a narrow one), each night with its rooms left of those on
 * sale, rooms booked, stop-sell, minimum stay, closed-to-arrival and each rate plan's nightly price in the
 * hotel's currency — read from the site's staff route (/api/staff/rates-calendar), which asks the booking
 * engine. The form below changes a range of nights on some weekdays at once through the same route.
 *
 * By keyboard: each room type's calendar is one Tab stop; the arrow keys move by day and week (Home and
 * End to the ends of the week), Enter picks the night as the first night of a change, Shift+Enter as the
 * last.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'

import { type AdminMessage, adminMessage } from '@/i18n/admin-text'
import { isLocale, localeTag } from '@/i18n/locales'
import { formatExactPrice, parseMajorUnits } from '@/lib/money'
import type { CalendarNight, RatesCalendar as CalendarData } from '@/services/rates-calendar'

export interface CalendarHotel {
  id: number
  name: string
  currency: string
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
const monthStart = (date: string) => `${date.slice(0, 7)}-01`
const addMonths = (date: string, months: number) => {
  const at = new Date(`${monthStart(date)}T00:00:00Z`)
  at.setUTCMonth(at.getUTCMonth() + months)
  return at.toISOString().slice(0, 10)
}
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
/** 1 Monday … 7 Sunday. */
const isoWeekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const

type Tri = 'keep' | 'on' | 'off'

interface BulkForm {
  from: string
  to: string
  weekdays: number[]
  /** null: every room type of the hotel. */
  roomTypes: number[] | null
  stopSell: Tri
  closedToArrival: Tri
  minStay: string
  roomsOnSale: string
  ratePlan: string
  price: string
}

const STYLE = `
.rates-cal { --rc-line: var(--theme-elevation-150); font-size: 0.8125rem; }
.rates-cal :focus-visible { outline: 2px solid var(--theme-success-500); outline-offset: 1px; }
.rates-cal__bar { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: end; margin: 0 0 1rem; }
.rates-cal__bar label, .rates-cal__form label, .rates-cal__form legend { display: block; font-weight: 600; margin: 0 0 0.25rem; }
.rates-cal select, .rates-cal input[type='date'], .rates-cal input[type='number'], .rates-cal input[type='text'] {
  font: inherit; color: var(--theme-elevation-800); background: var(--theme-input-bg); border: 1px solid var(--theme-elevation-150);
  border-radius: var(--style-radius-s); padding: 0.4rem 0.6rem; min-height: 2.25rem; }
.rates-cal__legend { display: flex; flex-wrap: wrap; gap: 0.4rem 1rem; margin: 0 0 1rem; color: var(--theme-elevation-650); }
.rates-cal__room { margin: 0 0 1.5rem; }
.rates-cal__room h2 { font-size: 1.05rem; margin: 0 0 0.5rem; }
.rates-cal__months { display: flex; flex-wrap: wrap; gap: 1rem; }
.rates-cal__month { flex: 1 1 30rem; min-width: 0; border-collapse: collapse; table-layout: fixed; }
.rates-cal__month caption { text-align: left; font-weight: 600; padding: 0 0 0.25rem; }
.rates-cal__month th { font-weight: 500; font-size: 0.75rem; color: var(--theme-elevation-650); padding: 0.15rem; }
.rates-cal__month td { border: 1px solid var(--rc-line); vertical-align: top; padding: 0.2rem 0.25rem; height: 4.75rem; overflow: hidden; line-height: 1.25; }
.rates-cal__month td.is-out { background: var(--theme-elevation-50); border-color: transparent; }
.rates-cal__month td[role='gridcell'] { cursor: pointer; }
.rates-cal__month td.is-stop { background: color-mix(in srgb, var(--theme-error-500) 14%, transparent); }
.rates-cal__month td.is-picked { box-shadow: inset 0 0 0 2px var(--theme-success-500); }
.rates-cal__day { display: flex; justify-content: space-between; gap: 0.2rem; font-weight: 600; }
.rates-cal__flags { display: flex; gap: 0.15rem; flex-wrap: wrap; justify-content: end; }
.rates-cal__flag { font-size: 0.6875rem; font-weight: 600; padding: 0 0.2rem; border-radius: 3px; background: var(--theme-elevation-150); white-space: nowrap; }
.rates-cal__flag--stop { background: var(--theme-error-500); color: #fff; }
.rates-cal__flag--cta { background: var(--theme-warning-500, #b7791f); color: #fff; }
.rates-cal__count { font-size: 0.8125rem; white-space: nowrap; }
.rates-cal__price { font-size: 0.6875rem; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; color: var(--theme-elevation-800); }
.rates-cal__muted { color: var(--theme-elevation-600); }
.rates-cal__form { border: 1px solid var(--rc-line); border-radius: var(--style-radius-m); padding: 1rem 1.25rem; margin: 0 0 1.5rem; }
.rates-cal__form h2 { font-size: 1.05rem; margin: 0 0 0.75rem; }
.rates-cal__fields { display: flex; flex-wrap: wrap; gap: 1rem 1.5rem; align-items: start; }
.rates-cal__form fieldset { border: 0; padding: 0; margin: 0; }
.rates-cal__checks { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; }
.rates-cal__checks label { font-weight: 400; display: inline-flex; gap: 0.3rem; align-items: center; margin: 0; }
.rates-cal__hint { font-size: 0.75rem; color: var(--theme-elevation-650); margin: 0.2rem 0 0; }
.rates-cal__actions { display: flex; gap: 1rem; align-items: center; flex-wrap: wrap; margin: 1rem 0 0; }
.rates-cal__actions .btn { margin: 0; }
`

export function RatesCalendar({
  hotels,
  language,
  initialHotel,
  initialMonth,
}: {
  hotels: CalendarHotel[]
  language: string
  initialHotel: number | null
  initialMonth: string
}) {
  const t = useCallback((key: AdminMessage, values?: Record<string, string | number>) => adminMessage(language, key, values), [language])
  const tag = localeTag(isLocale(language) ? language : 'en')
  const [hotelId, setHotelId] = useState<number | null>(initialHotel ?? hotels[0]?.id ?? null)
  const [month, setMonth] = useState(initialMonth)
  const [loaded, setData] = useState<CalendarData | null>(null)
  // Another hotel's calendar is never shown under this one's name while this one loads: its grid and
  // bulk form would change the other hotel's nights.
  const data = loaded && loaded.property.id === hotelId ? loaded : null
  // What the last answer was for: while it differs from what is asked, the calendar is loading.
  const [answered, setAnswered] = useState<{ key: string; problem: string | null } | null>(null)
  const [reload, setReload] = useState(0)
  const ids = useId()

  const from = month
  const to = addDays(addMonths(month, 2), -1)
  const days = daysBetween(from, to) + 1

  useEffect(() => {
    if (hotelId === null) return
    let live = true
    const query = new URLSearchParams({ property: String(hotelId), from, days: String(days), lang: language })
    const key = `${query}#${reload}`
    fetch(`/api/staff/rates-calendar?${query}`, { credentials: 'include' })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as (CalendarData & { error?: { message?: string } }) | null
        if (!response.ok || !body) throw new Error(body?.error?.message ?? `The server answered ${response.status}.`)
        return body
      })
      .then((body) => {
        if (!live) return
        setData(body)
        setAnswered({ key, problem: null })
      })
      .catch((error: unknown) => {
        if (!live) return
        setAnswered({ key, problem: error instanceof Error ? error.message : String(error) })
      })
    return () => {
      live = false
    }
  }, [hotelId, from, days, language, reload])

  // The address keeps the hotel and month, so a reload or a shared link shows the same calendar.
  useEffect(() => {
    if (hotelId === null) return
    const url = new URL(window.location.href)
    url.searchParams.set('property', String(hotelId))
    url.searchParams.set('month', month.slice(0, 7))
    window.history.replaceState(null, '', url)
  }, [hotelId, month])

  const asked = `${new URLSearchParams({ property: String(hotelId), from, days: String(days), lang: language })}#${reload}`
  const state = answered?.key !== asked ? 'loading' : answered.problem === null ? 'ready' : 'error'
  const problem = answered?.problem ?? ''
  const hotel = hotels.find((item) => item.id === hotelId) ?? null
  const currency = data?.property.currency ?? hotel?.currency ?? 'EUR'
  const money = useCallback((minor: number) => formatExactPrice(minor, currency, tag), [currency, tag])

  const [form, setForm] = useState<BulkForm>(() => ({
    from: '',
    to: '',
    weekdays: [...WEEKDAYS],
    roomTypes: null,
    stopSell: 'keep',
    closedToArrival: 'keep',
    minStay: '',
    roomsOnSale: '',
    ratePlan: '',
    price: '',
  }))
  // The room types chosen among this hotel's (all of them until some are unticked).
  const allRooms = useMemo(() => data?.room_types.map((room) => room.id) ?? [], [data])
  const chosenRooms = useMemo(() => (form.roomTypes === null ? allRooms : form.roomTypes.filter((id) => allRooms.includes(id))), [form.roomTypes, allRooms])

  const weekdayName = useMemo(() => {
    const long = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' })
    const short = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' })
    // 2024-01-01 was a Monday.
    return (day: number, style: 'long' | 'short') => (style === 'long' ? long : short).format(new Date(Date.UTC(2024, 0, day)))
  }, [tag])
  const monthName = useMemo(() => new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }), [tag])
  const fullDate = useMemo(() => new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }), [tag])

  const picked = useMemo(() => {
    if (!form.from || !form.to || form.to < form.from) return new Set<string>()
    const nights = new Set<string>()
    for (let night = form.from; night <= form.to && nights.size <= 400; night = addDays(night, 1)) if (form.weekdays.includes(isoWeekday(night))) nights.add(night)
    return nights
  }, [form.from, form.to, form.weekdays])

  function pickNight(roomId: number, date: string, asLast: boolean) {
    setForm((current) => {
      const roomTypes = chosenRooms.includes(roomId) ? current.roomTypes : [...chosenRooms, roomId]
      if (asLast && current.from && date >= current.from) return { ...current, to: date, roomTypes }
      return { ...current, from: date, to: date, roomTypes }
    })
  }

  if (hotels.length === 0) return <p>{t('calendarNoHotels')}</p>

  return (
    <div className="rates-cal" data-testid="rates-calendar">
      <style>{STYLE}</style>
      <p style={{ margin: '0 0 1rem', maxWidth: '60rem' }}>{t('calendarIntro')}</p>
      <div className="rates-cal__bar">
        <div>
          <label htmlFor={`${ids}-hotel`}>{t('calendarHotel')}</label>
          <select id={`${ids}-hotel`} value={hotelId ?? ''} onChange={(event) => setHotelId(Number(event.target.value))}>
            {hotels.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name} ({item.currency})
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} onClick={() => setMonth(addMonths(month, -1))}>
          ← {t('calendarPrevious')}
        </button>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
          onClick={() => setMonth(monthStart(new Date().toISOString().slice(0, 10)))}
        >
          {t('calendarThisMonth')}
        </button>
        <button type="button" className="btn btn--style-secondary btn--size-small" style={{ margin: 0 }} onClick={() => setMonth(addMonths(month, 1))}>
          {t('calendarNext')} →
        </button>
        <span role="status" aria-live="polite" className="rates-cal__muted">
          {state === 'loading' ? t('calendarLoading') : ''}
        </span>
      </div>
      {state === 'error' ? <p role="alert">{t('calendarFailed', { reason: problem })}</p> : null}
      {data && !data.property.on_sale ? <p role="status">{t('calendarNothingOnSale')}</p> : null}

      {data && data.property.on_sale ? (
        <>
          <BulkEditForm
            data={data}
            form={form}
            chosenRooms={chosenRooms}
            setForm={setForm}
            nights={picked.size}
            weekdayName={weekdayName}
            language={language}
            currency={currency}
            onSaved={() => setReload((count) => count + 1)}
          />
          <p className="rates-cal__legend">
            <span>
              <b>5</b>/8 = {t('calendarLeft')} / {t('calendarOnSale')}
            </span>
            <span>
              <span className="rates-cal__flag rates-cal__flag--stop">{t('calendarStopSell')}</span>
            </span>
            <span>
              <span className="rates-cal__flag rates-cal__flag--cta">{t('calendarClosedToArrival')}</span>
            </span>
            <span>
              <span className="rates-cal__flag">{t('calendarMinShort', { count: 2 })}</span> {t('calendarMinStay')}
            </span>
            <span>{t('calendarKeys')}</span>
          </p>
          {data.room_types.map((room) => (
            <RoomCalendar
              key={room.id}
              room={room}
              data={data}
              months={[from, addMonths(from, 1)]}
              picked={chosenRooms.includes(room.id) ? picked : null}
              t={t}
              money={money}
              weekdayName={weekdayName}
              monthName={monthName}
              fullDate={fullDate}
              onPick={(date, asLast) => pickNight(room.id, date, asLast)}
            />
          ))}
        </>
      ) : null}
    </div>
  )
}

type RoomData = CalendarData['room_types'][number]

function RoomCalendar({
  room,
  data,
  months,
  picked,
  t,
  money,
  weekdayName,
  monthName,
  fullDate,
  onPick,
}: {
  room: RoomData
  data: CalendarData
  months: string[]
  picked: Set<string> | null
  t: (key: AdminMessage, values?: Record<string, string | number>) => string
  money: (minor: number) => string
  weekdayName: (day: number, style: 'long' | 'short') => string
  monthName: Intl.DateTimeFormat
  fullDate: Intl.DateTimeFormat
  onPick: (date: string, asLast: boolean) => void
}) {
  const byDate = useMemo(() => new Map(room.nights.map((night) => [night.date, night])), [room.nights])
  const first = room.nights[0]?.date ?? data.from
  const last = room.nights.at(-1)?.date ?? data.from
  const [focused, setActive] = useState(first)
  const active = focused >= first && focused <= last ? focused : first
  const container = useRef<HTMLElement>(null)

  function move(to: string) {
    if (to < first || to > last) return
    setActive(to)
    container.current?.querySelector<HTMLElement>(`[data-date="${to}"]`)?.focus()
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLElement>) {
    const date = (event.target as HTMLElement).dataset.date
    if (!date) return
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7, Home: 1 - isoWeekday(date), End: 7 - isoWeekday(date) }
    if (event.key in steps) {
      event.preventDefault()
      move(addDays(date, steps[event.key] ?? 0))
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      onPick(date, event.shiftKey)
    }
  }

  const describe = (night: CalendarNight) =>
    [
      fullDate.format(new Date(`${night.date}T00:00:00Z`)),
      `${night.left} ${t('calendarLeft')} / ${night.on_sale} ${t('calendarOnSale')}, ${night.booked} ${t('calendarBooked')}`,
      night.stop_sell ? t('calendarStopSell') : '',
      night.closed_to_arrival ? t('calendarClosedToArrival') : '',
      `${t('calendarMinStay')}: ${night.min_stay}`,
      ...data.rate_plans.map((plan) => {
        const price = night.prices[plan.code]
        return `${plan.name}: ${typeof price === 'number' ? money(price) : t('calendarNotOnPlan')}`
      }),
    ]
      .filter(Boolean)
      .join('; ')

  return (
    <section className="rates-cal__room" aria-labelledby={`room-${room.id}`} ref={container} onKeyDown={onKeyDown} data-testid={`rates-room-${room.slug}`}>
      <h2 id={`room-${room.id}`}>{room.name}</h2>
      <div className="rates-cal__months">
        {months.map((start) => {
          const lead = isoWeekday(start) - 1
          const end = addDays(addMonths(start, 1), -1)
          const count = daysBetween(start, end) + 1
          const weeks = Math.ceil((lead + count) / 7)
          const caption = monthName.format(new Date(`${start}T00:00:00Z`))
          return (
            <table key={start} role="grid" className="rates-cal__month" aria-label={`${room.name} — ${caption}`}>
              <caption>{caption}</caption>
              <thead>
                <tr>
                  {WEEKDAYS.map((day) => (
                    <th key={day} scope="col" abbr={weekdayName(day, 'long')}>
                      {weekdayName(day, 'short')}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: weeks }, (_, week) => (
                  <tr key={week}>
                    {WEEKDAYS.map((day) => {
                      const offset = week * 7 + day - 1 - lead
                      if (offset < 0 || offset >= count) return <td key={day} className="is-out" aria-hidden="true" />
                      const date = addDays(start, offset)
                      const night = byDate.get(date)
                      if (!night) return <td key={day} className="is-out" aria-hidden="true" />
                      const classes = [night.stop_sell ? 'is-stop' : '', picked?.has(date) ? 'is-picked' : ''].filter(Boolean).join(' ')
                      return (
                        <td
                          key={day}
                          role="gridcell"
                          className={classes}
                          data-date={date}
                          tabIndex={date === active ? 0 : -1}
                          aria-selected={picked?.has(date) ?? false}
                          aria-label={describe(night)}
                          onFocus={() => setActive(date)}
                          onClick={(event) => onPick(date, event.shiftKey)}
                        >
                          <div className="rates-cal__day" aria-hidden="true">
                            <span>{Number(date.slice(8))}</span>
                            <span className="rates-cal__flags">
                              {night.stop_sell ? <span className="rates-cal__flag rates-cal__flag--stop">{t('calendarStopSell')}</span> : null}
                              {night.closed_to_arrival ? <span className="rates-cal__flag rates-cal__flag--cta">{t('calendarClosedToArrival')}</span> : null}
                              {night.min_stay > 1 ? <span className="rates-cal__flag">{t('calendarMinShort', { count: night.min_stay })}</span> : null}
                            </span>
                          </div>
                          <div className="rates-cal__count" aria-hidden="true" title={`${night.left} ${t('calendarLeft')} / ${night.on_sale} ${t('calendarOnSale')}`}>
                            <b>{night.left}</b>/{night.on_sale}{' '}
                            <span className="rates-cal__muted">
                              · {night.booked} {t('calendarBooked')}
                            </span>
                          </div>
                          {data.rate_plans.map((plan) => {
                            const price = night.prices[plan.code]
                            return (
                              <div key={plan.code} className="rates-cal__price" aria-hidden="true" title={plan.name}>
                                <span className="rates-cal__muted">{plan.code}</span> {typeof price === 'number' ? money(price) : '—'}
                              </div>
                            )
                          })}
                        </td>
                      )
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          )
        })}
      </div>
    </section>
  )
}

function BulkEditForm({
  data,
  form,
  chosenRooms,
  setForm,
  nights,
  weekdayName,
  language,
  currency,
  onSaved,
}: {
  data: CalendarData
  form: BulkForm
  chosenRooms: number[]
  setForm: React.Dispatch<React.SetStateAction<BulkForm>>
  nights: number
  weekdayName: (day: number, style: 'long' | 'short') => string
  language: string
  currency: string
  onSaved: () => void
}) {
  const t = (key: AdminMessage, values?: Record<string, string | number>) => adminMessage(language, key, values)
  const ids = useId()
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'error'>('idle')
  const [message, setMessage] = useState('')
  const set = <K extends keyof BulkForm>(key: K, value: BulkForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }))
    setState('idle')
  }
  const toggle = (key: 'weekdays' | 'roomTypes', value: number) => {
    const now = key === 'weekdays' ? form.weekdays : chosenRooms
    set(key, now.includes(value) ? now.filter((item) => item !== value) : [...now, value].sort((a, b) => a - b))
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    const change: Record<string, unknown> = {}
    if (form.stopSell !== 'keep') change.stop_sell = form.stopSell === 'on'
    if (form.closedToArrival !== 'keep') change.closed_to_arrival = form.closedToArrival === 'on'
    if (form.minStay.trim()) change.min_stay = Number(form.minStay)
    if (form.roomsOnSale.trim()) change.rooms_on_sale = Number(form.roomsOnSale)
    if (form.ratePlan && form.price.trim()) {
      const parsed = parseMajorUnits(form.price, currency)
      if (!parsed.ok) {
        setMessage(t('bulkFailed', { reason: t('priceFormat', { example: '160.50' }) }))
        setState('error')
        return
      }
      change.price = { rate_plan: form.ratePlan, nightly_minor: parsed.minor }
    }
    if (Object.keys(change).length === 0 || chosenRooms.length === 0 || form.weekdays.length === 0 || nights === 0) {
      setMessage(t('bulkChooseSomething'))
      setState('error')
      return
    }
    setState('busy')
    try {
      const response = await fetch('/api/staff/rates-calendar', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ property: data.property.id, room_types: chosenRooms, from: form.from, to: form.to, weekdays: form.weekdays, change }),
      })
      const body = (await response.json().catch(() => null)) as { nights?: string[]; error?: { message?: string; fields?: Record<string, string> } } | null
      if (!response.ok) {
        const fields = body?.error?.fields ? Object.entries(body.error.fields).map(([field, problem]) => `${field} ${problem}`) : []
        throw new Error([body?.error?.message ?? `The server answered ${response.status}.`, ...fields].join(' '))
      }
      setMessage(t('bulkSaved', { count: body?.nights?.length ?? nights }))
      setState('done')
      onSaved()
    } catch (error) {
      setMessage(t('bulkFailed', { reason: error instanceof Error ? error.message : String(error) }))
      setState('error')
    }
  }

  const triOptions = (
    <>
      <option value="keep">{t('bulkKeep')}</option>
      <option value="on">{t('bulkOn')}</option>
      <option value="off">{t('bulkOff')}</option>
    </>
  )

  return (
    <form className="rates-cal__form" onSubmit={submit} aria-labelledby={`${ids}-title`} data-testid="rates-bulk-form">
      <h2 id={`${ids}-title`}>{t('bulkTitle')}</h2>
      <div className="rates-cal__fields">
        <div>
          <label htmlFor={`${ids}-from`}>{t('bulkFrom')}</label>
          <input id={`${ids}-from`} type="date" required value={form.from} onChange={(event) => set('from', event.target.value)} />
        </div>
        <div>
          <label htmlFor={`${ids}-to`}>{t('bulkTo')}</label>
          <input id={`${ids}-to`} type="date" required min={form.from || undefined} value={form.to} onChange={(event) => set('to', event.target.value)} />
        </div>
        <fieldset>
          <legend>{t('bulkWeekdays')}</legend>
          <div className="rates-cal__checks">
            {WEEKDAYS.map((day) => (
              <label key={day}>
                <input type="checkbox" aria-label={weekdayName(day, 'long')} checked={form.weekdays.includes(day)} onChange={() => toggle('weekdays', day)} />
                {weekdayName(day, 'short')}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('bulkRoomTypes')}</legend>
          <div className="rates-cal__checks">
            {data.room_types.map((room) => (
              <label key={room.id}>
                <input type="checkbox" checked={chosenRooms.includes(room.id)} onChange={() => toggle('roomTypes', room.id)} />
                {room.name}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className="rates-cal__fields" style={{ marginTop: '1rem' }}>
        <div>
          <label htmlFor={`${ids}-stop`}>{t('calendarStopSell')}</label>
          <select id={`${ids}-stop`} value={form.stopSell} onChange={(event) => set('stopSell', event.target.value as Tri)}>
            {triOptions}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-cta`}>{t('calendarClosedToArrival')}</label>
          <select id={`${ids}-cta`} value={form.closedToArrival} onChange={(event) => set('closedToArrival', event.target.value as Tri)}>
            {triOptions}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-min`}>{t('calendarMinStay')}</label>
          <input
            id={`${ids}-min`}
            type="number"
            min={1}
            max={30}
            step={1}
            inputMode="numeric"
            value={form.minStay}
            aria-describedby={`${ids}-empty`}
            onChange={(event) => set('minStay', event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${ids}-rooms`}>{t('calendarRoomsOnSale')}</label>
          <input
            id={`${ids}-rooms`}
            type="number"
            min={0}
            max={999}
            step={1}
            inputMode="numeric"
            value={form.roomsOnSale}
            aria-describedby={`${ids}-empty`}
            onChange={(event) => set('roomsOnSale', event.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${ids}-plan`}>{t('bulkRatePlan')}</label>
          <select id={`${ids}-plan`} value={form.ratePlan} onChange={(event) => set('ratePlan', event.target.value)}>
            <option value="">{t('bulkKeep')}</option>
            {data.rate_plans.map((plan) => (
              <option key={plan.code} value={plan.code}>
                {plan.name} ({plan.code})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-price`}>{t('bulkPrice', { currency })}</label>
          <input
            id={`${ids}-price`}
            type="text"
            inputMode="decimal"
            disabled={!form.ratePlan}
            value={form.price}
            aria-describedby={`${ids}-empty`}
            onChange={(event) => set('price', event.target.value)}
          />
        </div>
      </div>
      <p id={`${ids}-empty`} className="rates-cal__hint">
        {t('bulkEmptyKeeps')}
      </p>
      <div className="rates-cal__actions">
        <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={state === 'busy'}>
          {state === 'busy' ? t('bulkSaving') : t('bulkApply', { count: nights })}
        </button>
        <span role={state === 'error' ? 'alert' : 'status'} data-testid="rates-bulk-status">
          {state === 'done' || state === 'error' ? message : ''}
        </span>
      </div>
    </form>
  )
}
