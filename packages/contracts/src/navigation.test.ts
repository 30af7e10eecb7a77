import { describe, expect, it } from 'vitest';
import { AREAS } from './areas';
import { DEFAULT_ROLE_CLAIMS, NAV_CLAIMS } from './claims';
import { NAVIGATION, filterNavigation, type NavigationItem } from './navigation';

const links = (items: NavigationItem[]): string[] => items.flatMap((i) => [...(i.link ? [i.link] : []), ...links(i.children ?? [])]);

describe('navigation', () => {
  it('removes items lacking their claim and groups left empty', () => {
    const items: NavigationItem[] = [
      { id: 'a', type: 'basic', link: '/a', meta: { claim: NAV_CLAIMS.liveMap } },
      { id: 'g', type: 'group', children: [{ id: 'g1', type: 'basic', link: '/g1', meta: { claim: NAV_CLAIMS.storeRegistry } }] },
      { id: 'b', type: 'basic', link: '/b' },
    ];
    expect(filterNavigation(items, new Set()).map((i) => i.id)).toEqual(['b']);
    expect(filterNavigation(items, new Set([NAV_CLAIMS.storeRegistry])).map((i) => i.id)).toEqual(['g', 'b']);
  });

  it('filters an aside like a collapsable: its children by claim, and the aside itself once left empty', () => {
    const aside: NavigationItem = {
      id: 'r',
      type: 'aside',
      children: [
        { id: 'r1', type: 'basic', link: '/r1', meta: { claim: NAV_CLAIMS.carrierRegistry } },
        { id: 'r2', type: 'collapsable', children: [{ id: 'r21', type: 'basic', link: '/r21', meta: { claim: NAV_CLAIMS.storeRegistry } }] },
      ],
    };
    expect(filterNavigation([aside], new Set())).toEqual([]);
    const [kept] = filterNavigation([aside], new Set([NAV_CLAIMS.storeRegistry]));
    expect(kept).toMatchObject({ id: 'r', type: 'aside' });
    expect(links([kept!])).toEqual(['/r21']);
    // The admin's reports open as an aside and keep every report link of the full menu.
    const reports = filterNavigation(NAVIGATION.Admin, new Set(DEFAULT_ROLE_CLAIMS.Admin)).find((i) => i.id === 'reports');
    expect(reports?.type).toBe('aside');
    expect(links(reports?.children ?? [])).toEqual(links(NAVIGATION.Admin.find((i) => i.id === 'reports')!.children!));
  });

  it('every menu link is a route of its area, with the same claim', () => {
    for (const area of AREAS) {
      const check = (items: NavigationItem[]) => {
        for (const item of items) {
          if (item.link) {
            const route = area.routes.find((r) => `/${area.key}/${r.path}` === item.link);
            expect(route, `${item.link} is not a route of ${area.key}`).toBeDefined();
            expect(route!.claim).toBe(item.meta?.claim);
          }
          check(item.children ?? []);
        }
      };
      check(NAVIGATION[area.role]);
    }
  });

  it('each seeded role keeps a menu, and claim filtering shapes it', () => {
    const chief = filterNavigation(NAVIGATION.ChiefCarrier, new Set(DEFAULT_ROLE_CLAIMS.ChiefCarrier));
    expect(links(chief)).toContain('/chief/live-map');
    const accountant = filterNavigation(NAVIGATION.Accountant, new Set(DEFAULT_ROLE_CLAIMS.Accountant));
    expect(links(accountant)).toContain('/accounting/accounting/current-carrier-payments');
    const adminWithout = filterNavigation(NAVIGATION.Admin, new Set());
    expect(links(adminWithout)).not.toContain('/admin/live-map');
    expect(links(adminWithout)).toContain('/admin/store/list');
    expect(adminWithout.find((i) => i.id === 'accounting')).toBeUndefined();
  });

  it('no two items of one menu share an icon (issue 13: two identical shop icons)', () => {
    const icons = (items: NavigationItem[]): string[] => items.flatMap((i) => [...(i.icon ? [i.icon] : []), ...icons(i.children ?? [])]);
    for (const [role, items] of Object.entries(NAVIGATION)) {
      const all = icons(items);
      const twice = all.filter((icon, i) => all.indexOf(icon) !== i);
      expect(twice, role).toEqual([]);
    }
  });
});
