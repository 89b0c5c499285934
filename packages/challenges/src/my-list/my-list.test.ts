// @vitest-environment jsdom
import { clearStoredKeys, keepOnDevice, setSharedComputerMode } from '@harbor-help/device-storage';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Resource } from '../resources/resource-types';
import {
  MAX_SAVED_SERVICES,
  MY_LIST_KEY,
  addToList,
  findSavedServices,
  forgetMyList,
  keepMyListOnDevice,
  myListKeeping,
  myListToJson,
  parseMyList,
  readMyList,
  removeFromList,
  removeService,
  saveService,
  subscribeToMyList,
} from './my-list';

afterEach(() => {
  keepOnDevice(MY_LIST_KEY, false);
  setSharedComputerMode(false);
  localStorage.clear();
  sessionStorage.clear();
});

const service = (id: string, name = id): Resource => ({
  id,
  name,
  offers: 'Help.',
  forWhom: 'Anyone.',
  kinds: ['hotline'],
  challenges: ['poverty'],
  phone: { display: '211', tel: '211' },
  source: { url: 'https://example.org', checked: '2026-11-25', quote: 'Call 211.' },
});

describe('the list', () => {
  it('adds a service once, at the end', () => {
    const list = addToList(addToList([], '211'), '988-lifeline');
    expect(list).toEqual(['211', '988-lifeline']);
    expect(addToList(list, '211')).toBe(list);
  });

  it('removes a service, and leaves the list as it is for one not on it', () => {
    const list = ['211', '988-lifeline'];
    expect(removeFromList(list, '211')).toEqual(['988-lifeline']);
    expect(removeFromList(list, 'not-there')).toBe(list);
  });

  it(`holds at most ${MAX_SAVED_SERVICES} services`, () => {
    let list: readonly string[] = [];
    for (let index = 0; index < MAX_SAVED_SERVICES + 5; index += 1) {
      list = addToList(list, `service-${index}`);
    }
    expect(list).toHaveLength(MAX_SAVED_SERVICES);
    expect(list.at(-1)).toBe(`service-${MAX_SAVED_SERVICES - 1}`);
  });

  it('takes only service ids', () => {
    expect(addToList([], 'Not An Id')).toEqual([]);
    expect(addToList([], '<script>')).toEqual([]);
  });

  it('reads back what was kept: repeats, bad ids and anything past the limit left out', () => {
    const many = Array.from({ length: 60 }, (_, index) => `s-${index}`);
    expect(parseMyList({ ids: ['211', '211', 'BAD id', 7, 'food-bank'] })).toEqual([
      '211',
      'food-bank',
    ]);
    expect(parseMyList({ ids: many })).toHaveLength(MAX_SAVED_SERVICES);
    expect(parseMyList(null)).toEqual([]);
    expect(parseMyList({ ids: 'x' })).toEqual([]);
    expect(parseMyList(JSON.parse(myListToJson(['211'])))).toEqual(['211']);
  });

  it('looks each id up in the directory, and says which ones it no longer has', () => {
    const found = findSavedServices(
      ['211', 'closed-service', '988-lifeline'],
      [service('988-lifeline', '988 Lifeline'), service('211', '211')],
    );
    expect(found.map(({ id, resource }) => [id, resource?.name ?? null])).toEqual([
      ['211', '211'],
      ['closed-service', null],
      ['988-lifeline', '988 Lifeline'],
    ]);
  });
});

describe('where the list is kept', () => {
  it('is the registry’s my list key', () => {
    expect(MY_LIST_KEY).toBe('harbor:my-list');
  });

  it('by default, this tab only (sessionStorage), and only ids', () => {
    expect(myListKeeping()).toBe('tab');
    expect(saveService('211')).toBe('saved');
    expect(saveService('211')).toBe('saved');
    expect(readMyList()).toEqual(['211']);
    expect(JSON.parse(sessionStorage.getItem(MY_LIST_KEY) ?? '')).toEqual({
      format: 'harbor-my-list',
      version: 1,
      ids: ['211'],
    });
    expect(localStorage.getItem(MY_LIST_KEY)).toBeNull();
  });

  it('on this device once the visitor chooses, and back to the tab', () => {
    saveService('211');
    keepMyListOnDevice(true);
    expect(myListKeeping()).toBe('device');
    expect(localStorage.getItem(MY_LIST_KEY)).toContain('211');
    saveService('988-lifeline');
    expect(localStorage.getItem(MY_LIST_KEY)).toContain('988-lifeline');
    expect(sessionStorage.getItem(MY_LIST_KEY)).toBeNull();
    keepMyListOnDevice(false);
    expect(myListKeeping()).toBe('tab');
    expect(localStorage.getItem(MY_LIST_KEY)).toBeNull();
    expect(readMyList()).toEqual(['211', '988-lifeline']);
  });

  it('in shared-computer mode, this page’s memory only', () => {
    setSharedComputerMode(true);
    expect(myListKeeping()).toBe('memory');
    saveService('211');
    expect(readMyList()).toEqual(['211']);
    expect(localStorage.getItem(MY_LIST_KEY)).toBeNull();
    expect(sessionStorage.getItem(MY_LIST_KEY)).toBeNull();
  });

  it('says when the list is full', () => {
    for (let index = 0; index < MAX_SAVED_SERVICES; index += 1) saveService(`s-${index}`);
    expect(saveService('one-more')).toBe('full');
    expect(readMyList()).toHaveLength(MAX_SAVED_SERVICES);
  });

  it('an empty list is forgotten, and something unreadable is an empty list', () => {
    saveService('211');
    removeService('211');
    expect(sessionStorage.getItem(MY_LIST_KEY)).toBeNull();
    sessionStorage.setItem(MY_LIST_KEY, '{not json');
    expect(readMyList()).toEqual([]);
  });

  it('tells whoever shows it of each change', () => {
    const listener = vi.fn();
    const stop = subscribeToMyList(listener);
    saveService('211');
    removeService('211');
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    saveService('211');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('is emptied by forgetMyList and by "Clear this device" (and Quick exit), wherever it is', () => {
    saveService('211');
    forgetMyList();
    expect(readMyList()).toEqual([]);
    saveService('211');
    keepMyListOnDevice(true);
    expect(clearStoredKeys()).toContain(`local:${MY_LIST_KEY}`);
    expect(readMyList()).toEqual([]);
  });
});
