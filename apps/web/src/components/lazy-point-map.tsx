import { lazy, Suspense, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

// MapLibre stays out of the pages' own chunks: it loads with the first map a page shows.
const PointMap = lazy(() => import('./point-map').then((m) => ({ default: m.PointMap })));

/** `PointMap` loaded on demand, with a placeholder of the same size while MapLibre comes in. */
export function LazyPointMap(props: ComponentProps<typeof PointMap>) {
  const { t } = useTranslation();
  const height = props.height ?? 260;
  return (
    <Suspense
      fallback={
        <div
          role="status"
          style={{
            height,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 8,
            border: '1px solid rgba(127,127,127,.3)',
            background: '#eef3f7',
            color: '#595959',
          }}
        >
          {t('map.loading')}
        </div>
      }
    >
      <PointMap {...props} />
    </Suspense>
  );
}
