import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { compile } from '@mdx-js/mdx'
import { glob } from 'tinyglobby'
import { VFile } from 'vfile'
import { ContentError, type ContentProblem } from '../validation/problems.ts'
import { mdxOptions } from './mdx-options.ts'
import { mdxSyntaxProblem } from './mdx-syntax-problem.ts'

/** Compiles MDX files with the build's own checks; returns one error message (and its problems) per broken file. */
export async function checkMdxFiles(
  files: string[],
): Promise<{ file: string; message: string; problems: ContentProblem[] }[]> {
  const failures: { file: string; message: string; problems: ContentProblem[] }[] = []
  for (const file of files) {
    const vfile = new VFile({ path: path.resolve(file), value: await readFile(file, 'utf8') })
    try {
      await compile(vfile, { ...mdxOptions, providerImportSource: undefined })
    } catch (error) {
      // content checks travel as `cause`; anything else is the MDX parser's, phrased in German
      const cause = (error as { cause?: unknown }).cause
      const contentError = cause instanceof ContentError ? cause : new ContentError([mdxSyntaxProblem(file, error)])
      failures.push({ file, message: contentError.message, problems: contentError.problems })
    }
  }
  return failures
}

export function contentFiles(root = 'content'): Promise<string[]> {
  return glob(`${root}/**/*.mdx`)
}
