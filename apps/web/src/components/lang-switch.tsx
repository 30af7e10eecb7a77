import { useEffect } from 'react';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { changeLanguage, takeFailedLanguage } from '../lib/i18n';
import type { Language } from '../lib/language';
import { ChoiceMenu } from './choice-menu';

/**
 * antd's message, loaded only when a language fails: the switch is on the sign-in page too, whose first load must stay
 * small (and has no antd App to take the message API from).
 */
const notifyFailed = (text: string) => void import('antd/es/message').then(({ default: message }) => message.error(text));

/** TR/EN menu; the choice is stored in localStorage 'lang'. Language names are written in their own language. */
export function LangSwitch() {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    if (takeFailedLanguage()) notifyFailed(t('header.languageFailed'));
  }, [t]);
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
          if (!changed) notifyFailed(t('header.languageFailed'));
        })
      }
    />
  );
}
