/**
 * CORS as Supabase's API gateway answers it: any origin, the headers supabase-js sends, and the
 * response headers a browser client needs to read (Content-Range carries the count).
 */
import { header, type ApiRequest, type ApiResponse } from '../http.ts';

const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'prefer',
  'range',
  'range-unit',
  'accept',
  'accept-profile',
  'content-profile',
  'x-client-info',
  'x-retry-count',
].join(', ');

const EXPOSED_HEADERS = [
  'Content-Range',
  'Range',
  'Range-Unit',
  'Content-Location',
  'Location',
  'Content-Profile',
  'Preference-Applied',
].join(', ');

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': EXPOSED_HEADERS,
};

export function preflight(request: ApiRequest, allow: string): ApiResponse {
  return {
    status: 200,
    headers: {
      ...CORS_HEADERS,
      'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, DELETE, OPTIONS',
      // Echo what the browser asks for (a custom header is the client's business), else our list.
      'Access-Control-Allow-Headers': header(request, 'access-control-request-headers') ?? ALLOWED_HEADERS,
      'Access-Control-Max-Age': '86400',
      Allow: allow,
    },
  };
}
