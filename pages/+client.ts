// The only script every page loads: a few kilobytes without React. It answers the first tap on every
// widget at once; React arrives later, per island, on the first interaction with it.
import { enhanceArticleToggles } from '../components/blog/article-toggle.ts'
import { enhanceHeader } from '../components/frame/header-behaviour.ts'
import { enhanceMenuSheet } from '../components/frame/menu-sheet.ts'
import { enhanceFaqBeforeHydration } from '../components/islands/faq-early.ts'
import { islandLoaders } from '../components/islands/loaders.ts'
import { enhanceServiceTabs } from '../components/mdx/service-tabs.ts'
import { startIslands } from '../engine/islands/client.ts'

enhanceHeader()
enhanceMenuSheet()
enhanceServiceTabs()
enhanceArticleToggles()
enhanceFaqBeforeHydration()
startIslands(islandLoaders)
