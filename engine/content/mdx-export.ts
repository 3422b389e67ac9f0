import type { Root, RootContent } from 'mdast'
import { valueToEstree } from 'estree-util-value-to-estree'

/** Adds `export const <name> = <value>` to a compiled MDX module (data a remark plugin collected). */
export function exportConst(tree: Root, name: string, value: unknown): void {
  tree.children.push({
    type: 'mdxjsEsm',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ExportNamedDeclaration',
            specifiers: [],
            attributes: [],
            declaration: {
              type: 'VariableDeclaration',
              kind: 'const',
              declarations: [
                { type: 'VariableDeclarator', id: { type: 'Identifier', name }, init: valueToEstree(value) },
              ],
            },
          },
        ],
      },
    },
  } as unknown as RootContent)
}
