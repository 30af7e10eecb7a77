import { BulbOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { setSchemePreference, useSchemePreference, type SchemePreference } from '../lib/scheme';
import { ChoiceMenu } from './choice-menu';

const ICONS = { light: <SunOutlined aria-hidden />, dark: <MoonOutlined aria-hidden />, auto: <BulbOutlined aria-hidden /> } as const;

/** Light / dark / auto (follows the operating system); stored in localStorage 'scheme'. */
export function SchemeSwitch() {
  const { t } = useTranslation();
  const pref = useSchemePreference();
  const labels: Record<SchemePreference, string> = { light: t('scheme.light'), dark: t('scheme.dark'), auto: t('scheme.auto') };
  return (
    <ChoiceMenu<SchemePreference>
      testId="scheme-switch"
      label={t('scheme.current', { scheme: labels[pref] })}
      trigger={ICONS[pref]}
      value={pref}
      choices={(['light', 'dark', 'auto'] as const).map((s) => ({ value: s, label: labels[s], icon: ICONS[s] }))}
      onChoose={setSchemePreference}
    />
  );
}
