export const jokerKeys = {
  all: ['joker-stations'] as const,
  list: () => ['joker-stations', 'list'] as const,
  zones: () => ['joker-stations', 'zones'] as const,
  carriers: (zoneId: string) => ['joker-stations', 'carriers', zoneId] as const,
};
