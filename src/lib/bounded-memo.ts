/**
 * `compute(key)` kept per key, for the small set of keys that come back request after request (the
 * same nights, amounts and dates of a hotel's rates), where finding a result costs far less than making
 * it again. Bounded, because keys may come from visitors' input: when full, every result is dropped at
 * once, which keeps it simple and costs one round of recomputing.
 */
export function boundedMemo<Key, Value>(limit: number, compute: (key: Key) => Value): (key: Key) => Value {
  const kept = new Map<Key, Value>()
  return (key) => {
    // One lookup for a kept result (the common case); `has` only for a kept undefined.
    const known = kept.get(key)
    if (known !== undefined || kept.has(key)) return known as Value
    const value = compute(key)
    if (kept.size >= limit) kept.clear()
    kept.set(key, value)
    return value
  }
}
