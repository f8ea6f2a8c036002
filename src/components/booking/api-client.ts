/**
 * The booking API as the browser calls it: every answer is either the typed body or the API's error
 * (`{ error: { code, message, fields? } }`), and a request that never reached the server is the error
 * `network`, so each caller handles every outcome by its code.
 */
import type { BookingErrorCode } from '@/lib/booking-api'

export interface ApiError {
  code: BookingErrorCode | 'network' | 'server' | 'aborted'
  status: number
  message: string
  fields?: Record<string, string>
}

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; error: ApiError }

export async function callApi<T>(url: string, init: RequestInit = {}): Promise<ApiResult<T>> {
  let response: Response
  try {
    response = await fetch(url, { ...init, headers: { Accept: 'application/json', ...init.headers } })
  } catch (error) {
    const aborted = error instanceof DOMException && error.name === 'AbortError'
    return { ok: false, error: { code: aborted ? 'aborted' : 'network', status: 0, message: String(error) } }
  }
  const body = (await response.json().catch(() => null)) as unknown
  if (response.ok && body !== null) return { ok: true, status: response.status, data: body as T }
  const error = (body as { error?: Partial<ApiError> } | null)?.error
  return {
    ok: false,
    error: {
      code: (error?.code as ApiError['code']) ?? (response.status === 429 ? 'too_many_requests' : 'server'),
      status: response.status,
      message: error?.message ?? response.statusText,
      fields: error?.fields,
    },
  }
}

export function postJson<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<ApiResult<T>> {
  return callApi<T>(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) })
}
