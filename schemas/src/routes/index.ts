export * from './site-routes';
export * from './link-target';
export * from './location-group';
export * from './offer-path';
