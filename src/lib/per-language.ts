/**
 * A value made once per language, on first use: for Intl formatters and rules, of which the first of a
 * page loads the language's data (25–60 ms here, four times that on a phone).
 */
export function perLanguage<T>(make: (localeTag: string) => T): (localeTag: string) => T {
  const made = new Map<string, T>()
  return (localeTag) => {
    let value = made.get(localeTag)
    if (value === undefined) {
      value = make(localeTag)
      made.set(localeTag, value)
    }
    return value
  }
}
