'use client'

import type React from 'react'
import { useState } from 'react'

export type View = 'list' | 'map'

/** The switch's texts: its group name and its two buttons. */
export interface ViewSwitchLabels {
  label: string
  list: string
  map: string
}

/** List or map, on screens too narrow for both (on wide screens both show and this is hidden). */
export function ViewSwitch({ view, onChange, labels }: { view: View; onChange: (view: View) => void; labels: ViewSwitchLabels }) {
  return (
    <div role="group" aria-label={labels.label} className="inline-flex shrink-0 rounded-full border border-ink/20 p-1 lg:hidden" data-testid="view-switch">
      {(['list', 'map'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => onChange(option)}
          className={`min-h-9 rounded-full px-4 text-sm transition-colors ${view === option ? 'bg-ink text-ivory' : 'hover:bg-sand'}`}
        >
          {labels[option]}
        </button>
      ))}
    </div>
  )
}

/**
 * A server-drawn list and its map: side by side on a wide screen, one or the other on a phone with a
 * switch beside the heading. The hidden map is not drawn, so its code loads only once it is shown.
 */
export function ListMapSwitch({ heading, list, map, labels }: { heading: React.ReactNode; list: React.ReactNode; map: React.ReactNode; labels: ViewSwitchLabels }) {
  const [view, setView] = useState<View>('list')
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
        {heading}
        <ViewSwitch view={view} onChange={setView} labels={labels} />
      </div>
      <div className="mt-10 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,40%)] lg:items-start lg:gap-10">
        <div className={view === 'map' ? 'hidden lg:block' : ''} data-testid="list-view">
          {list}
        </div>
        <div className={`lg:sticky lg:top-28 ${view === 'list' ? 'hidden lg:block' : ''}`} data-testid="map-view">
          {map}
        </div>
      </div>
    </>
  )
}
