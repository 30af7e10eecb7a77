export { listQuery } from '@kurye/contracts/common';
export { pageOf } from '@kurye/contracts/paging';

export function parseSort(sort: string) {
  return sort.startsWith('-') ? { field: sort.slice(1), desc: true } : { field: sort, desc: false };
}

export { likePattern } from '../db/paging';
