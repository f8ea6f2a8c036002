import { contrastGrade, contrastRatio } from './contrast'

/** The brand palette: the Tailwind theme colours of globals.css (`--color-*`). */
export const PALETTE = [
  { name: 'ivory', hex: '#f7f3ec', fill: 'bg-ivory' },
  { name: 'sand', hex: '#ece4d6', fill: 'bg-sand' },
  { name: 'stone', hex: '#d9cfbe', fill: 'bg-stone' },
  { name: 'ink', hex: '#1c232b', fill: 'bg-ink' },
  { name: 'ink-soft', hex: '#4a525c', fill: 'bg-ink-soft' },
  { name: 'brass', hex: '#7d5a22', fill: 'bg-brass' },
  { name: 'brass-light', hex: '#c9a66b', fill: 'bg-brass-light' },
  { name: 'teal', hex: '#1f4a4c', fill: 'bg-teal' },
  { name: 'terracotta', hex: '#a14a30', fill: 'bg-terracotta' },
] as const

const IVORY = '#f7f3ec'
const INK = '#1c232b'

export interface SwatchLabels {
  /** 'stylesheet.contrast' with {ratio} and {colour} left in place. */
  contrast: string
  grades: Record<'text' | 'large' | 'none', string>
}

/**
 * Each colour with its name, hex value and its contrast with the two grounds of the site (ivory
 * pages, ink bands), graded against WCAG 2.2 AA. The swatch is painted with the theme colour itself
 * (classes written out in full, so Tailwind emits every one): a change in globals.css shows here, and
 * the showcase test compares the painted colour with the hex shown.
 */
export function ColourSwatches({ labels }: { labels: SwatchLabels }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
      {PALETTE.map((colour) => {
        const onIvory = contrastRatio(colour.hex, IVORY)
        const onInk = contrastRatio(colour.hex, INK)
        // The sample letters take whichever ground colour reads better on the swatch.
        const letters = onInk > onIvory ? 'text-ink' : 'text-ivory'
        return (
          <li key={colour.name} className="border border-ink/10 bg-white/60" data-swatch={colour.name}>
            <div className={`flex h-20 items-end justify-between border-b border-ink/10 p-3 sm:h-28 sm:p-4 ${colour.fill}`} data-swatch-fill>
              <span className={`font-display text-3xl ${letters}`} aria-hidden="true">
                Aa
              </span>
            </div>
            <div className="p-3 sm:p-4">
              <p className="flex flex-wrap items-baseline justify-between gap-x-4">
                <span className="font-medium">{colour.name}</span>
                <code className="text-sm text-ink-soft" data-swatch-hex>
                  {colour.hex}
                </code>
              </p>
              <ul className="mt-3 space-y-2 text-xs text-ink-soft sm:space-y-1.5 sm:text-sm">
                {[
                  { ground: 'ivory', ratio: onIvory },
                  { ground: 'ink', ratio: onInk },
                ]
                  .filter((pair) => pair.ground !== colour.name)
                  .map((pair) => (
                    <li key={pair.ground} className="flex flex-wrap items-baseline justify-between gap-x-4">
                      <span>{labels.contrast.replace('{ratio}', pair.ratio.toFixed(1)).replace('{colour}', pair.ground)}</span>
                      <span className={contrastGrade(pair.ratio) === 'none' ? '' : 'font-medium text-ink'}>{labels.grades[contrastGrade(pair.ratio)]}</span>
                    </li>
                  ))}
              </ul>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
