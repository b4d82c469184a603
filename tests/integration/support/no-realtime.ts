/**
 * supabase-js builds a Realtime client up front, which on Node 20 wants a WebSocket class; the
 * integration tests never subscribe, so a class that refuses to connect is enough.
 */
import type { RealtimeClientOptions } from '@supabase/realtime-js';

class NoWebSocket {
  constructor() {
    throw new Error('Realtime is not used by the integration tests');
  }
}

/** The `realtime` option of every supabase-js client the integration tests create. */
export const NO_REALTIME = {
  transport: NoWebSocket as unknown as NonNullable<RealtimeClientOptions['transport']>,
};
