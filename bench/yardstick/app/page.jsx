import { FiftyLinks } from './fifty-links'

/** The bare page: prerendered at build, no proxy in front of it. */
export default function BarePage() {
  return <FiftyLinks />
}
