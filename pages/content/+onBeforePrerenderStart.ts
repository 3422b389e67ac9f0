import { pageUrls } from '../../engine/content/pages.ts'

export function onBeforePrerenderStart(): string[] {
  return [...pageUrls]
}
