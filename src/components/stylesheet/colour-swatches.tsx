import { contrastGrade, contrastRatio } from './contrast'

/** The brand palette: the Tailwind theme colours of globals.css (`--color-*`). */
export const PALETTE = [
  { name: 'ivory', hex: '#f7f3ec' },
  { name: 'sand', hex: '#ece4d6' },
  { name: 'stone', hex: '#d9cfbe' },
  { name: 'ink', hex: '#1c232b' },
  { name: 'ink-soft', hex: '#4a525c' },
  { name: 'brass', hex: '#7d5a22' },
  { name: 'brass-light', hex: '#c9a66b' },
  { name: 'teal', hex: '#1f4a4c' },
  { name: 'terracotta', hex: '#a14a30' },
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
 * pages, ink bands), graded against WCAG 2.2 AA. The swatch is painted with the theme variable itself,
 * so a change in globals.css shows here (and the showcase test compares it with the hex shown).
 */
export function ColourSwatches({ labels }: { labels: SwatchLabels }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {PALETTE.map((colour) => {
        const onIvory = contrastRatio(colour.hex, IVORY)
        const onInk = contrastRatio(colour.hex, INK)
        const sampleOnInk = onInk > onIvory
        return (
          <li key={colour.name} className="border border-ink/10 bg-white/60" data-swatch={colour.name}>
            <div
              className="flex h-28 items-end justify-between border-b border-ink/10 p-4"
              style={{ background: `var(--color-${colour.name})` }}
              data-swatch-fill
            >
              <span className={`font-display text-3xl ${sampleOnInk ? 'text-ivory' : 'text-ink'}`} aria-hidden="true">
                Aa
              </span>
            </div>
            <div className="p-4">
              <p className="flex items-baseline justify-between gap-4">
                <span className="font-medium">{colour.name}</span>
                <code className="text-sm text-ink-soft" data-swatch-hex>
                  {colour.hex}
                </code>
              </p>
              <ul className="mt-3 space-y-1.5 text-sm text-ink-soft">
                {[
                  { ground: 'ivory', ratio: onIvory },
                  { ground: 'ink', ratio: onInk },
                ]
                  .filter((pair) => pair.ground !== colour.name)
                  .map((pair) => (
                    <li key={pair.ground} className="flex flex-wrap items-baseline justify-between gap-x-4">
                      <span>{labels.contrast.replace('{ratio}', pair.ratio.toFixed(1)).replace('{colour}', pair.ground)}</span>
                      <span className={contrastGrade(pair.ratio) === 'none' ? '' : 'font-medium text-ink'}>
                        {labels.grades[contrastGrade(pair.ratio)]}
                      </span>
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
