import { describe, expect, it } from 'vitest';
import { formatPrice, formatRecurringPrice } from './format-price';

describe('formatPrice', () => {
  it('shows whole dollar amounts without cents', () => {
    expect(formatPrice(1400)).toBe('$14');
  });

  it('shows cents with two digits when there are any', () => {
    expect(formatPrice(1250)).toBe('$12.50');
    expect(formatPrice(999)).toBe('$9.99');
    expect(formatPrice(101)).toBe('$1.01');
  });

  it('groups thousands', () => {
    expect(formatPrice(1_000_000)).toBe('$10,000');
  });

  it('reads the currency code in either case', () => {
    expect(formatPrice(500, 'EUR', 'en-US')).toBe('€5');
    expect(formatPrice(500, 'eur', 'en-US')).toBe('€5');
  });

  it('follows the locale given', () => {
    expect(formatPrice(1250, 'eur', 'de-DE')).toBe('12,50\u00a0€');
  });
});

describe('formatRecurringPrice', () => {
  it('names the billing interval', () => {
    expect(formatRecurringPrice(900, 'month')).toBe('$9 a month');
    expect(formatRecurringPrice(9000, 'year')).toBe('$90 a year');
  });
});
