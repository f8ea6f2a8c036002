/**
 * What a Next server sets up before its own modules load: they keep the request's stores in Node's
 * AsyncLocalStorage, found on globalThis. Imported first by unit tests that run Next's cache in-process.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

const global = globalThis as typeof globalThis & { AsyncLocalStorage?: typeof AsyncLocalStorage }
global.AsyncLocalStorage ??= AsyncLocalStorage
