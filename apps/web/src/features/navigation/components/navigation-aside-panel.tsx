import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button, theme as antdTheme } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The panel's width; a phone keeps 48 px of the page beside it. */
const PANEL_WIDTH = 280;
const PHONE_GAP = 48;

export interface NavigationAsidePanelProps {
  /** The panel's element id (the opening entry's `aria-controls`). */
  id: string;
  title: string;
  /** The <nav> the panel opens beside (to the right of the sider, rail or drawer holding it). */
  anchorRef: RefObject<HTMLElement | null>;
  /** The menu entry that opened the panel: clicks on it are not "outside" (it toggles the panel itself). */
  trigger: () => HTMLElement | null;
  theme: 'light' | 'dark';
  /** `returnFocus`: give the focus back to the opening entry (Escape, the close button). */
  onClose: (returnFocus: boolean) => void;
  children: ReactNode;
}

/** Where the panel goes: from the top of the menu's frame to the bottom of the window, right of the frame, on screen. */
function usePlacement(anchorRef: RefObject<HTMLElement | null>) {
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  useLayoutEffect(() => {
    const nav = anchorRef.current;
    if (!nav) return;
    // The sider, rail or drawer the menu sits in; its width changes as a rail grows on hover or the menu collapses.
    const frame = nav.offsetParent instanceof HTMLElement ? nav.offsetParent : nav;
    const update = () => {
      const box = frame.getBoundingClientRect();
      const viewport = document.documentElement.clientWidth;
      const width = Math.min(PANEL_WIDTH, viewport - PHONE_GAP);
      setPlace({ top: Math.max(0, box.top), left: Math.max(0, Math.min(box.right, viewport - width)) });
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(frame);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [anchorRef]);
  return place;
}

/** The first entry a keyboard user lands on: the first visible item's link, else the item itself. */
function firstEntry(panel: HTMLElement): HTMLElement | null {
  const items = panel.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])');
  const item = Array.from(items).find((el) => el.getClientRects().length > 0);
  return item?.querySelector<HTMLElement>('a[href]') ?? item ?? null;
}

/**
 * The second panel of an `aside` navigation item (as in Fuse's vertical navigation): beside the menu, titled with the
 * item, holding its children. The focus moves in when it opens; a click or a focus outside closes it. Escape is the
 * menu's to handle (it also closes the panel when the focus is on the opening entry).
 */
export function NavigationAsidePanel({ id, title, anchorRef, trigger, theme, onClose, children }: NavigationAsidePanelProps) {
  const { t } = useTranslation();
  const { token } = antdTheme.useToken();
  const ref = useRef<HTMLDivElement>(null);
  const place = usePlacement(anchorRef);
  const dark = theme === 'dark';

  // Focus into the panel once it is placed.
  const placed = !!place;
  useEffect(() => {
    const panel = ref.current;
    if (placed && panel) (firstEntry(panel) ?? panel).focus();
  }, [placed]);

  const onCloseRef = useRef(onClose);
  const triggerRef = useRef(trigger);
  useEffect(() => {
    onCloseRef.current = onClose;
    triggerRef.current = trigger;
  });
  useEffect(() => {
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target as Node | null;
      if (!target || ref.current?.contains(target) || triggerRef.current()?.contains(target)) return;
      onCloseRef.current(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, []);

  return (
    <div
      id={id}
      ref={ref}
      role="dialog"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className="nav-aside-panel"
      data-testid="nav-aside-panel"
      onBlur={(e) => {
        // Tabbing out of the panel closes it; a click on its own blank space (no related target) does not.
        const next = e.relatedTarget as Node | null;
        if (next && !e.currentTarget.contains(next) && !trigger()?.contains(next)) onClose(false);
      }}
      style={{
        position: 'fixed',
        top: place?.top ?? 0,
        left: place?.left ?? 0,
        bottom: 0,
        boxSizing: 'border-box',
        width: PANEL_WIDTH,
        maxWidth: `calc(100vw - ${PHONE_GAP}px)`,
        visibility: place ? undefined : 'hidden',
        zIndex: 1,
        display: 'flex',
        flexDirection: 'column',
        overflowY: 'auto',
        background: dark ? '#001529' : token.colorBgElevated,
        color: dark ? '#fff' : token.colorText,
        borderInlineStart: `1px solid ${dark ? 'rgba(255,255,255,.12)' : token.colorBorderSecondary}`,
        boxShadow: token.boxShadowSecondary,
        outline: 'none',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '16px 12px 8px 24px' }}>
        <h2 id={`${id}-title`} style={{ flex: 1, minWidth: 0, margin: 0, fontSize: token.fontSizeHeading5, fontWeight: 600, color: 'inherit' }}>
          {title}
        </h2>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={t('nav.asideClose')}
          data-testid="nav-aside-close"
          style={dark ? { color: 'rgba(255,255,255,.85)' } : undefined}
          onClick={() => onClose(true)}
        />
      </div>
      {children}
    </div>
  );
}
