/**
 * The page numbers a pager shows: all of them when there are few, otherwise the first, the last and
 * the current page with its neighbours, with 'gap' where numbers are left out.
 */
export function pageNumbers(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1)
  const shown = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total))
  const sorted = [...shown].sort((a, b) => a - b)
  const out: (number | 'gap')[] = []
  for (const page of sorted) {
    const previous = out[out.length - 1]
    if (typeof previous === 'number' && page - previous === 2) out.push(previous + 1)
    else if (typeof previous === 'number' && page - previous > 2) out.push('gap')
    out.push(page)
  }
  return out
}
