import type { Page } from '@playwright/test'

/**
 * Draws the parts a page lays out only near the screen (`content-visibility: auto` on a hotel page's
 * sections and the rates list's rooms, globals.css), as a visitor scrolling to each would see them. A part
 * not drawn has no rendered text (`innerText` is empty) and no colours for axe to read, so a check of the
 * whole page calls this first.
 */
export async function drawEveryPart(page: Page): Promise<void> {
  await page.addStyleTag({ content: '.hotel-section, .room-offer { content-visibility: visible !important; }' })
}
