/**
 * CORS for the edge functions: Supabase does not add CORS to function responses, so each function
 * answers the browser's preflight and adds the headers itself. The headers are supabase-js's own
 * (`@supabase/supabase-js/cors`), which list every header its clients send.
 */
import { corsHeaders } from '@supabase/supabase-js/cors';

export { corsHeaders };

/** The answer to a preflight request, or undefined for any other request. */
export function preflight(request: Request): Response | undefined {
  return request.method === 'OPTIONS' ? new Response('ok', { headers: corsHeaders }) : undefined;
}
