import type { DistanceKind } from '@kurye/contracts/roads';
import type { TFunction } from 'i18next';
import { formatDistance } from './format';

/** "4,2 km (yol)": a fee's distance with how it was measured (nothing added when that is not known). */
export const distanceWithKind = (t: TFunction, meters: number | null | undefined, kind: DistanceKind | null | undefined) =>
  meters === null || meters === undefined || !kind
    ? formatDistance(meters)
    : t('distance.withKind', { distance: formatDistance(meters), kind: t(`distance.kind.${kind}`) });
