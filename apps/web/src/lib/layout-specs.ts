import type { LayoutName } from './layout-preference';

/** §9: navigation widths. */
export const NAV_WIDTH = { normal: 280, compact: 112, dense: 80, thin: 80 } as const;

/**
 * One arrangement of the shell. Every signed-in layout is the same header, menu, page and footer placed differently;
 * below the md breakpoint they all become the phone shell (menu as an overlay, tools folded into one button).
 */
export interface LayoutSpec {
  /** `side`: a vertical menu beside the page; `top`: a horizontal menu in the header. */
  nav: 'side' | 'top';
  /** Width of the side menu when open (px). */
  navWidth: number;
  /** Side menus showing only icons (labels in tooltips); `expand`: the rail grows over the page on hover or focus. */
  rail?: 'icons' | 'expand';
  /** Menu colours: a dark panel or the page's light one. */
  navTheme: 'light' | 'dark';
  /**
   * Where the header lies: across the whole window above the menu (`page`), or only above the page beside the
   * menu (`content`). `brand` paints it in the brand colour.
   */
  header: 'page' | 'content';
  brandHeader?: boolean;
  /** Horizontal layouts: the menu gets a bar of its own under the header (enterprise). */
  navBar?: boolean;
  /** The whole shell in a centred box on a tinted background (centered). */
  boxed?: boolean;
  /** The signed-in user's name and avatar at the top (classy) or bottom (futuristic) of the side menu. */
  userCard?: 'top' | 'bottom';
  /** The side menu collapses to a rail of this width instead of disappearing (material). */
  collapsedWidth?: number;
}

export type ShellLayoutName = Exclude<LayoutName, 'empty'>;

export const LAYOUT_SPECS: Record<ShellLayoutName, LayoutSpec> = {
  modern: { nav: 'top', navWidth: NAV_WIDTH.normal, navTheme: 'light', header: 'page' },
  centered: { nav: 'top', navWidth: NAV_WIDTH.normal, navTheme: 'light', header: 'page', boxed: true },
  enterprise: { nav: 'top', navWidth: NAV_WIDTH.normal, navTheme: 'dark', header: 'page', brandHeader: true, navBar: true },
  material: { nav: 'side', navWidth: NAV_WIDTH.normal, navTheme: 'light', header: 'page', brandHeader: true, collapsedWidth: NAV_WIDTH.dense },
  classic: { nav: 'side', navWidth: NAV_WIDTH.normal, navTheme: 'dark', header: 'content' },
  classy: { nav: 'side', navWidth: NAV_WIDTH.normal, navTheme: 'light', header: 'content', userCard: 'top' },
  futuristic: { nav: 'side', navWidth: NAV_WIDTH.normal, navTheme: 'dark', header: 'content', userCard: 'bottom' },
  compact: { nav: 'side', navWidth: NAV_WIDTH.compact, rail: 'icons', navTheme: 'dark', header: 'content' },
  dense: { nav: 'side', navWidth: NAV_WIDTH.dense, rail: 'expand', navTheme: 'light', header: 'content' },
  thin: { nav: 'side', navWidth: NAV_WIDTH.thin, rail: 'icons', navTheme: 'dark', header: 'content' },
};
