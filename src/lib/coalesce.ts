/**
 * Calls that miss the cache at the same moment share one run. Right after a publish, one page asks for
 * a hotel's booking catalog once per room card, and the page and the content API ask for the same reads
 * at once: without this, each of those is its own round of database queries on a busy server.
 *
 * Next bundles a module once per bundle (the pages, each route handler), so the table of runs in flight
 * lives on globalThis: a page and an API call served by one process share it.
 */
const shared = globalThis as typeof globalThis & { __hotelInFlight?: Map<string, Promise<unknown>> }
const inFlight = (shared.__hotelInFlight ??= new Map())

/** `run`, with calls of equal arguments (as JSON) sharing the run in flight; `name` tells runs apart. */
export function coalesced<Args extends unknown[], Result>(name: string, run: (...args: Args) => Promise<Result>): (...args: Args) => Promise<Result> {
  return (...args: Args): Promise<Result> => {
    const key = `${name} ${JSON.stringify(args)}`
    let pending = inFlight.get(key) as Promise<Result> | undefined
    if (!pending) {
      pending = run(...args).finally(() => inFlight.delete(key))
      inFlight.set(key, pending)
    }
    return pending
  }
}
