/**
 * A throwaway self-signed certificate for 127.0.0.1, made with the openssl command, for serving
 * HTTPS on loopback (the site server's HTTPS test, bench:lighthouse). Returns the files' paths.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function makeTestCertificate(): { cert: string; key: string } {
  const dir = mkdtempSync(join(tmpdir(), 'mtindo-tls-'));
  const files = { cert: join(dir, 'cert.pem'), key: join(dir, 'key.pem') };
  const args = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'];
  try {
    execFileSync(
      'openssl',
      [...args, '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', files.key, '-out', files.cert],
      {
        stdio: 'ignore',
      },
    );
  } catch (error) {
    throw new Error(
      'Serving HTTPS on loopback needs the openssl command (Debian: apt-get install openssl).',
      {
        cause: error,
      },
    );
  }
  return files;
}
