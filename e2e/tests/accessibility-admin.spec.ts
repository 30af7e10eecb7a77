import { checkGroups } from './accessibility-checks';

// The admin area's routes (the most of any area): beside accessibility.spec.ts, in a file of their own for the shards.
checkGroups((group) => group.area.key === 'admin');
