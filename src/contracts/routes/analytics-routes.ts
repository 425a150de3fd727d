import { analyticsSearchQuerySchema, searchAnalyticsEventSchema, TRACKED_EVENT_NAMES, trackedEventSchema } from '../analytics';
import { apiRoute } from '../http/route-contract';
import { productLoadEventQuerySchema } from '../product-detail';

export const analyticsRoutes = {
  trackEvent: apiRoute({
    method: 'POST',
    path: '/api/analytics/events',
    operationId: 'trackEvent',
    summary: `Records a storefront event (${TRACKED_EVENT_NAMES.join(', ')}) and passes it to the configured sinks; JSON or a text/plain beacon`,
    access: 'public',
    cache: 'no-store',
    body: trackedEventSchema,
    // navigator.sendBeacon posts a string as text/plain: the same JSON, read from a text body.
    bodyMediaTypes: ['application/json', 'text/plain'],
    response: null,
  }),
  recordSearchVisit: apiRoute({
    method: 'GET',
    path: '/api/analytics/search',
    operationId: 'recordSearchVisit',
    summary: 'Records a search (with a term) or a visit',
    access: 'public',
    query: analyticsSearchQuerySchema,
    response: null,
  }),
  recordSearchEvent: apiRoute({
    method: 'POST',
    path: '/api/analytics/search',
    operationId: 'recordSearchEvent',
    summary: 'Records a search analytics event',
    access: 'public',
    body: searchAnalyticsEventSchema,
    response: null,
  }),
  recordProductLoad: apiRoute({
    method: 'GET',
    path: '/api/analytics/product-load-event',
    operationId: 'recordProductLoad',
    summary: 'Record that a product page was viewed',
    access: 'public',
    cache: 'no-store',
    query: productLoadEventQuerySchema,
    response: null,
    errors: [404],
  }),
};
