// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_LOCAL_LISTS, MAX_LOCAL_SYMBOLS, REALTIME_LIST_NAME, useLocalLists } from './watchlists';

const store = useLocalLists.getState;
const symbolsOf = (name: string): readonly string[] | undefined => store().lists.find((l) => l.name === name)?.symbols;

describe('local watchlists', () => {
  beforeEach(() => {
    localStorage.clear();
    useLocalLists.setState({ lists: [] });
  });

  it('creates, renames and deletes named lists, refusing duplicate and reserved names', () => {
    expect(store().create('  Semis ')).toBeNull();
    expect(store().create('Banks')).toBeNull();
    expect(store().lists.map((l) => l.name)).toEqual(['Semis', 'Banks']);
    expect(store().create('semis')).toMatch(/already a list named semis/);
    expect(store().create(REALTIME_LIST_NAME.toUpperCase())).toMatch(/service's list/);
    expect(store().create('   ')).toMatch(/Name the list/);

    expect(store().rename('Semis', 'Chips')).toBeNull();
    expect(store().rename('Chips', 'banks')).toMatch(/already a list named banks/);
    // A list may change only the case of its own name.
    expect(store().rename('Chips', 'CHIPS')).toBeNull();
    store().remove('Banks');
    expect(store().lists.map((l) => l.name)).toEqual(['CHIPS']);
  });

  it('adds and removes symbols, upper-cased, each once, up to the limit', () => {
    store().create('Semis');
    expect(store().add('Semis', 'nvda')).toBeNull();
    expect(store().add('Semis', 'AMD')).toBeNull();
    expect(store().add('Semis', 'NVDA')).toMatch(/already on Semis/);
    expect(store().add('Semis', '12$')).toMatch(/ticker symbol/);
    expect(store().add('Nope', 'AMD')).toMatch(/no list named Nope/);
    expect(symbolsOf('Semis')).toEqual(['NVDA', 'AMD']);
    store().drop('Semis', 'NVDA');
    expect(symbolsOf('Semis')).toEqual(['AMD']);

    for (let i = 1; i < MAX_LOCAL_SYMBOLS; i++) expect(store().add('Semis', `T${i}`)).toBeNull();
    expect(store().add('Semis', 'ONEMORE')).toMatch(`at most ${MAX_LOCAL_SYMBOLS}`);
  });

  it('holds at most MAX_LOCAL_LISTS lists', () => {
    for (let i = 0; i < MAX_LOCAL_LISTS; i++) expect(store().create(`L${i}`)).toBeNull();
    expect(store().create('One more')).toMatch(`At most ${MAX_LOCAL_LISTS}`);
  });

  it('keeps the lists in this browser across a reload', async () => {
    store().create('Semis');
    store().add('Semis', 'NVDA');
    const saved = localStorage.getItem('oa-watchlists');
    expect(saved).toContain('NVDA');
    // A reload: the page's memory is gone, the browser's storage is what the store wrote.
    useLocalLists.setState({ lists: [] });
    localStorage.setItem('oa-watchlists', saved!);
    await useLocalLists.persist.rehydrate();
    expect(symbolsOf('Semis')).toEqual(['NVDA']);
  });
});
