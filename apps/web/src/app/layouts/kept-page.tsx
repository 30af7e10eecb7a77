import { createContext, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Outlet } from 'react-router';

/**
 * A window crossing a breakpoint swaps the phone shell for the desk one (different trees), and a page rendered inside
 * either would start over: a half-filled form or an open dialog lost on a tablet's turn. So the page is rendered once,
 * into a node of its own beside the shell, and that node is moved into whichever shell's <main> is showing.
 */
const PageNodeContext = createContext<HTMLElement | null>(null);

export function KeptPage({ children }: { children: ReactNode }) {
  const [node] = useState(() => {
    const div = document.createElement('div');
    div.style.display = 'contents';
    return div;
  });
  // The shell comes first: its <main> takes the node (a layout effect) before the page's own effects and autofocus run.
  return (
    <PageNodeContext.Provider value={node}>
      {children}
      {createPortal(<Outlet />, node)}
    </PageNodeContext.Provider>
  );
}

/** Where the kept page shows (inside a KeptPage); the element given `ref` must have no React children of its own. */
export function usePageHost<T extends HTMLElement>() {
  const node = useContext(PageNodeContext);
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const host = ref.current;
    if (!host || !node) return;
    host.appendChild(node);
    return () => {
      if (node.parentNode === host) host.removeChild(node);
    };
  }, [node]);
  return ref;
}
