import { useEffect, useMemo, useRef, useState } from 'react';
import { Badge, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isActive, isHidden, linkTarget, siblingsOf, type MenuEntry } from '../lib/menu-entries';
import { useNavBadges } from '../../../lib/nav-badges';
import { navIcon } from '../../../components/nav-icons';

type MenuItem = Required<MenuProps>['items'][number];

export interface NavigationMenuProps {
  items: MenuEntry[];
  mode: 'inline' | 'horizontal';
  collapsed?: boolean;
  theme?: 'light' | 'dark';
  /** Label for the <nav> landmark. */
  label: string;
}

/** Ids of the item matching the current route and of its ancestors (to open collapsables). */
function findActivePath(items: MenuEntry[], pathname: string, trail: string[] = []): string[] | null {
  let best: string[] | null = null;
  for (const item of items) {
    if (isHidden(item)) continue;
    if (!item.externalLink && isActive(item, pathname)) {
      const candidate = [...trail, item.id];
      if (!best || candidate.length > best.length) best = candidate;
    }
    if (item.children) {
      const found = findActivePath(item.children, pathname, [...trail, item.id]);
      if (found && (!best || found.length > best.length)) best = found;
    }
  }
  return best;
}

/** Renders the API's NavigationItem tree: basic, aside, collapsable, group, divider, spacer. */
export function NavigationMenu({ items, mode, collapsed, theme = 'light', label }: NavigationMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const activePath = useMemo(() => findActivePath(items, pathname) ?? [], [items, pathname]);
  const selectedKey = activePath[activePath.length - 1];
  const [openKeys, setOpenKeys] = useState<string[]>(activePath.slice(0, -1));

  // A collapsable opens when one of its children becomes the active route.
  useEffect(() => {
    const ancestors = activePath.slice(0, -1);
    setOpenKeys((keys) => Array.from(new Set([...keys, ...ancestors])));
  }, [activePath]);

  const title = (item: MenuEntry) => t(`nav.${item.id}`, { defaultValue: item.title ?? item.id });
  const badgeOf = useNavBadges();

  // Opening a collapsable with `autoCollapse` closes its open siblings.
  const onOpenChange = (keys: string[]) => {
    const opened = keys.find((k) => !openKeys.includes(k));
    const found = opened ? siblingsOf(items, opened) : null;
    setOpenKeys(found?.item.autoCollapse ? keys.filter((k) => !found.siblings.includes(k)) : keys);
  };

  const convert = (list: MenuEntry[], depth: number): MenuItem[] =>
    list
      .filter((item) => !isHidden(item))
      .map((item): MenuItem => {
        const text = title(item);
        switch (item.type) {
          case 'divider':
            return { type: 'divider', key: item.id };
          case 'spacer':
            return { type: 'divider', key: item.id, className: 'nav-spacer' };
          case 'group':
            // A horizontal bar cannot show an inline group at the top level: make it a sub menu.
            if (mode === 'horizontal' && depth === 0)
              return { key: item.id, label: text, icon: navIcon(item.icon), children: convert(item.children ?? [], depth + 1) };
            return { type: 'group', key: item.id, label: text, children: convert(item.children ?? [], depth + 1) };
          case 'collapsable':
          case 'aside':
            return {
              key: item.id,
              label: text,
              icon: navIcon(item.icon),
              disabled: item.disabled,
              children: convert(item.children ?? [], depth + 1),
            };
          default:
            return {
              key: item.id,
              icon: navIcon(item.icon),
              disabled: item.disabled,
              title: item.tooltip ?? text,
              onClick: item.function,
              label: renderLink(item, text, badgeOf(item.id)),
            };
        }
      });

  const menuItems = convert(items, 0);
  // Sub menu popups render inside the <nav> (so every link is found under data-testid="nav"); the fixed container
  // keeps them from being clipped by a scrolling sidebar.
  const popupRef = useRef<HTMLDivElement>(null);

  return (
    <nav aria-label={label} data-testid="nav" style={mode === 'horizontal' ? { flex: 1, minWidth: 0 } : undefined}>
      <Menu
        mode={mode}
        theme={theme}
        items={menuItems}
        // Closed sub menus stay in the DOM so every link is a real <a href> even when collapsed.
        forceSubMenuRender
        getPopupContainer={() => popupRef.current ?? document.body}
        selectedKeys={selectedKey ? [selectedKey] : []}
        {...(mode === 'inline' ? { openKeys: collapsed ? undefined : openKeys, onOpenChange } : {})}
        inlineCollapsed={mode === 'inline' ? collapsed : undefined}
        style={{ borderInlineEnd: 'none', background: 'transparent' }}
      />
      <div ref={popupRef} style={{ position: 'fixed', top: 0, left: 0, zIndex: 1050 }} />
    </nav>
  );
}

function renderLink(item: MenuEntry, label: string, badge = 0) {
  // A count (open emergencies, unseen store requests) set by the feature that watches it (lib/nav-badges), or the
  // item's own badge text.
  const text =
    badge > 0 || item.badge ? (
      <span>
        {label}{' '}
        {badge > 0 ? (
          <Badge count={badge} size="small" data-testid={`nav-badge-${item.id}`} aria-label={`${badge}`} style={{ marginInlineStart: 4 }} />
        ) : (
          <Badge count={item.badge?.title} size="small" color="blue" data-testid={`nav-badge-${item.id}`} style={{ marginInlineStart: 4 }} />
        )}
      </span>
    ) : (
      label
    );
  if (item.disabled || !item.link) return <span aria-disabled={item.disabled || undefined}>{text}</span>;
  if (item.externalLink) {
    const target = item.target ?? '_self';
    return (
      <a href={item.link} target={target} rel={target === '_blank' ? 'noopener noreferrer' : undefined}>
        {text}
      </a>
    );
  }
  return (
    <Link to={linkTarget(item)} target={item.target}>
      {text}
    </Link>
  );
}
