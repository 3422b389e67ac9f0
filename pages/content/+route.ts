// One catch-all route: the URL → content/ file mapping lives in engine/content/routes.ts.
export default '/*'
