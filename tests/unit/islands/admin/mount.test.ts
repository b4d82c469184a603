import { describe, expect, it } from 'vitest';
import { sectionOf } from '../../../../src/islands/admin/mount';
import { niceMax } from '../../../../src/islands/admin/overview/BarChart';

describe('sectionOf', () => {
  it('reads the admin section from the path; the overview for /admin and /admin-dashboard', () => {
    expect(sectionOf('/admin/products')).toBe('products');
    expect(sectionOf('/admin/transactions')).toBe('transactions');
    expect(sectionOf('/admin/staff')).toBe('staff');
    expect(sectionOf('/admin')).toBe('overview');
    expect(sectionOf('/admin-dashboard')).toBe('overview');
    expect(sectionOf('/admin/unknown')).toBe('overview');
  });
});

describe('niceMax', () => {
  it('rounds the top of a chart up to 1, 2 or 5 times a power of ten', () => {
    expect(niceMax(0)).toBe(1);
    expect(niceMax(3)).toBe(5);
    expect(niceMax(7)).toBe(10);
    expect(niceMax(140)).toBe(200);
    expect(niceMax(65_000)).toBe(100_000);
    expect(niceMax(1000)).toBe(1000);
  });
});
