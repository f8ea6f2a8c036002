// Load Lexical one package at a time before the tests import Payload's config (Node 20 can deadlock
// loading it all at once: see scripts/preload-lexical.mjs).
import { preloadLexical } from '../../scripts/preload-lexical.mjs'

await preloadLexical()
