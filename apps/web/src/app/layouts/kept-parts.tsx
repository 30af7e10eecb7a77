import { createContext, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Outlet } from 'react-router';

/**
 * A window crossing a breakpoint swaps the phone shell for the desk one (different trees), and whatever is rendered
 * inside either would start over: a half-filled form, an open dialog (the announcements, Profilim) lost on a tablet's
 * turn or a window snapped to half the screen. So the page and the header's tools are each rendered once, into a node
 * of their own beside the shell, and each node is moved into the place the showing shell gives it.
 */
const PageNodeContext = createContext<HTMLElement | null>(null);
const ToolsNodeContext = createContext<HTMLElement | null>(null);

const contentsNode = () => {
  const div = document.createElement('div');
  div.style.display = 'contents';
  return div;
};

export function KeptParts({ tools, children }: { tools: ReactNode; children: ReactNode }) {
  const [page] = useState(contentsNode);
  const [toolsNode] = useState(contentsNode);
  // The shell comes first: its places take the nodes (layout effects) before the page's own effects and autofocus run.
  return (
    <PageNodeContext.Provider value={page}>
      <ToolsNodeContext.Provider value={toolsNode}>
        {children}
        {createPortal(<Outlet />, page)}
        {createPortal(tools, toolsNode)}
      </ToolsNodeContext.Provider>
    </PageNodeContext.Provider>
  );
}

/** Puts a kept node in the element given the returned `ref`, which must have no React children of its own. */
function useHost<T extends HTMLElement>(node: HTMLElement | null) {
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

/** Where the kept page shows (inside KeptParts). */
export const usePageHost = <T extends HTMLElement>() => useHost<T>(useContext(PageNodeContext));

/** Where the kept header tools show (inside KeptParts): the header, or a phone's folded panel. */
export const useToolsHost = <T extends HTMLElement>() => useHost<T>(useContext(ToolsNodeContext));
