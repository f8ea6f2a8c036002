'use client'

import { useSearchParams } from 'next/navigation'
import type React from 'react'

import { CareerBoard, type CareerFilterOption } from './career-board'

/**
 * Shows the positions of the hotel named by `?property=` (all of them for none or an unknown one).
 * The positions arrive already rendered, with the filter key of each in `keys`.
 */
export function CareerFilter({
  path,
  options,
  keys,
  countTemplates,
  labels,
  children,
}: {
  path: string
  options: CareerFilterOption[]
  keys: string[]
  /** 'career.count' for each number of positions that can be shown, by that number. */
  countTemplates: Record<number, string>
  labels: { filter: string; all: string }
  children: React.ReactNode[]
}) {
  const wanted = useSearchParams().get('property')
  const selected = options.some((option) => option.value === wanted) ? wanted : null
  const shown = children.filter((_, index) => selected === null || keys[index] === selected)
  return (
    <CareerBoard path={path} options={options} selected={selected} total={children.length} countLabel={countTemplates[shown.length] ?? ''} labels={labels}>
      {shown}
    </CareerBoard>
  )
}
