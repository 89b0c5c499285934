import { describe, expect, it } from 'vitest';
import {
  DONATION_BOUNDS_MESSAGE,
  DONATION_EMPTY_MESSAGE,
  DONATION_FORMAT_MESSAGE,
  parseDonationAmount,
} from './donation-amount';

describe('parseDonationAmount', () => {
  it('reads whole dollars', () => {
    expect(parseDonationAmount('25')).toEqual({ ok: true, amountCents: 2500 });
  });

  it('reads dollars and cents', () => {
    expect(parseDonationAmount('25.50')).toEqual({ ok: true, amountCents: 2550 });
    expect(parseDonationAmount('25.5')).toEqual({ ok: true, amountCents: 2550 });
    expect(parseDonationAmount('3.07')).toEqual({ ok: true, amountCents: 307 });
  });

  it('allows a dollar sign, spaces around and thousands separators', () => {
    expect(parseDonationAmount(' $1,000 ')).toEqual({ ok: true, amountCents: 100000 });
    expect(parseDonationAmount('$ 40')).toEqual({ ok: true, amountCents: 4000 });
  });

  it('accepts the bounds themselves: $1 and $10,000', () => {
    expect(parseDonationAmount('1')).toEqual({ ok: true, amountCents: 100 });
    expect(parseDonationAmount('1.00')).toEqual({ ok: true, amountCents: 100 });
    expect(parseDonationAmount('10000')).toEqual({ ok: true, amountCents: 1_000_000 });
    expect(parseDonationAmount('10,000.00')).toEqual({ ok: true, amountCents: 1_000_000 });
  });

  it('refuses amounts under $1', () => {
    expect(parseDonationAmount('0.99')).toEqual({ ok: false, message: DONATION_BOUNDS_MESSAGE });
    expect(parseDonationAmount('.50')).toEqual({ ok: false, message: DONATION_BOUNDS_MESSAGE });
    expect(parseDonationAmount('0')).toEqual({ ok: false, message: DONATION_BOUNDS_MESSAGE });
  });

  it('refuses amounts over $10,000', () => {
    expect(parseDonationAmount('10000.01')).toEqual({
      ok: false,
      message: DONATION_BOUNDS_MESSAGE,
    });
    expect(parseDonationAmount('99999999999999999999')).toEqual({
      ok: false,
      message: DONATION_BOUNDS_MESSAGE,
    });
  });

  it('asks for an amount when the field is empty', () => {
    expect(parseDonationAmount('   ')).toEqual({ ok: false, message: DONATION_EMPTY_MESSAGE });
    expect(parseDonationAmount('$')).toEqual({ ok: false, message: DONATION_EMPTY_MESSAGE });
  });

  it('refuses more than two digits of cents, negatives, letters and misplaced commas', () => {
    for (const input of ['25.505', '-5', 'ten', '1e3', '25,5', '1,00', '12.', '0x10', '5 5']) {
      expect(parseDonationAmount(input), input).toEqual({
        ok: false,
        message: DONATION_FORMAT_MESSAGE,
      });
    }
  });
});
