/**
 * Adding an authenticator app: enrol, show the QR code GoTrue returns and the secret to type, then
 * confirm a code. Cancelling removes the unfinished factor.
 */
import { useEffect, useRef, useState } from 'react';
import { enrolAuthenticator, removeFactor } from '../../lib/supabase/auth';
import { describeAuthError } from '../../lib/auth/messages';
import { showToast } from '../../stores/toasts';
import { VerifyCodeForm } from './VerifyCodeForm';

interface Enrolment {
  id: string;
  qrCode: string;
  secret: string;
}

/**
 * supabase-js hands the QR code as `data:image/svg+xml;utf-8,<svg…>` with the markup unescaped; a
 * `#` in it (a colour) would end the URL there. Encoded, the picture survives whatever it holds.
 */
function qrImageUrl(qrCode: string): string {
  const svg = qrCode.replace(/^data:image\/svg\+xml;[^,]*,/, '');
  return svg.trimStart().startsWith('<')
    ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
    : qrCode;
}

/** The secret in groups of four, easier to type from the screen. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

export function AuthenticatorSetup({ count, onDone }: { count: number; onDone: () => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    enrolAuthenticator(count === 0 ? 'Authenticator app' : `Authenticator app ${count + 1}`)
      .then((data) => {
        if (data.type !== 'totp') return;
        setEnrolment({ id: data.id, qrCode: qrImageUrl(data.totp.qr_code), secret: data.totp.secret });
      })
      .catch((error) => {
        showToast('Could not start', describeAuthError(error as Error), 'destructive');
        onDone();
      });
  }, [count, onDone]);

  async function cancel() {
    if (enrolment) await removeFactor(enrolment.id).catch(() => undefined);
    onDone();
  }

  if (!enrolment)
    return (
      <p role="status" className="mt-4 text-ink-muted">
        Preparing your code…
      </p>
    );
  return (
    <div className="mt-4 rounded-xl border border-line p-4 sm:p-6">
      <h3 className="font-semibold">Add an authenticator app</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-ink-soft">
        <li>Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…).</li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="mt-4 flex flex-wrap items-center gap-6">
        <img
          src={enrolment.qrCode}
          alt="QR code to scan with your authenticator app"
          width={176}
          height={176}
          className="h-44 w-44 rounded-lg bg-white p-2"
        />
        <div>
          <p className="text-sm font-semibold">Key to type</p>
          <code className="mt-1 block break-all font-mono text-base tracking-wider" data-totp-secret>
            {grouped(enrolment.secret)}
          </code>
        </div>
      </div>
      <VerifyCodeForm factorId={enrolment.id} onVerified={onDone} onCancel={() => void cancel()} />
    </div>
  );
}
