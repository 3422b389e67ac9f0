// Neighbouring keys on the German QWERTZ keyboard: a slip to the next key is the likeliest wrong letter.
const ROWS = ['qwertzuiopü', 'asdfghjklöä', 'yxcvbnm']
const OFFSETS = [0, 0.25, 0.75]

const position = new Map<string, [number, number]>()
ROWS.forEach((row, r) => [...row].forEach((key, c) => position.set(key, [r, c + OFFSETS[r]!])))

export function areNeighbours(a: string, b: string): boolean {
  const p = position.get(a.toLowerCase())
  const q = position.get(b.toLowerCase())
  if (!p || !q || a.toLowerCase() === b.toLowerCase()) return false
  return Math.abs(p[0] - q[0]) <= 1 && Math.abs(p[1] - q[1]) <= 1
}
