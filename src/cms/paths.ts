import path from 'node:path'

/**
 * The project root. npm scripts and `next start` always run from it; import.meta.url cannot be used
 * because Next bundles this file into .next/.
 */
export const projectRoot = process.cwd()

/** Uploaded media live beside the default database, outside the source tree. */
export const mediaDir = process.env.MEDIA_DIR?.trim() || path.join(projectRoot, 'data', 'media')
