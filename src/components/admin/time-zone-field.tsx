'use client'

/**
 * The hotel's time zone picked from a searchable list of the zones the browser knows (typing "Bali" or
 * "Makassar" finds Asia/Makassar), each shown with its current UTC offset, stored as the IANA name.
 */
import { SelectInput, useField } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { useMemo } from 'react'

function utcOffset(zone: string): string {
  try {
    const part = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(new Date())
      .find((piece) => piece.type === 'timeZoneName')
    return part?.value.replace('GMT', 'UTC') ?? ''
  } catch {
    return ''
  }
}

export function TimeZoneField(props: TextFieldClientProps) {
  const { field, path: pathFromProps, readOnly } = props
  const { value, setValue, showError, path } = useField<string>({ potentiallyStalePath: pathFromProps })
  const options = useMemo(() => {
    const zones = Intl.supportedValuesOf('timeZone')
    // A zone saved before the runtime knew it (or an alias such as Asia/Calcutta) stays choosable.
    const all = value && !zones.includes(value) ? [value, ...zones] : zones
    return all.map((zone) => ({ value: zone, label: `${zone.replace(/_/g, ' ')} (${utcOffset(zone)})` }))
  }, [value])
  return (
    <SelectInput
      name={path}
      path={path}
      label={field.label}
      required={field.required}
      description={field.admin?.description}
      options={options}
      value={value ?? ''}
      showError={showError}
      readOnly={readOnly}
      isClearable={!field.required}
      onChange={(option) => {
        const picked = Array.isArray(option) ? option[0] : option
        setValue(picked && typeof picked === 'object' && 'value' in picked ? String(picked.value) : null)
      }}
    />
  )
}
