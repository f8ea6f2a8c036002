'use client'

import { BOOT_SOURCE } from './boot-script'

/**
 * The start of <head>: the inline boot script (boot-script.tsx; CSP allows inline scripts, see
 * src/lib/security-headers.ts). A client component with no props: the page's React payload carries a
 * reference to it, not the script's text a second time (it was ~1.4 kB of every page's HTML); its text
 * is in the layout's JavaScript, which the browser keeps. Where the browser renders the layout again (a
 * new language), React inserts the script without running it (the page already ran it).
 *
 * No web font is preloaded: until a face arrives the text is set in its metric-matched local fallback
 * (scripts/copy-fonts.mjs), so nothing moves when it swaps in, and on a slow connection the fonts no
 * longer share the first round trips with the stylesheet and the largest picture (Lighthouse mobile,
 * median of 3: 0.95/0.94/0.95/0.95 with the two preloads, 0.94/0.97/0.96/0.97 without).
 */
export function BootScript() {
  return <script dangerouslySetInnerHTML={{ __html: BOOT_SOURCE }} />
}
