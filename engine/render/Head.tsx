import { FEED_PATH } from '../build/output-paths.ts'
import type { ContentPage } from '../content/pages.ts'
import { largestJpeg } from '../images/pictures.ts'
import { chrome, company, siteOrigin } from '../site/site-data.ts'
import { articleJsonLd } from './article-data.ts'
import { jobPostingJsonLd } from './job-posting-data.ts'
import { serializeJsonLd } from './json-ld.ts'
import { pageJsonLd } from './page-json-ld.ts'

const DEFAULT_OG_IMAGE = 'og-standard.jpg'

/** <head> tags of a content page: SEO, social previews, geo and structured data, all from frontmatter + site data. */
export function PageHead({ page }: { page: ContentPage }) {
  const fm = page.frontmatter
  const canonical = siteOrigin + (fm.canonical ?? page.url)
  const ogImage = largestJpeg(fm.ogImage ?? DEFAULT_OG_IMAGE)
  const ogImageUrl = siteOrigin + ogImage.src
  const ogImageAlt = fm.ogImageAlt ?? fm.title
  const article = page.article
  const jsonLd = [
    ...pageJsonLd(page),
    ...(article ? articleJsonLd(article, canonical, ogImageUrl) : []),
    // a page that shows the open positions describes them for job search engines too
    ...(page.usedComponents.includes('JobPostings') ? jobPostingJsonLd() : []),
  ]
  return (
    <>
      <title>{fm.title}</title>
      <meta name="description" content={fm.description} />
      <meta name="keywords" content={fm.keywords.join(', ')} />
      {fm.noindex && <meta name="robots" content="noindex, follow" />}
      <link rel="canonical" href={canonical} />
      <link rel="alternate" type="application/atom+xml" title={chrome.blog.feed_titel} href={FEED_PATH} />
      <meta property="og:type" content={article ? 'article' : 'website'} />
      {article && <meta property="article:published_time" content={article.frontmatter.date} />}
      {article && <meta property="article:section" content={article.frontmatter.category} />}
      <meta property="og:locale" content="de_DE" />
      <meta property="og:site_name" content={company.kurzname} />
      <meta property="og:title" content={fm.title} />
      <meta property="og:description" content={fm.description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={ogImageUrl} />
      <meta property="og:image:width" content={String(ogImage.width)} />
      <meta property="og:image:height" content={String(ogImage.height)} />
      <meta property="og:image:alt" content={ogImageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fm.title} />
      <meta name="twitter:description" content={fm.description} />
      <meta name="twitter:image" content={ogImageUrl} />
      <meta name="twitter:image:alt" content={ogImageAlt} />
      {fm.geo && (
        <>
          <meta name="geo.region" content={fm.geo.region} />
          <meta name="geo.placename" content={fm.geo.placename} />
          <meta name="geo.position" content={`${fm.geo.position[0]};${fm.geo.position[1]}`} />
          <meta name="ICBM" content={`${fm.geo.position[0]}, ${fm.geo.position[1]}`} />
        </>
      )}
      {jsonLd.map((block, index) => (
        // raw HTML on purpose: JSON-LD serialised with < escaped (serializeJsonLd)
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(block) }} />
      ))}
    </>
  )
}
