import { createContext, useContext, type ReactNode } from 'react';
import { App } from 'antd';

const InShell = createContext(false);

/**
 * antd's App (the holders of messages, notifications and modals) once for the whole signed-in shell, header and page:
 * a message a page shows just before it navigates away ("… bölgesi silindi.") stays on screen, where a holder of the
 * page's own went away with the page. Around the signed-in layouts (`layout-host`), not at the root, so it stays out of
 * the sign-in first load.
 */
export function ShellApp({ children }: { children: ReactNode }) {
  return (
    <App component={false}>
      <InShell.Provider value>{children}</InShell.Provider>
    </App>
  );
}

/** antd's App for a page, unless the shell already gives one (a page opened in the empty layout has none). */
export function PageApp({ children }: { children: ReactNode }) {
  return useContext(InShell) ? children : <App component={false}>{children}</App>;
}
