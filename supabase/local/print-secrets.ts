// `npm run secrets`: prints a fresh set of secrets for a server of the shop's own, as lines for the
// environment (a .env file, a systemd unit's EnvironmentFile), and the payment callback key that a
// hosted project sets as a function secret too. Keep them out of the repository.
import { generatePaymentCallbackSecret } from './callback-secret.ts';
import { generateSecrets, secretsAsEnv } from './server-secrets.ts';

console.log(secretsAsEnv(await generateSecrets()));
console.log(`PAYMENT_CALLBACK_SECRET=${generatePaymentCallbackSecret()}`);
