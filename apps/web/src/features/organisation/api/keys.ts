/** Query keys of the organisation pages (zones, users, settings, roles, audit). */
export const orgKeys = {
  zones: ['organisation', 'zones'] as const,
  zoneList: (params: object) => ['organisation', 'zones', 'list', params] as const,
  zone: (id: string) => ['organisation', 'zones', 'details', id] as const,
  users: ['organisation', 'users'] as const,
  userList: (params: object) => ['organisation', 'users', 'list', params] as const,
  user: (id: string) => ['organisation', 'users', 'details', id] as const,
  settings: ['organisation', 'settings'] as const,
  runtime: ['organisation', 'runtime'] as const,
  roles: ['organisation', 'roles'] as const,
  audits: ['organisation', 'audit'] as const,
  audit: (params: object) => ['organisation', 'audit', params] as const,
};

/** Every list of the API answers with one page of this shape. */
