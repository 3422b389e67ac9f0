import type { ContentProblem } from '../validation/problems.ts'

/** Each article has its own id (it orders articles of one date): every later file with a taken id is a problem. */
export function duplicateArticleIds(list: readonly { file: string; id: number; idLine: number }[]): ContentProblem[] {
  const seen = new Map<number, string>()
  const next = Math.max(0, ...list.map((article) => article.id)) + 1
  const problems: ContentProblem[] = []
  for (const article of list) {
    const first = seen.get(article.id)
    if (first === undefined) seen.set(article.id, article.file)
    else
      problems.push({
        file: article.file,
        line: article.idLine,
        field: 'id',
        problem: `id ${article.id} hat schon ${first}`,
        fix: `Vergeben Sie die höchste vorhandene id + 1, also ${next}.`,
      })
  }
  return problems
}
