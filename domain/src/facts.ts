/** Company facts and copy without zod: safe for the widget bundle. */
export * from './chatCopy.ts';
export * from './cities.ts';
export * from './company.ts';
export * from './licenses.ts';
export * from './nearbyPlaces.ts';
export * from './links.ts';
export * from './phones.ts';
export * from './pricing.ts';
export * from './regions.ts';
export * from './services.ts';
export * from './siteCopy.ts';
export * from './siteFacts.ts';
export * from './storageKeys.ts';
export * from './timings.ts';
export * from './zipCodes.ts';
export * from './visitorLocation.ts';
export * from './widgetCopy.ts';
