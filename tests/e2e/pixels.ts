import type { Page } from '@playwright/test'

/** A screenshot's pixels (RGBA, row by row), read back through a canvas of the page. */
export function pixelsOf(page: Page, png: Buffer): Promise<number[]> {
  return page.evaluate(async (base64) => {
    const image = new Image()
    image.src = `data:image/png;base64,${base64}`
    await image.decode()
    const canvas = new OffscreenCanvas(image.naturalWidth, image.naturalHeight)
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
    context.drawImage(image, 0, 0)
    return [...context.getImageData(0, 0, image.naturalWidth, image.naturalHeight).data]
  }, png.toString('base64'))
}
