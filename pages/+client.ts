// The page's module script: it only wakes the React islands, each on its first interaction. The
// built pages load it after the first paint (engine/build/defer-page-script.ts); what must answer a
// first tap before that is inline in the page (first-tap-behaviours.ts).
import { islandLoaders } from '../components/islands/loaders.ts'
import { startIslands } from '../engine/islands/client.ts'

startIslands(islandLoaders)
