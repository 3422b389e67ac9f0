// Where the build puts the files it generates. `npm run build` runs Vike (the pages, /assets and the 404
// page) and then scripts/postbuild.ts (the other files below); the server, the content check, the page
// head and the tests find them here.

/** The site as a static host serves it (Vite's outDir dist/, Vike's client/ inside), relative to the project. */
export const CLIENT_DIR = 'dist/client'

// URL paths inside CLIENT_DIR
export const NOT_FOUND_PATH = '/404.html'
export const SITEMAP_PATH = '/sitemap.xml'
export const ROBOTS_PATH = '/robots.txt'
// the Fachjournal's Atom feed: the path is defined in feed-path.ts, next to the feed's other code
export { FEED_PATH } from './feed-path.ts'
/** rules for Netlify and Cloudflare Pages: read by the host, not served */
export const HEADERS_PATH = '/_headers'
export const REDIRECTS_PATH = '/_redirects'

// next to CLIENT_DIR (in dist/), so they are never uploaded with the site
/** what the build knows about each page, for the steps after it */
export const PAGE_FACTS_FILE = 'page-facts.json'
/** the nginx configuration, in dist/deploy/ */
export const NGINX_CONF_FILE = 'deploy/nginx.conf'
