/**
 * Payload logs every error its REST handlers answer at ERROR with a stack, 4xx included: its
 * `loggingLevels` match errors by class name, which the production build minifies (`e_`), so a 404 or a
 * 403 a stranger provokes reads like a fault. Here an error that carries a 4xx status is logged at info
 * (its message only); 5xx and everything else stay at ERROR with their stack.
 */
import type { Payload } from 'payload'

type LogFunction = (object: unknown, ...rest: unknown[]) => void

function clientErrorMessage(object: unknown): string | null {
  const error = object && typeof object === 'object' ? ((object as { err?: unknown }).err ?? object) : null
  const status = (error as { status?: unknown } | null)?.status
  if (typeof status !== 'number' || status < 400 || status >= 500) return null
  const message = (error as { message?: unknown }).message
  return `${status} ${typeof message === 'string' ? message : 'client error'}`
}

export function quietClientErrors(payload: Payload): void {
  const logger = payload.logger as unknown as { error: LogFunction; info: LogFunction; __hotelQuiet?: boolean }
  if (logger.__hotelQuiet) return
  logger.__hotelQuiet = true
  const error = logger.error.bind(logger)
  logger.error = (object: unknown, ...rest: unknown[]) => {
    const message = clientErrorMessage(object)
    if (message) logger.info({ msg: message })
    else error(object, ...rest)
  }
}
