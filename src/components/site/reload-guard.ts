/**
 * The one guard of the page's own reloads (spec §4 / §9: one reload, guarded for 10 s). The boot script
 * (boot-script.tsx) reloads once when a script chunk fails to load; a kept part (kept-markup.tsx) loads
 * its page whole when the page's HTML no longer has it. Both read and write the same key, so neither can
 * start a reload loop with the other.
 */
export const RELOAD_GUARD_KEY = 'vr-chunk-reload'
export const RELOAD_GUARD_MS = 10_000

/** True, and the guard set, when no reload of the page's own happened in the last 10 s. */
export function mayLoadWhole(): boolean {
  try {
    if (Date.now() - (Number(sessionStorage.getItem(RELOAD_GUARD_KEY)) || 0) < RELOAD_GUARD_MS) return false
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()))
    return true
  } catch {
    return false
  }
}
