import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadPageForPath } from '../../engine/content/pages.ts'

export async function onBeforeRender(pageContext: PageContextServer) {
  const contentPage = await loadPageForPath(pageContext.urlPathname)
  if (!contentPage) throw render(404)
  return { pageContext: { contentPage } }
}
