import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// Biome wraps code at 120 columns but leaves long strings and comments alone; this keeps those short too.
const MAX_LENGTH = 120
const FOLDERS = ['engine', 'components', 'server', 'pages']

const productFiles = execFileSync('git', ['ls-files', '-z', '--', ...FOLDERS], { encoding: 'utf8' })
  .split('\0')
  .filter((file) => /\.tsx?$/.test(file))

describe('product code line length', () => {
  it('finds the tracked TypeScript files', () => {
    expect(productFiles.length).toBeGreaterThan(50)
  })

  it(`has no line longer than ${MAX_LENGTH} characters`, () => {
    const tooLong = productFiles.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split(/\r?\n/)
        .flatMap((line, index) => {
          // code points, as an editor counts them (an emoji is one character, not two UTF-16 units)
          const length = [...line].length
          return length > MAX_LENGTH ? [`${file}:${index + 1} (${length} Zeichen)`] : []
        }),
    )
    expect(tooLong).toEqual([])
  })
})
