import { isPair, isScalar, isSeq } from 'yaml'

/**
 * A YAML value's path as the content checks print it, e.g. "register.registernummer", "regionen.2.name":
 * `path` is what the yaml package's visitor passes, with the value itself appended.
 */
export function yamlFieldPath(path: readonly unknown[]): string {
  const parts: string[] = []
  path.forEach((node, index) => {
    if (isPair(node) && isScalar(node.key)) parts.push(String(node.key.value))
    if (isSeq(node)) parts.push(String(node.items.indexOf(path[index + 1] as never)))
  })
  return parts.join('.')
}
