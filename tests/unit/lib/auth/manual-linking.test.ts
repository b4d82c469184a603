// /account shows "Sign-in methods" only when GoTrue's manual linking is on, which the build reads
// from supabase/config.toml's [auth] enable_manual_linking (the browser cannot ask GoTrue).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { manualLinkingEnabled } from '../../../../src/lib/auth/manual-linking';
import { accountSections } from '../../../../src/islands/account/AccountPage';

function configFile(text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'mtindo-linking-')), 'config.toml');
  writeFileSync(path, text);
  return path;
}

describe('manualLinkingEnabled', () => {
  it("is off in the store's config.toml, as on a new hosted project", () => {
    expect(manualLinkingEnabled()).toBe(false);
  });

  it('follows [auth] enable_manual_linking, off when absent as in GoTrue and the CLI', () => {
    expect(manualLinkingEnabled(configFile('[auth]\nenable_manual_linking = true\n'))).toBe(true);
    expect(manualLinkingEnabled(configFile('[auth]\nenable_manual_linking = false\n'))).toBe(false);
    expect(manualLinkingEnabled(configFile('[auth]\nsite_url = "http://localhost:4321"\n'))).toBe(false);
  });
});

describe('accountSections', () => {
  const ids = (manualLinking: boolean) => accountSections(manualLinking).map(([id]) => id);

  it('lists "Sign-in methods" only with manual linking on', () => {
    expect(ids(false)).not.toContain('sign-in-methods');
    expect(ids(true)).toContain('sign-in-methods');
    expect(ids(true).filter((id) => id !== 'sign-in-methods')).toEqual(ids(false));
  });
});
