/**
 * schema.org types content may use in `jsonLd`, also nested (provider, address, offers …); a typo such as
 * "Organisation" is caught with a suggestion.
 */
export const knownJsonLdTypes = [
  'Organization',
  'LocalBusiness',
  'HomeAndConstructionBusiness',
  'ProfessionalService',
  'Service',
  'WebSite',
  'WebPage',
  'AboutPage',
  'ContactPage',
  'CollectionPage',
  'FAQPage',
  'ItemList',
  'BreadcrumbList',
  'OfferCatalog',
  'Article',
  'BlogPosting',
  'Review',
  'AggregateRating',
  // types that appear inside others
  'Offer',
  'Place',
  'PostalAddress',
  'GeoCoordinates',
  'OpeningHoursSpecification',
  'AdministrativeArea',
  'State',
  'City',
  'Country',
  'Question',
  'Answer',
  'ImageObject',
  'ListItem',
  'Person',
  'Rating',
  'ContactPoint',
]

/**
 * Fields a block needs to be useful to search engines (Google's required properties, and for local
 * businesses the contact facts). They may come from `firmendaten`.
 */
export const jsonLdRequirements: Record<string, string[]> = {
  Organization: ['name', 'url'],
  LocalBusiness: ['name', 'address', 'telephone'],
  HomeAndConstructionBusiness: ['name', 'address', 'telephone'],
  ProfessionalService: ['name', 'address', 'telephone'],
  Service: ['name', 'provider'],
  WebSite: ['name'],
  WebPage: ['name'],
  AboutPage: ['name'],
  ContactPage: ['name'],
  CollectionPage: ['name'],
  ItemList: ['itemListElement'],
  BreadcrumbList: ['itemListElement'],
  OfferCatalog: ['itemListElement'],
  Article: ['headline'],
  BlogPosting: ['headline'],
}
