import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance of this process (Payload caches it across calls and hot reloads). */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
