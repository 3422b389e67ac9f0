import type { IslandLoaders, IslandModule } from '../../engine/islands/client.ts'

// Every island in this folder, each its own chunk, keyed by name (file name without .tsx) like data-island.
const modules = import.meta.glob<IslandModule>('./*.tsx')

/** Lazy loaders for the browser; the server-side wrappers are in ./wrappers.ts. */
export const islandLoaders: IslandLoaders = Object.fromEntries(
  Object.entries(modules).map(([file, load]) => [file.replace(/^\.\/|\.tsx$/g, ''), load]),
)
