// The document is assembled in pages/+onRenderHtml.tsx from pageContext.contentPage.
export default function Page() {
  return null
}
