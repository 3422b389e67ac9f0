// Checks every MDX file in content/ the way the build does (frontmatter, headings, images), without building.
import { checkMdxFiles, contentFiles } from '../engine/content/check-files'

const files = process.argv.length > 2 ? process.argv.slice(2) : await contentFiles()
const failures = await checkMdxFiles(files)
for (const failure of failures) console.error(failure.message + '\n')
console.log(`${files.length} Dateien geprüft, ${failures.length} mit Fehlern.`)
process.exitCode = failures.length > 0 ? 1 : 0
