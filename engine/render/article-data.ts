import { JOURNAL_URL, type Article } from '../content/articles.ts'
import { chrome, company, siteOrigin } from '../site/site-data.ts'

/** BlogPosting and BreadcrumbList for an article page, built from its frontmatter and the site data. */
export function articleJsonLd(article: Article, canonical: string, imageUrl: string): Record<string, unknown>[] {
  const fm = article.frontmatter
  const blogPosting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: fm.title,
    description: fm.description,
    abstract: fm.excerpt,
    image: imageUrl,
    datePublished: fm.date,
    inLanguage: 'de-DE',
    articleSection: fm.category,
    keywords: fm.keywords.join(', '),
    timeRequired: `PT${fm.readTime}M`,
    url: canonical,
    mainEntityOfPage: canonical,
    author: { '@type': 'Organization', name: fm.author ?? chrome.blog.autor_standard, url: `${siteOrigin}/` },
    publisher: {
      '@type': 'Organization',
      name: company.name,
      url: `${siteOrigin}/`,
      logo: { '@type': 'ImageObject', url: `${siteOrigin}/logo.svg` },
    },
  }
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { name: chrome.blog.startseite, item: `${siteOrigin}/` },
      { name: chrome.blog.name, item: siteOrigin + JOURNAL_URL },
      { name: fm.title, item: canonical },
    ].map((entry, index) => ({ '@type': 'ListItem', position: index + 1, ...entry })),
  }
  return [blogPosting, breadcrumb]
}
