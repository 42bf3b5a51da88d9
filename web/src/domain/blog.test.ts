import { describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES, blogDate } from './blog';

describe('blog rules', () => {
  it('shows the calendar date the author wrote, whatever the offset', () => {
    expect(blogDate('2026-09-22T09:00:00+10:00')).toBe('22 September 2026');
    expect(blogDate('2026-11-10T23:30:00-11:00')).toBe('10 November 2026');
    expect(blogDate('not a date')).toBe('');
  });

  it('knows the vehicle-reviews category the menus link', () => {
    expect(BLOG_CATEGORIES.get('vehicle-reviews')).toBe('Vehicle Reviews');
    expect(BLOG_CATEGORIES.has('constructor')).toBe(false);
  });
});
