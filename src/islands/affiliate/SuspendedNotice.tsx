/** What a suspended affiliate reads, wherever their standing shows. */
import { STORE } from '../../lib/config';

export function SuspendedNotice({ code }: { code: string }) {
  return (
    <p className="rounded-xl bg-clay/10 p-4 text-clay-dark">
      Your affiliate account is suspended: your code <span className="font-mono">{code}</span> earns no
      commission. Please contact us at{' '}
      <a className="link" href={`mailto:${STORE.email}?subject=Affiliate`}>
        {STORE.email}
      </a>{' '}
      with "Affiliate" in the subject line.
    </p>
  );
}
