'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** A back-office button's request to the site's own route; throws with the server's reason when refused. */
export async function postStaffAction(url: string): Promise<void> {
  const response = await fetch(url, { method: 'POST', credentials: 'include' })
  if (response.ok) return
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null
  throw new Error(body?.error?.message ?? `The server answered ${response.status}.`)
}

export type StaffActionState = 'idle' | 'confirm' | 'busy' | 'done' | 'error'

/**
 * A back-office button's life: idle (or asking to confirm), busy while the request runs, then done —
 * the document is reloaded to show its new state — or an error with the server's reason.
 */
export function useStaffAction(url: string) {
  const router = useRouter()
  const [state, setState] = useState<StaffActionState>('idle')
  const [message, setMessage] = useState('')
  async function run() {
    setState('busy')
    try {
      await postStaffAction(url)
      setState('done')
      router.refresh()
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error))
      setState('error')
    }
  }
  return { state, setState, message, run }
}
