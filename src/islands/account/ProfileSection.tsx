/**
 * Name and email. The name saves at once; a new email takes effect only once confirmed through
 * the links GoTrue sends (to the new address, and to the old one when secure change is on).
 */
import { useState, type SubmitEvent } from 'react';
import type { User } from '../../lib/supabase/auth-types';
import { changeEmail, updateFullName } from '../../lib/supabase/auth';
import { describeAuthError } from '../../lib/auth/messages';
import { showToast } from '../../stores/toasts';
import { Field } from '../forms/Field';
import { Section } from './Section';

export function ProfileSection({ user }: { user: User }) {
  const [busy, setBusy] = useState<'name' | 'email' | null>(null);
  const fullName = (user.user_metadata?.full_name as string | undefined) ?? '';

  async function saveName(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('fullName')).trim();
    setBusy('name');
    try {
      await updateFullName(name);
      showToast('Profile updated', 'Your name has been saved.');
    } catch (error) {
      showToast('Profile not updated', describeAuthError(error as Error), 'destructive');
    } finally {
      setBusy(null);
    }
  }

  async function saveEmail(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email')).trim();
    if (email.toLowerCase() === user.email?.toLowerCase()) return;
    setBusy('email');
    try {
      await changeEmail(email);
      showToast('Check your email', `Open the link we sent to ${email} to confirm the change.`);
    } catch (error) {
      showToast('Email not changed', describeAuthError(error as Error), 'destructive');
    } finally {
      setBusy(null);
    }
  }

  return (
    <Section id="profile" title="Profile">
      <div className="grid gap-6 md:grid-cols-2">
        <form className="space-y-3" onSubmit={saveName} aria-label="Name">
          <Field
            label="Full name"
            name="fullName"
            autoComplete="name"
            required
            maxLength={120}
            defaultValue={fullName}
            disabled={busy !== null}
          />
          <button type="submit" className="btn-outline" disabled={busy !== null}>
            {busy === 'name' ? 'Saving…' : 'Save Name'}
          </button>
        </form>
        <form className="space-y-3" onSubmit={saveEmail} aria-label="Email">
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={user.email}
            disabled={busy !== null}
            hint={
              user.new_email
                ? `Waiting for you to confirm ${user.new_email}: open the link we emailed.`
                : 'A change takes effect once you confirm it from your inbox.'
            }
          />
          <button type="submit" className="btn-outline" disabled={busy !== null}>
            {busy === 'email' ? 'Sending…' : 'Change Email'}
          </button>
        </form>
      </div>
    </Section>
  );
}
