import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { i18nReady } from './lib/i18n';
import './app/start-session';
import 'antd/dist/antd.css';
import './styles.css';
import { Providers } from './app/providers';
import { router } from './app/router';

void i18nReady.finally(() => {
  const root = createRoot(document.getElementById('root')!);
  // A transition lets React render the first page in slices, answering input between them, instead of in one long
  // task; index.html's name and logo stay up until it commits.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
});
