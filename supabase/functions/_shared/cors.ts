/**
 * CORS headers for edge functions, as Supabase's guide sets them: Supabase does not add CORS to
 * function responses, so each function answers the browser's preflight and adds these itself.
 */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};

/** The answer to a preflight request, or undefined for any other request. */
export function preflight(request: Request): Response | undefined {
  return request.method === 'OPTIONS' ? new Response('ok', { headers: corsHeaders }) : undefined;
}
