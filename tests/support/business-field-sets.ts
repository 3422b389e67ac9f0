// The field sets of the local-business structured data, written out once for the tests that
// check them (regional pages, structured data per page kind). Compare as sets (sort both sides).
export const contactFields = [
  '@context',
  '@type',
  'name',
  'telephone',
  'email',
  'address',
  'url',
  'openingHoursSpecification',
]
export const reducedFields = [...contactFields, 'priceRange', 'areaServed']
export const fullFields = [
  ...reducedFields,
  'alternateName',
  'description',
  'image',
  'geo',
  'paymentAccepted',
  'currenciesAccepted',
  'hasOfferCatalog',
]
export const reducedWithImageFields = [...reducedFields, 'image', 'geo', 'hasOfferCatalog']
