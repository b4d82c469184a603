/** The account's opt-in to emails when a product in the wishlist costs less. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { readPriceDropAlerts, setPriceDropAlerts } from '../../lib/supabase/alerts';
import { DataError } from '../../lib/supabase/errors';
import { $session } from '../../stores/session';
import { showToast } from '../../stores/toasts';

export function PriceDropToggle() {
  const session = useStore($session);
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (userId) readPriceDropAlerts().then(setOn, () => setOn(false));
  }, [userId]);

  async function change(next: boolean) {
    if (!userId) return;
    setBusy(true);
    try {
      await setPriceDropAlerts(next, userId);
      setOn(next);
      showToast(
        next ? 'Price drop alerts on' : 'Price drop alerts off',
        next
          ? 'We will email you when a product in your wishlist costs less.'
          : 'We will not email you about prices.',
      );
    } catch (error) {
      showToast('Not saved', error instanceof DataError ? error.message : String(error), 'destructive');
    } finally {
      setBusy(false);
    }
  }

  return (
    <label className="mt-5 flex min-h-11 items-center gap-3 text-sm">
      <input
        type="checkbox"
        checked={on ?? false}
        disabled={on === null || busy}
        onChange={(event) => void change(event.target.checked)}
      />
      Email me when a product in my wishlist costs less
    </label>
  );
}
