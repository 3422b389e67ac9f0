import { existsSync } from 'node:fs'
import path from 'node:path'
import { dataFiles, loadDataFile, type DataFileName } from '../../site/data-files.ts'
import type { ContentProblem } from '../../validation/problems.ts'

/** The data files' problems, and firma.yaml as written for the <Fact> names (null without it or on a syntax error). */
export interface DataFilesResult {
  problems: ContentProblem[]
  companyData: unknown
}

/** Reads the data files in `root` (a fixture site may lack some; the build reads the same files). */
export function readDataFiles(root: string): DataFilesResult {
  const problems: ContentProblem[] = []
  let companyData: unknown = null
  for (const name of Object.keys(dataFiles) as DataFileName[]) {
    if (!existsSync(path.join(root, name))) continue
    const loaded = loadDataFile(name, root)
    // <Fact> names are checked against the file even when one of its values is wrong
    if (name === 'firma.yaml') companyData = loaded.yaml
    problems.push(...loaded.problems)
  }
  return { problems, companyData }
}

/** The problems of the data files in `root`. */
export function checkDataFiles(root: string): ContentProblem[] {
  return readDataFiles(root).problems
}
