'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

/** A back-office button's request to the site's own route; throws with the server's reason when refused. */
export async function postStaffAction(url: string, body?: unknown): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  })
  if (response.ok) return
  const answer = (await response.json().catch(() => null)) as { error?: { message?: string } } | null
  throw new Error(answer?.error?.message ?? `The server answered ${response.status}.`)
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
  async function run(body?: unknown) {
    setState('busy')
    try {
      await postStaffAction(url, body)
      setState('done')
      router.refresh()
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error))
      setState('error')
    }
  }
  return { state, setState, message, run }
}
