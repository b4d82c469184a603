// `npm run secrets`: prints a fresh set of secrets for a server of the shop's own, as lines for the
// environment (a .env file, a systemd unit's EnvironmentFile). Keep them out of the repository.
import { generateSecrets, secretsAsEnv } from './server-secrets.ts';

console.log(secretsAsEnv(await generateSecrets()));
