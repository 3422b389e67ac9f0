// The only script every page loads: a few hundred bytes. React arrives later, per island, on demand.
import { enhanceArticleToggles } from '../components/blog/article-toggle'
import { enhanceHeader } from '../components/frame/header-behaviour'
import { startIslands } from '../engine/islands/client'

enhanceHeader()
enhanceArticleToggles()
startIslands()
