import { getTranslations } from 'next-intl/server'

import type { EnquiryField, EnquiryKind } from '@/lib/enquiry'

import type { EnquiryFormLabels } from './enquiry-form'

/** The labels naming each field; host and demo forms ask about the visitor's hotel instead of a subject. */
const FIELD_LABEL_KEYS: Record<EnquiryKind, Record<EnquiryField, string>> = {
  contact: {
    name: 'form.name',
    email: 'form.email',
    phone: 'form.phone',
    property: 'form.property',
    subject: 'form.subject',
    message: 'form.message',
  },
  host: {
    name: 'form.name',
    email: 'form.email',
    phone: 'form.phone',
    property: 'form.property',
    subject: 'form.your_hotel',
    message: 'form.message_host',
  },
  demo: {
    name: 'form.name',
    email: 'form.email',
    phone: 'form.phone',
    property: 'form.property',
    subject: 'form.your_hotel',
    message: 'form.message_demo',
  },
}

/** Every text of an enquiry form in the page's language, for the client component. */
export async function enquiryFormLabels(kind: EnquiryKind): Promise<EnquiryFormLabels> {
  const t = await getTranslations()
  const entries = Object.entries(FIELD_LABEL_KEYS[kind]) as [EnquiryField, string][]
  const fields = Object.fromEntries(entries.map(([field, key]) => [field, t(key)])) as Record<EnquiryField, string>
  // Spec §5: '{field} is not valid.' names the field as the visitor sees it; 'E-mail' on every form.
  const invalid = Object.fromEntries(entries.map(([field]) => [field, t('form.invalid', { field: fields[field] })])) as Record<EnquiryField, string>
  return {
    fields,
    required: t('form.required'),
    invalid,
    requiredNote: t('form.required_note'),
    errorsTitle: t('form.errors_title'),
    send: t('form.send'),
    sending: t('form.sending'),
    successTitle: t('form.success_title'),
    successMessage: t.raw('form.success_message') as string,
    sendAnother: t('form.send_another'),
    errorRateLimited: t('form.error_rate_limited'),
    errorServer: t('form.error_server'),
    errorNetwork: t('form.error_network'),
    honeypot: t('form.honeypot'),
    privacyNote: t('form.privacy_note'),
    propertyNone: t('form.property_none'),
  }
}
