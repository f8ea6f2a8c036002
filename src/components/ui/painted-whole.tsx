/**
 * Marks the end of a block the browser must not paint half of. A slow phone paints the page while it
 * is still reading the HTML; a hero whose text sits on the picture's lower edge would then show its
 * title alone, and the subtitle and button arriving a moment later push the title up (a layout shift
 * of 0.08–0.09 on the home page). The `expect` link, hoisted into the head, holds the first paint until
 * the parser has passed this marker, so the hero is first painted whole. Browsers without
 * `rel="expect"` ignore it; one that never finds the marker paints when the document is parsed.
 */
export function PaintedWhole() {
  return (
    <>
      <link rel="expect" href={`#${HERO_END}`} blocking="render" />
      <span id={HERO_END} hidden />
    </>
  )
}

/** One marker per page: only the hero at the top needs it. */
const HERO_END = 'hero-end'
