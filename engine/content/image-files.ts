import { existsSync } from 'node:fs'
import path from 'node:path'

/** Where editors put photos; MDX refers to them by file name, e.g. ![…](team-kueche.jpg). */
export const IMAGE_DIR = 'content/bilder'

export function imageExists(name: string): boolean {
  return !name.includes('..') && existsSync(path.join(process.cwd(), IMAGE_DIR, name))
}
