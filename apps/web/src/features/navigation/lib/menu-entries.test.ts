import { describe, expect, it } from 'vitest';
import { isActive, isHidden, linkTarget, siblingsOf, type MenuEntry } from './menu-entries';

const basic = (id: string, more: Partial<MenuEntry> = {}): MenuEntry => ({ id, type: 'basic', link: `/store/${id}`, ...more });

describe('menu entries', () => {
  it('match exactly unless exactMatch is false', () => {
    expect(isActive(basic('packet'), '/store/packet/history')).toBe(false);
    expect(isActive(basic('packet'), '/store/packet/')).toBe(true);
    expect(isActive(basic('packet', { exactMatch: false }), '/store/packet/history')).toBe(true);
    expect(isActive(basic('packet', { exactMatch: false }), '/store/packets')).toBe(false);
  });

  it('hide by a flag or a predicate', () => {
    expect(isHidden(basic('a', { hidden: true }))).toBe(true);
    expect(isHidden(basic('a', { hidden: () => false }))).toBe(false);
    expect(isHidden(basic('a', { hidden: () => true }))).toBe(true);
  });

  it('carry query parameters and a fragment', () => {
    expect(linkTarget(basic('list', { queryParams: { status: 'open' }, fragment: 'top' }))).toEqual({
      pathname: '/store/list',
      search: '?status=open',
      hash: '#top',
    });
  });

  it('find the siblings a collapsable closes', () => {
    const tree: MenuEntry[] = [
      { id: 'a', type: 'collapsable', autoCollapse: true, children: [basic('a1')] },
      { id: 'b', type: 'collapsable', children: [basic('b1'), basic('b2')] },
    ];
    expect(siblingsOf(tree, 'a')).toEqual({ item: tree[0], siblings: ['b'] });
    expect(siblingsOf(tree, 'b2')?.siblings).toEqual(['b1']);
  });
});
