import path from 'node:path';

/** The shared İstanbul street extract beside the project (never inside it). */
export const SHARED_PMTILES = path.resolve(import.meta.dirname, '../../../../shared/map/istanbul.pmtiles');
/** Kadıköy at zoom 14: Bağdat Caddesi's end, Moda, Söğütlüçeşme. */
export const KADIKOY_TILE = '14/9513/6143';
