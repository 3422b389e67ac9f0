import type { Table } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { toString } from 'mdast-util-to-string'

/**
 * A price cell split where <Prices> changes type size: „ab 480 € netto im Monat“ → the amount up to „€“
 * (set large) and the terms after it; null without an amount in euros.
 */
export function splitPrice(text: string): { amount: string; terms: string } | null {
  const match = /^(.*?\d[\d.,]*\s*€)\s*(.*)$/.exec(text.trim())
  return match ? { amount: match[1]!, terms: match[2]! } : null
}

/**
 * A <Prices> block holds one Markdown table whose first column names the object and whose last column
 * is the price („ab 480 € netto im Monat“); one problem per row without a price, so the card never
 * shows an empty amount.
 */
export function checkPriceTable(
  block: MdxJsxFlowElement | MdxJsxTextElement,
  problem: (line: number | undefined, field: string, text: string, fix: string) => void,
): void {
  if (block.name !== 'Prices') return
  const tables = block.children.filter((child): child is Table => child.type === 'table')
  if (tables.length !== 1) {
    problem(
      block.position?.start.line,
      '<Prices>',
      tables.length === 0 ? 'Keine Tabelle gefunden' : `${tables.length} Tabellen gefunden, eine erwartet`,
      'Schreiben Sie darin genau eine Tabelle: | Objekt | Leistung | Richtwert |, je Beispiel eine Zeile.',
    )
    return
  }
  const [head, ...rows] = tables[0]!.children
  if ((head?.children.length ?? 0) < 2) {
    problem(
      head?.position?.start.line,
      '<Prices>',
      'Die Tabelle braucht mindestens zwei Spalten',
      'Erste Spalte: das Objekt; letzte Spalte: der Preis, z. B. „ab 480 € netto im Monat“.',
    )
    return
  }
  for (const row of rows) {
    const last = row.children.at(-1)
    if (last && splitPrice(toString(last))) continue
    problem(
      row.position?.start.line,
      '<Prices>',
      `Kein Preis in der letzten Spalte von „${toString(row.children[0] ?? row)}“`,
      'Schreiben Sie in die letzte Spalte einen Betrag mit €, z. B. „ab 480 € netto im Monat“.',
    )
  }
}
