// @vitest-environment happy-dom
// The admin's one way of loading a page's data: loading, then the data or what to tell staff;
// new inputs load again and the newest answer wins; Try again loads again.
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLoad, type Loaded } from '../../../../src/islands/admin/parts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A load the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

let root: Root;
let seen: Loaded<string>;

function Probe({ load, deps }: { load: () => Promise<string>; deps: unknown[] }) {
  seen = useLoad(load, deps);
  return null;
}

const render = (load: () => Promise<string>, deps: unknown[]) =>
  act(async () => root.render(createElement(Probe, { load, deps })));

beforeEach(() => {
  root = createRoot(document.createElement('div'));
});
afterEach(() => act(async () => root.unmount()));

describe('useLoad', () => {
  it('is loading, then holds the data', async () => {
    const answer = deferred<string>();
    await render(() => answer.promise, []);
    expect(seen).toMatchObject({ data: undefined, loading: true, error: '' });
    await act(async () => answer.resolve('orders'));
    expect(seen).toMatchObject({ data: 'orders', loading: false, error: '' });
  });

  it('says what went wrong when the load fails', async () => {
    await render(() => Promise.reject(new Error('Only staff can see orders.')), []);
    expect(seen).toMatchObject({ data: undefined, loading: false, error: 'Only staff can see orders.' });
  });

  it('loads again for new inputs, and a slower older answer never replaces the newer one', async () => {
    const answers = { 7: deferred<string>(), 30: deferred<string>() };
    await render(() => answers[7].promise, [7]);
    await render(() => answers[30].promise, [30]);
    expect(seen.loading).toBe(true);
    await act(async () => answers[30].resolve('30 days'));
    await act(async () => answers[7].resolve('7 days'));
    expect(seen).toMatchObject({ data: '30 days', loading: false });
  });

  it('loads again on reload, keeping the data shown until the answer comes', async () => {
    let calls = 0;
    const second = deferred<string>();
    const load = () => (++calls === 1 ? Promise.resolve('first') : second.promise);
    await render(load, []);
    expect(seen.data).toBe('first');
    await act(async () => seen.reload());
    expect(calls).toBe(2);
    expect(seen).toMatchObject({ data: 'first', loading: true });
    await act(async () => second.resolve('second'));
    expect(seen).toMatchObject({ data: 'second', loading: false });
  });
});
