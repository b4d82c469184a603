// `npm run secrets`: prints a fresh PAYMENT_CALLBACK_SECRET, the key the functions sign M-Pesa
// callback URLs with, as the line a hosted or self-hosted project sets as a function secret
// (`npx supabase secrets set …`). Keep it out of the repository. The local server needs none: it
// makes one per database (callback-secret.ts).
import { generatePaymentCallbackSecret } from './callback-secret.ts';

console.log(`PAYMENT_CALLBACK_SECRET=${generatePaymentCallbackSecret()}`);
