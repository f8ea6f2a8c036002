/** A back-office button's request to the site's own route; throws with the server's reason when refused. */
export async function postStaffAction(url: string): Promise<void> {
  const response = await fetch(url, { method: 'POST', credentials: 'include' })
  if (response.ok) return
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null
  throw new Error(body?.error?.message ?? `The server answered ${response.status}.`)
}
