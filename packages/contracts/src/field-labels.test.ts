import { describe, expect, it } from 'vitest';
import { fieldLabel } from './field-labels';

describe('fieldLabel', () => {
  it('names a field by its last named part, skipping list indexes', () => {
    expect(fieldLabel('packets.0.customerPhone', 'tr')).toBe('Müşteri telefonu');
    expect(fieldLabel('zoneIds', 'en')).toBe('Zones');
  });
  it('prefers a label of the last two parts when there is one', () => {
    expect(fieldLabel('sounds.notification', 'tr')).toBe('Bildirim sesi');
    expect(fieldLabel('notification.title', 'tr')).not.toBe('title');
    expect(fieldLabel('notification', 'tr')).toBe('Bildirim');
  });
  it('leaves unknown names as they are', () => {
    expect(fieldLabel('a.b.somethingNew', 'tr')).toBe('somethingNew');
  });
});
