import { index, type RouteConfig, route } from '@react-router/dev/routes';

/** Every route of SPEC §2. Paths, titles and descriptions live in app/lib/site/pages.ts. */
export default [
  index('routes/home.tsx'),
  route('services', 'routes/services.tsx'),
  route('services/:service', 'routes/service.tsx'),
  route('locations', 'routes/locations.tsx'),
  route('locations/:state', 'routes/state.tsx'),
  route('locations/:state/:city', 'routes/city.tsx'),
  route('locations-overview', 'routes/locations-overview.tsx'),
  route('about', 'routes/about.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('pricing', 'routes/pricing.tsx'),
  route('confirmation', 'routes/confirmation.tsx'),
  route('privacy-cookie-policy', 'routes/privacy-cookie-policy.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('terms-of-service', 'routes/terms-of-service.tsx'),
  route('accessibility', 'routes/accessibility.tsx'),
  route('legal/ai-disclosure', 'routes/ai-disclosure.tsx'),
  route('resources', 'routes/resources.tsx'),
  route('sitemap-public', 'routes/sitemap-public.tsx'),
  route('get-estimate', 'routes/get-estimate.tsx'),
  route('garage-door-online-estimator', 'routes/online-estimator.tsx'),
  route('admin/*', 'routes/admin.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
