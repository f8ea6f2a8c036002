import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { projectRoot } from './paths'

/**
 * PAYLOAD_SECRET signs staff sessions. When it is not set (a newcomer's first run), a random secret is
 * created once in data/ and reused, so no shared default secret ever exists.
 */
export function payloadSecret(): string {
  const fromEnv = process.env.PAYLOAD_SECRET?.trim()
  if (fromEnv) return fromEnv
  const file = path.join(projectRoot, 'data', '.payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const secret = crypto.randomBytes(32).toString('hex')
    try {
      fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 })
      return secret
    } catch {
      // Another process created it first: use theirs.
      return fs.readFileSync(file, 'utf8').trim()
    }
  }
}
