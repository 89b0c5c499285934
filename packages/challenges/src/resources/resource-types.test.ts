import { describe, expect, it } from 'vitest';
import { RESOURCE_KINDS, RESOURCE_KIND_LABELS, isResourceKind } from './resource-types';

describe('RESOURCE_KINDS', () => {
  it('lists the eight kinds of help in filter order', () => {
    expect(RESOURCE_KINDS).toEqual([
      'hotline',
      'text-line',
      'chat',
      'legal-aid',
      'food',
      'housing',
      'health',
      'money',
    ]);
  });

  it('has a plain label for every kind', () => {
    for (const kind of RESOURCE_KINDS) {
      expect(RESOURCE_KIND_LABELS[kind].trim(), kind).not.toBe('');
    }
    expect(RESOURCE_KIND_LABELS['legal-aid']).toBe('Legal aid');
  });
});

describe('isResourceKind', () => {
  it('accepts a kind', () => {
    expect(isResourceKind('text-line')).toBe(true);
  });

  it('rejects an unknown value and inherited object keys', () => {
    expect(isResourceKind('Text line')).toBe(false);
    expect(isResourceKind('shelter')).toBe(false);
    expect(isResourceKind('__proto__')).toBe(false);
    expect(isResourceKind('toString')).toBe(false);
  });
});
