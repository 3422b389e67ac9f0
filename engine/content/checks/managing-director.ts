import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml'
import type { ContentProblem } from '../../validation/problems.ts'

/**
 * The managing director is one fact: `register.geschaeftsfuehrung` in firma.yaml (imprint, about page). A
 * contact in vertrauen.yaml whose role is the management must carry a name written there, so the imprint
 * and the contact cards never name two different people. `companyData` as written; null: unknown.
 */
export function checkManagingDirector(root: string, companyData: unknown): ContentProblem[] {
  const source = path.join(root, 'vertrauen.yaml')
  const director = (companyData as { register?: { geschaeftsfuehrung?: unknown } } | null)?.register
    ?.geschaeftsfuehrung
  if (!existsSync(source) || typeof director !== 'string') return []
  const file = (path.isAbsolute(root) ? path.relative(process.cwd(), source) : source).split(path.sep).join('/')
  const lineCounter = new LineCounter()
  const document = parseDocument(readFileSync(source, 'utf8'), { lineCounter })
  const contacts = document.get('ansprechpersonen')
  if (document.errors.length > 0 || !isSeq(contacts)) return []

  return contacts.items.flatMap((contact, index) => {
    if (!isMap(contact) || !/geschäftsführ/i.test(String(contact.get('rolle') ?? ''))) return []
    const name = contact.get('name', true)
    if (!isScalar(name) || director.includes(String(name.value))) return []
    return [
      {
        file,
        line: lineCounter.linePos(name.range?.[0] ?? 0).line,
        field: `ansprechpersonen.${index}.name`,
        problem: `„${String(name.value)}“ steht hier als Geschäftsführung, firma.yaml nennt „${director}“`,
        fix: 'Tragen Sie in firma.yaml (register.geschaeftsfuehrung) und hier denselben Namen ein.',
      },
    ]
  })
}
