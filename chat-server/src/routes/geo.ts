import { ERROR_CODES } from '@tod/domain/contracts';
import { BRAND_NAME, SITE_ORIGIN } from '@tod/domain/facts';
import { Router } from 'express';
import type { Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import { z } from 'zod';
import { TtlCache } from '../geo/ttlCache.ts';
import { createUpstreamThrottle, type UpstreamThrottle } from '../geo/upstreamThrottle.ts';
import { HttpError } from '../http/httpError.ts';
import { rateLimit } from '../http/rateLimit.ts';

export interface GeoRouteDeps {
  /** Nominatim-compatible reverse endpoint (REVERSE_GEOCODE_URL). */
  upstreamUrl: string;
  logger: Logger;
  fetch?: typeof fetch;
  /** Upper bound for one upstream call. */
  timeoutMs?: number;
  /** Nominatim's usage policy: at most one request per second. */
  throttle?: UpstreamThrottle;
  cache?: TtlCache<ReverseAnswer>;
  /** Per-client requests a minute; the upstream limit protects the service, this protects the queue. */
  limitPerMinute?: number;
  rateLimitStore?: Store | undefined;
}

export const GEO_USER_AGENT = `${BRAND_NAME.replace(/[^A-Za-z0-9]+/g, '')}-TOD/1.0 (+${SITE_ORIGIN})`;
const DEFAULT_TIMEOUT_MS = 5000;
const CACHE_TTL_MS = 24 * 60 * 60 * 1000;
const CACHE_MAX_ENTRIES = 5000;
/** Three decimals ≈ 110 m: the same street shares one cache entry, and the upstream never sees more. */
const COORDINATE_DECIMALS = 3;

const MESSAGES = {
  latitude: 'lat must be a number from -90 to 90',
  longitude: 'lon must be a number from -180 to 180',
  format: "format must be 'json'",
  zoom: 'zoom must be a whole number from 0 to 18',
  addressdetails: "addressdetails must be '0' or '1'",
  failed: 'The location lookup is unavailable right now.',
  timeout: 'The location lookup took too long.',
} as const;

const coordinate = (limit: number, message: string) =>
  z
    .string(message)
    .trim()
    .regex(/^-?\d{1,3}(?:\.\d+)?$/, message)
    .transform(Number)
    .pipe(z.number().min(-limit, message).max(limit, message));

/** The SPEC §7 query: format=json&lat&lon&zoom=18&addressdetails=1. */
export const reverseQuerySchema = z.object({
  format: z.literal('json', MESSAGES.format).default('json'),
  lat: coordinate(90, MESSAGES.latitude),
  lon: coordinate(180, MESSAGES.longitude),
  zoom: z
    .string(MESSAGES.zoom)
    .regex(/^\d{1,2}$/, MESSAGES.zoom)
    .transform(Number)
    .pipe(z.number().max(18, MESSAGES.zoom))
    .default(18),
  addressdetails: z.enum(['0', '1'], MESSAGES.addressdetails).default('1'),
});

const addressSchema = z
  .object({
    city: z.string().optional(),
    town: z.string().optional(),
    village: z.string().optional(),
    county: z.string().optional(),
    state: z.string().optional(),
    country_code: z.string().optional(),
  })
  .partial();

/** Only the fields the site reads (SPEC §7), plus the data licence the answer must carry. */
const upstreamAnswerSchema = z.object({ licence: z.string().optional(), address: addressSchema.optional() });
export type ReverseAnswer = { licence?: string; address: z.infer<typeof addressSchema> };

/** GET /api/geo/reverse: forwards to the configured reverse geocoder, cached and throttled. */
export function geoRoutes(deps: GeoRouteDeps): Router {
  const router = Router();
  const fetcher = deps.fetch ?? fetch;
  const throttle = deps.throttle ?? createUpstreamThrottle({ minIntervalMs: 1000, maxWaiting: 20 });
  const cache = deps.cache ?? new TtlCache<ReverseAnswer>({ maxEntries: CACHE_MAX_ENTRIES, ttlMs: CACHE_TTL_MS });
  const inFlight = new Map<string, Promise<ReverseAnswer>>();

  const lookUp = async (query: z.output<typeof reverseQuerySchema>, lat: string, lon: string): Promise<ReverseAnswer> => {
    const url = new URL(deps.upstreamUrl);
    url.search = new URLSearchParams({
      format: 'json',
      lat,
      lon,
      zoom: String(query.zoom),
      addressdetails: query.addressdetails,
    }).toString();
    const response = await throttle.run(() =>
      fetcher(url, {
        headers: { 'User-Agent': GEO_USER_AGENT, Accept: 'application/json', 'Accept-Language': 'en' },
        signal: AbortSignal.timeout(deps.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      }),
    );
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new HttpError(502, ERROR_CODES.upstreamFailed, MESSAGES.failed);
    }
    const parsed = upstreamAnswerSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new HttpError(502, ERROR_CODES.upstreamFailed, MESSAGES.failed);
    return { ...(parsed.data.licence ? { licence: parsed.data.licence } : {}), address: parsed.data.address ?? {} };
  };

  router.get(
    '/api/geo/reverse',
    rateLimit({ limit: deps.limitPerMinute ?? 30, windowMs: 60_000, prefix: 'geo', store: deps.rateLimitStore }),
    async (req, res) => {
      const query = reverseQuerySchema.parse(req.query);
      const lat = query.lat.toFixed(COORDINATE_DECIMALS);
      const lon = query.lon.toFixed(COORDINATE_DECIMALS);
      const key = `${lat},${lon},${query.zoom},${query.addressdetails}`;
      let answer = cache.get(key);
      if (!answer) {
        let pending = inFlight.get(key);
        if (!pending) {
          pending = lookUp(query, lat, lon).finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        answer = await pending.catch((error: unknown) => {
          throw toGeoError(error, deps.logger);
        });
        cache.set(key, answer);
      }
      res.set('Cache-Control', 'private, max-age=3600').json(answer);
    },
  );
  return router;
}

function toGeoError(error: unknown, logger: Logger): HttpError {
  if (error instanceof HttpError) {
    if (error.status === 502) logger.warn({ event: 'geo_upstream_failed' }, 'reverse geocoder failed');
    return error;
  }
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    logger.warn({ event: 'geo_upstream_timeout' }, 'reverse geocoder timed out');
    return new HttpError(504, ERROR_CODES.upstreamTimeout, MESSAGES.timeout);
  }
  logger.warn({ event: 'geo_upstream_unreachable' }, 'reverse geocoder unreachable');
  return new HttpError(502, ERROR_CODES.upstreamFailed, MESSAGES.failed);
}
