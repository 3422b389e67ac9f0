import { pageUrls } from '../../engine/content/pages'

export function onBeforePrerenderStart(): string[] {
  return [...pageUrls]
}
