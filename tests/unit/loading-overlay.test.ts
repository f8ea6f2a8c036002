import { describe, expect, it } from 'vitest'

import { firstLoadStopDelay, OVERLAY_STOP_DELAY_MS } from '@/components/layout/loading-overlay'

describe('the first load stops 200 ms after the load event (spec §9)', () => {
  it('waits the whole 200 ms when the app mounts as the load event is dispatched', () => {
    // loadEventEnd is 0 until the load event's listeners have run.
    expect(firstLoadStopDelay(0, 1_250)).toBe(OVERLAY_STOP_DELAY_MS)
  })

  it('waits what is left of them when the page loaded a moment before the app mounted', () => {
    expect(firstLoadStopDelay(1_200, 1_250)).toBe(150)
  })

  it('stops at once when the app mounts after them (a reload from the cache on a slow phone)', () => {
    // The load came 700 ms before the mount: counting from the mount stopped it 900 ms after the load.
    expect(firstLoadStopDelay(1_200, 1_900)).toBe(0)
  })
})
