import { useEffect } from 'react';
import { GlobalOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, takeFailedLanguage } from '../lib/i18n';
import type { Language } from '../lib/language';
import { ChoiceMenu } from './choice-menu';

/** TR/EN menu; the choice is stored in localStorage 'lang'. Language names are written in their own language. */
export function LangSwitch() {
  const { t, i18n } = useTranslation();
  // Outside an antd App (a page without the shell) there is no message API: the choice then just stays unchanged.
  const { message } = App.useApp();
  useEffect(() => {
    if (takeFailedLanguage()) void message.error?.(t('header.languageFailed'));
  }, [message, t]);
  const current: Language = i18n.language === 'en' ? 'en' : 'tr';
  return (
    <ChoiceMenu<Language>
      testId="lang-switch"
      label={t('header.languageCurrent', { language: current === 'en' ? 'English' : 'Türkçe' })}
      trigger={
        <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
          <GlobalOutlined aria-hidden /> {current.toUpperCase()}
        </span>
      }
      value={current}
      choices={[
        { value: 'tr', label: 'Türkçe', lang: 'tr' },
        { value: 'en', label: 'English', lang: 'en' },
      ]}
      onChoose={(lang) =>
        void changeLanguage(lang).then((changed) => {
          if (!changed) void message.error?.(t('header.languageFailed'));
        })
      }
    />
  );
}
