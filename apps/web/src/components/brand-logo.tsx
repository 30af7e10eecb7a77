import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function BrandLogo({ to = '/', compact = false }: { to?: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="brand" aria-label={t('app.homeLink')}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {!compact && <span>{t('app.name')}</span>}
    </Link>
  );
}
