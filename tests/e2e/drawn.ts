import type { Page } from '@playwright/test'

/**
 * Draws the parts a page lays out only near the screen (`content-visibility: auto`, globals.css: a hotel
 * page's sections and the rates list's rooms), as a visitor scrolling to each would see them. A part not
 * drawn has no rendered text (`innerText` is empty) and no colours for axe to read, so a check of the
 * whole page calls this first.
 *
 * The parts are found by the rule, not by name: every selector of the page's stylesheets that sets
 * `content-visibility: auto` is drawn (a part the page draws later, such as a room of re-priced rates, is
 * drawn too), and an element still not drawn afterwards fails the check instead of leaving it blind.
 */
export async function drawEveryPart(page: Page): Promise<void> {
  const selectors = await page.evaluate(() => {
    const found: string[] = []
    const visit = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule && rule.style.getPropertyValue('content-visibility') === 'auto') found.push(rule.selectorText)
        // @layer, @media, @supports and nested rules hold rules of their own.
        if ('cssRules' in rule && rule.cssRules) visit(rule.cssRules as CSSRuleList)
      }
    }
    for (const sheet of document.styleSheets) visit(sheet.cssRules)
    return found
  })
  if (selectors.length > 0) await page.addStyleTag({ content: `${selectors.join(', ')} { content-visibility: visible !important; }` })
  const undrawn = await page.evaluate(() =>
    [...document.querySelectorAll('*')].filter((element) => getComputedStyle(element).contentVisibility === 'auto').map((element) => element.outerHTML.slice(0, 80)),
  )
  if (undrawn.length > 0) throw new Error(`drawEveryPart: still drawn only near the screen: ${undrawn.join(' | ')}`)
}
