import { useMemo, type ReactNode } from 'react';
import { ConfigProvider, Empty, theme } from 'antd';
import type { Locale } from 'antd/es/locale';
import trTR from 'antd/es/locale/tr_TR';
import enUS from 'antd/es/locale/en_US';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useScheme } from '../lib/scheme';
import { ApiError } from '../lib/api-client';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Client errors (401/403/404/validation) will not change on retry.
      retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: false,
    },
  },
});

/** antd's Turkish, with our words: "isteğe bağlı" (not "opsiyonel") beside optional fields. */
const turkish: Locale = { ...trTR, Form: { ...trTR.Form!, optional: '(isteğe bağlı)' } } as Locale;

function ThemedAntd({ children }: { children: ReactNode }) {
  const { i18n, t } = useTranslation();
  const scheme = useScheme();
  // One wording for every empty required field: "<Etiket> zorunludur." / "<Label> is required." antd fills ${label}
  // from the Form.Item's label when it is a string, otherwise from its messageVariables (i18next leaves ${…} alone).
  // A rule gives its own message only where this one would read wrong (app/required-messages.test.ts lists them).
  const form = useMemo(() => {
    const required = t('validation.requiredField');
    return { validateMessages: { required, whitespace: required } };
  }, [t]);
  return (
    <ConfigProvider
      locale={i18n.language === 'en' ? enUS : turkish}
      form={form}
      // Our own empty texts instead of antd's "Veri Yok" (a page's own emptyText still wins).
      renderEmpty={(component) =>
        component === 'Select' || component === 'Cascader' || component === 'TreeSelect' ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.emptyOptions')} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.empty')} />
        )
      }
      theme={{
        // antd's component styles come from its prebuilt stylesheet (imported in main.tsx) instead of being generated
        // in the browser on first render, which was the biggest share of a page's start-up script. The tokens below
        // still apply: antd writes them as CSS variables, which that stylesheet reads.
        zeroRuntime: true,
        algorithm: scheme === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: {
          colorPrimary: '#1668dc',
          fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
          ...READABLE[scheme],
        },
        // A table's empty text is drawn in the "disabled" grey: make it the readable description grey.
        components: {
          Table: { colorTextDisabled: READABLE[scheme].colorTextDescription },
          // An unchecked switch shows its white text ("Kapalı") on a light grey (1.9:1): a darker grey there.
          ...(scheme === 'dark' ? {} : { Switch: { colorTextQuaternary: 'rgba(0, 0, 0, 0.55)', colorTextTertiary: 'rgba(0, 0, 0, 0.65)' } }),
          // The selected menu item's blue on the dark scheme's selected background reads at 3:1; a lighter blue there.
          ...(scheme === 'dark' ? { Menu: { itemSelectedColor: '#91caff' } } : {}),
        },
      }}
    >
      {children}
    </ConfigProvider>
  );
}

/**
 * antd's grey texts (descriptions, statistic titles, placeholders), its link blue, its error red and its warning and
 * success texts fall below WCAG AA contrast (4.5:1) on white; these keep every text readable in both schemes (the
 * accessibility flow checks it).
 */
const READABLE = {
  light: {
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
    colorLink: '#1668dc',
    colorError: '#d9363e',
    // Typography's warning and success texts (gold 7 at 2.9:1, green 7 at 3.5:1): a darker shade of each.
    colorWarningText: '#945a00',
    colorSuccessText: '#237804',
  },
  dark: {
    colorTextTertiary: 'rgba(255, 255, 255, 0.62)',
    colorTextDescription: 'rgba(255, 255, 255, 0.62)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
    colorLink: '#4096ff',
  },
};

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedAntd>{children}</ThemedAntd>
    </QueryClientProvider>
  );
}
