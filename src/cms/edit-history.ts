/**
 * Edit history for collections without drafts (interface texts, availability rules): every save keeps a
 * version that staff can compare and restore (Payload's Versions tab), and each version names who saved
 * it (the `edited_by` field, set on every save and stored with the version).
 */
import type { CollectionConfig, RelationshipField } from 'payload'

export const keptVersions = { maxPerDoc: 50 } as const satisfies CollectionConfig['versions']

/** Who saved: the signed-in staff member, whatever the request says; a seed or script keeps the previous value. */
export const editedByField: RelationshipField = {
  name: 'edited_by',
  label: {
    en: 'Last saved by',
    fr: 'Dernier enregistrement par',
    ja: '最終保存者',
    zh: '最后保存者',
    vi: 'Người lưu gần nhất',
    de: 'Zuletzt gespeichert von',
    th: 'บันทึกล่าสุดโดย',
    id: 'Terakhir disimpan oleh',
  },
  type: 'relationship',
  relationTo: 'users',
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: {
      en: 'Who saved this version (kept in the version history).',
      fr: 'Qui a enregistré cette version (conservé dans l’historique des versions).',
      ja: 'この版を保存した人（版の履歴に残ります）。',
      zh: '保存此版本的人（保留在版本历史中）。',
      vi: 'Người đã lưu phiên bản này (được giữ trong lịch sử phiên bản).',
      de: 'Wer diese Version gespeichert hat (bleibt im Versionsverlauf).',
      th: 'ผู้บันทึกเวอร์ชันนี้ (เก็บไว้ในประวัติเวอร์ชัน)',
      id: 'Siapa yang menyimpan versi ini (tersimpan di riwayat versi).',
    },
  },
  hooks: {
    beforeChange: [
      ({ req, originalDoc }) => {
        const user = req.user as { id?: unknown; collection?: string } | null | undefined
        if (user?.collection === 'users' && (typeof user.id === 'number' || typeof user.id === 'string')) return user.id
        const previous = (originalDoc as { edited_by?: unknown } | undefined)?.edited_by
        return previous && typeof previous === 'object' ? (previous as { id?: unknown }).id : (previous ?? null)
      },
    ],
  },
}
