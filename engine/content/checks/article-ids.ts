import type { ContentProblem } from '../../validation/problems.ts'
import { duplicateArticleIds } from '../article-ids.ts'
import type { PageFacts } from './page-facts.ts'

/** Article ids identify articles; the build stops on a taken id (the same rule), the check names both files. */
export function checkArticleIds(articles: readonly PageFacts[]): ContentProblem[] {
  return duplicateArticleIds(
    articles.flatMap((article) => {
      const id = article.frontmatter?.id
      return typeof id === 'number' ? [{ file: article.file, id, idLine: article.keyLines.get('id') ?? 1 }] : []
    }),
  )
}
