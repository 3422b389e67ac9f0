// The 404/500 document is assembled in pages/+onRenderHtml.tsx from content/_404.mdx.
export default function Page() {
  return null
}
