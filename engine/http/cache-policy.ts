// How long browsers and shared caches may keep each kind of response. The Node server (server/) and the
// rules for static hosts and nginx (engine/build/deploy-rules.ts) send these same values.

/** /assets/*: every file name carries a hash of its content, so a changed file always gets a new name */
export const ASSET_CACHE = 'public, max-age=31536000, immutable'
/** pages: checked with the server on every visit, so a published edit shows at once */
export const PAGE_CACHE = 'public, max-age=0, must-revalidate'
/** other files (images outside /assets, favicon, sitemap, feed): stable names, so an hour at most */
export const FILE_CACHE = 'public, max-age=3600'
/** the not-found page and the answers of the quote form and health check: never stored */
export const NO_STORE = 'no-store'
