import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Badge, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isActive, isHidden, linkTarget, siblingsOf, type MenuEntry } from '../lib/menu-entries';
import { useNavBadges } from '../../../lib/nav-badges';
import { navIcon } from '../../../components/nav-icons';
import { NavigationAsidePanel } from './navigation-aside-panel';

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

/** The visible item with this id, at any depth. */
function findItem(items: MenuEntry[], id: string): MenuEntry | null {
  for (const item of items) {
    if (isHidden(item)) continue;
    if (item.id === id) return item;
    const found = item.children ? findItem(item.children, id) : null;
    if (found) return found;
  }
  return null;
}

/**
 * Renders the API's NavigationItem tree: basic, aside, collapsable, group, divider, spacer. In a vertical menu (inline,
 * expanded or a rail) an `aside` item opens its children in a panel of their own beside the menu; a horizontal bar has
 * no side to open to, so there it is a sub menu like a collapsable.
 */
export function NavigationMenu({ items, mode, collapsed, theme = 'light', label }: NavigationMenuProps) {
  const { t } = useTranslation();
  const { pathname, key: locationKey } = useLocation();
  const activePath = useMemo(() => findActivePath(items, pathname) ?? [], [items, pathname]);
  const selectedKey = activePath[activePath.length - 1];
  const panels = mode === 'inline';

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

  // The open aside panel, until the next navigation (choosing one of its links, or any other page).
  const navRef = useRef<HTMLElement>(null);
  const panelId = `nav-aside-${useId().replace(/[^\w-]/g, '')}`;
  const [aside, setAside] = useState<{ id: string; at: string } | null>(null);
  const openAside = panels && aside?.at === locationKey ? findItem(items, aside.id) : null;
  const asideTrigger = (id: string) => navRef.current?.querySelector<HTMLElement>(`[data-nav-aside="${CSS.escape(id)}"]`) ?? null;
  const closeAside = (returnFocus: boolean) => {
    if (returnFocus && openAside) asideTrigger(openAside.id)?.focus();
    setAside(null);
  };
  const toggleAside = (id: string) => setAside(openAside?.id === id ? null : { id, at: locationKey });
  // Escape closes the panel (from inside it or on its entry) and nothing else: not the phone's menu drawer around it.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !openAside) return;
    e.stopPropagation();
    closeAside(true);
  };
  // In the menu an aside stands for the page chosen in its panel (and for itself while its panel is open).
  const asideOnPath = panels ? activePath.find((id) => findItem(items, id)?.type === 'aside') : undefined;
  const menuSelected = [asideOnPath ?? selectedKey, openAside?.id].filter((k): k is string => !!k);

  /** `inPanel`: the children of an open aside (a nested aside there is a sub menu). */
  const convert = (list: MenuEntry[], depth: number, inPanel = false): MenuItem[] =>
    list
      .filter((item) => !isHidden(item))
      .map((item): MenuItem => {
        const text = title(item);
        if (item.type === 'aside' && panels && !inPanel) {
          const open = openAside?.id === item.id;
          const a11y: Record<string, string | undefined> = {
            'aria-haspopup': 'dialog',
            'aria-expanded': String(open),
            'aria-controls': open ? panelId : undefined,
          };
          return {
            key: item.id,
            icon: navIcon(item.icon),
            disabled: item.disabled,
            // A rail's tooltip would lie over the open panel, which shows the title anyway.
            title: open ? '' : (item.tooltip ?? text),
            label: text,
            onClick: () => toggleAside(item.id),
            'data-nav-aside': item.id,
            ...a11y,
          };
        }
        switch (item.type) {
          case 'divider':
            return { type: 'divider', key: item.id };
          case 'spacer':
            return { type: 'divider', key: item.id, className: 'nav-spacer' };
          case 'group':
            // A horizontal bar cannot show an inline group at the top level: make it a sub menu.
            if (mode === 'horizontal' && depth === 0)
              return { key: item.id, label: text, icon: navIcon(item.icon), children: convert(item.children ?? [], depth + 1) };
            return { type: 'group', key: item.id, label: text, children: convert(item.children ?? [], depth + 1, inPanel) };
          case 'collapsable':
          case 'aside':
            return {
              key: item.id,
              label: text,
              icon: navIcon(item.icon),
              disabled: item.disabled,
              children: convert(item.children ?? [], depth + 1, inPanel),
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
    <nav ref={navRef} aria-label={label} data-testid="nav" style={mode === 'horizontal' ? { flex: 1, minWidth: 0 } : undefined} onKeyDown={onKeyDown}>
      <Menu
        mode={mode}
        theme={theme}
        items={menuItems}
        // Closed sub menus stay in the DOM so every link is a real <a href> even when collapsed.
        forceSubMenuRender
        getPopupContainer={() => popupRef.current ?? document.body}
        selectedKeys={menuSelected}
        {...(mode === 'inline' ? { openKeys: collapsed ? undefined : openKeys, onOpenChange } : {})}
        inlineCollapsed={mode === 'inline' ? collapsed : undefined}
        style={{ borderInlineEnd: 'none', background: 'transparent' }}
      />
      <div ref={popupRef} style={{ position: 'fixed', top: 0, left: 0, zIndex: 1050 }} />
      {openAside && (
        <NavigationAsidePanel
          key={openAside.id}
          id={panelId}
          title={title(openAside)}
          anchorRef={navRef}
          trigger={() => asideTrigger(openAside.id)}
          theme={theme}
          onClose={closeAside}
        >
          {/* The children as the menu renders children: links, groups, dividers, collapsables. */}
          <Menu
            mode="inline"
            theme={theme}
            items={convert(openAside.children ?? [], 1, true)}
            forceSubMenuRender
            selectedKeys={selectedKey ? [selectedKey] : []}
            openKeys={openKeys}
            onOpenChange={onOpenChange}
            onClick={() => closeAside(false)}
            style={{ borderInlineEnd: 'none', background: 'transparent' }}
          />
        </NavigationAsidePanel>
      )}
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
