/**
 * Texts of the e-mail a visitor receives when staff answer their enquiry from the back office
 * (src/services/messages/templates/enquiry-reply.tsx), in all 8 languages. ICU messages: {placeholders}
 * stay untranslated. Merged by ../labels.ts.
 */
import type { L } from '../types'

export const enquiryReplyLabels = {
  'mail.reply_subject': {
    en: 'Your enquiry to {from}',
    fr: 'Votre demande à {from}',
    ja: '{from}へのお問い合わせについて',
    zh: '关于您向{from}提出的咨询',
    vi: 'Yêu cầu của bạn gửi {from}',
    de: 'Ihre Anfrage an {from}',
    th: 'คำถามของคุณถึง {from}',
    id: 'Pertanyaan Anda kepada {from}',
  },
  'mail.reply_greeting': {
    en: 'Dear {name},',
    fr: 'Bonjour {name},',
    ja: '{name}様',
    zh: '{name}，您好：',
    vi: 'Kính gửi {name},',
    de: 'Guten Tag {name},',
    th: 'เรียน คุณ{name}',
    id: 'Yth. {name},',
  },
  'mail.reply_your_message': {
    en: 'Your message of {date}',
    fr: 'Votre message du {date}',
    ja: '{date}にお送りいただいたメッセージ',
    zh: '您于 {date} 发送的留言',
    vi: 'Tin nhắn của bạn ngày {date}',
    de: 'Ihre Nachricht vom {date}',
    th: 'ข้อความของคุณเมื่อ {date}',
    id: 'Pesan Anda tanggal {date}',
  },
  'mail.reply_answer': {
    en: 'Reply to this e-mail to write to {from} again.',
    fr: 'Répondez à cet e-mail pour écrire de nouveau à {from}.',
    ja: '{from}へのご連絡は、このメールにご返信ください。',
    zh: '如需再次联系{from}，请直接回复此邮件。',
    vi: 'Trả lời e-mail này để viết lại cho {from}.',
    de: 'Antworten Sie auf diese E-Mail, um {from} erneut zu schreiben.',
    th: 'ตอบกลับอีเมลนี้เพื่อติดต่อ {from} อีกครั้ง',
    id: 'Balas e-mail ini untuk menulis lagi kepada {from}.',
  },
} satisfies Record<string, L>
