'use client'

import { useEffect, useId, useMemo, useRef, useState } from 'react'

import { type DestinationSuggestion, suggestDestinations } from '@/lib/search-text'

export interface DestinationComboboxLabels {
  label: string
  placeholder: string
  /** ICU: `{count, plural, =0 {…} one {…} other {…}}`, filled by `format`. */
  count: string
  kinds: Record<DestinationSuggestion['kind'], string>
}

/** The suggestions of each URL, loaded once per page load whichever box asks first. */
const loads = new Map<string, Promise<DestinationSuggestion[] | null>>()
function loadSuggestions(url: string) {
  let load = loads.get(url)
  if (!load) {
    load = fetch(url, { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ suggestions: DestinationSuggestion[] }>) : null))
      .then((body) => body?.suggestions ?? null)
      // Without them the box still takes the typed text, which the search matches by itself.
      .catch(() => null)
    loads.set(url, load)
    // A failed load is tried again by the next box that asks.
    void load.then((list) => {
      if (!list) loads.delete(url)
    })
  }
  return load
}

/**
 * The destination as a WAI-ARIA 1.2 combobox with a list popup: typing filters the countries, cities and
 * hotels by their names in every language (case, width and accents folded); ArrowDown/ArrowUp move
 * through the suggestions (aria-activedescendant: the focus stays in the text box), Enter takes the
 * highlighted one, Escape closes the list and a second Escape clears the box. The form receives the
 * chosen place's slug in `destination`, or the typed text when nothing was chosen.
 */
export function DestinationCombobox({
  suggestionsUrl,
  chosen: initialChosen,
  initial,
  labels,
  format,
  className = '',
}: {
  /** Where the suggestions are loaded from once the box is live: they are not in the page's HTML. */
  suggestionsUrl: string
  /** The suggestion `initial` names, if any, known before the others have loaded. */
  chosen: DestinationSuggestion | null
  /** The URL's `destination`: a slug of the index, or free text. */
  initial: string
  labels: DestinationComboboxLabels
  format: (message: string, values: Record<string, number>) => string
  className?: string
}) {
  const id = `destination-${useId().replace(/[^a-zA-Z0-9]/g, '')}`
  const [suggestions, setSuggestions] = useState<DestinationSuggestion[]>(() => (initialChosen ? [initialChosen] : []))
  const [loaded, setLoaded] = useState(false)
  const known = (slug: string) => suggestions.find((suggestion) => suggestion.slug === slug) ?? (initialChosen?.slug === slug ? initialChosen : null)

  useEffect(() => {
    let live = true
    loadSuggestions(suggestionsUrl).then((list) => {
      if (!live || !list) return
      setSuggestions(list)
      setLoaded(true)
    })
    return () => {
      live = false
    }
  }, [suggestionsUrl])
  const [chosen, setChosen] = useState<DestinationSuggestion | null>(() => known(initial))
  const [text, setText] = useState(() => known(initial)?.label ?? initial)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const inputRef = useRef<HTMLInputElement>(null)

  // A new URL (back, a shared link) brings its destination into the box.
  const [shownInitial, setShownInitial] = useState(initial)
  if (shownInitial !== initial) {
    setShownInitial(initial)
    setChosen(known(initial))
    setText(known(initial)?.label ?? initial)
  }

  // The box may hydrate after the page (stay-box-later.tsx): text typed before it did is in the input,
  // not in the state. Take it, and show its suggestions if the visitor is still typing.
  useEffect(() => {
    const input = inputRef.current
    if (!input || input.value === text) return
    setText(input.value)
    setChosen(null)
    if (document.activeElement === input) setOpen(true)
    // Once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const matches = useMemo(() => suggestDestinations(suggestions, chosen ? '' : text), [suggestions, text, chosen])
  const expanded = open && matches.length > 0
  const optionId = (index: number) => `${id}-option-${index}`

  const choose = (suggestion: DestinationSuggestion) => {
    setChosen(suggestion)
    setText(suggestion.label)
    setOpen(false)
    setActive(-1)
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault()
        if (!open || event.altKey) {
          setOpen(true)
          if (event.altKey) return
        }
        const last = matches.length - 1
        if (last < 0) return
        const down = event.key === 'ArrowDown'
        setActive((current) => (current === -1 ? (down ? 0 : last) : down ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1))
        return
      }
      case 'Enter': {
        const suggestion = expanded && active >= 0 ? matches[active] : undefined
        if (suggestion) {
          // Takes the suggestion; the form is submitted by the next Enter.
          event.preventDefault()
          choose(suggestion)
        } else setOpen(false)
        return
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault()
          setOpen(false)
          setActive(-1)
        } else if (text) {
          event.preventDefault()
          setText('')
          setChosen(null)
        }
        return
      case 'Tab':
        setOpen(false)
        return
    }
  }

  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium">
        {labels.label}
      </label>
      <input type="hidden" name="destination" value={chosen ? chosen.slug : text.trim()} />
      <input
        ref={inputRef}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-listbox`}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={`${id}-status`}
        autoComplete="off"
        spellCheck={false}
        placeholder={labels.placeholder}
        value={text}
        maxLength={100}
        onChange={(event) => {
          setText(event.target.value)
          setChosen(null)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onClick={() => setOpen(!open)}
        onBlur={() => setOpen(false)}
        className="destination-input"
        data-testid="destination-input"
      />
      <ul
        id={`${id}-listbox`}
        role="listbox"
        aria-label={labels.label}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-80 overflow-y-auto border border-ink/15 bg-ivory py-1 shadow-xl"
      >
        {matches.map((suggestion, index) => (
          <li
            key={`${suggestion.kind}-${suggestion.slug}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // The text box keeps the focus while a pointer picks an option.
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => {
              choose(suggestion)
              inputRef.current?.focus()
            }}
            onPointerMove={() => index !== active && setActive(index)}
            className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2.5 ${index === active ? 'bg-ink text-ivory' : 'hover:bg-sand'}`}
            data-testid="destination-option"
          >
            <span className="min-w-0">
              <span className="block truncate">{suggestion.label}</span>
              {suggestion.context && <span className={`block truncate text-xs ${index === active ? 'text-ivory/85' : 'text-ink-soft'}`}>{suggestion.context}</span>}
            </span>
            <span className={`shrink-0 text-xs uppercase tracking-wide ${index === active ? 'text-ivory/85' : 'text-ink-soft'}`}>{labels.kinds[suggestion.kind]}</span>
          </li>
        ))}
      </ul>
      <p id={`${id}-status`} role="status" className="sr-only">
        {open && !chosen && text && loaded ? format(labels.count, { count: matches.length }) : ''}
      </p>
    </div>
  )
}
