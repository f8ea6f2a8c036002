/** WCAG 2.x contrast between two '#rrggbb' colours, e.g. 4.5 for 4.5:1. */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}

function luminance(hex: string): number {
  const value = parseInt(hex.replace('#', ''), 16)
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
}

/** What a colour pair may carry under WCAG 2.2 AA (1.4.3): any text, large text only, or no text. */
export function contrastGrade(ratio: number): 'text' | 'large' | 'none' {
  return ratio >= 4.5 ? 'text' : ratio >= 3 ? 'large' : 'none'
}
