import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationItem } from '@kurye/contracts/feeds';
import en from '../locales/en.json';
import tr from '../locales/tr.json';
import { wordingOf } from './wording';

const item = (over: Partial<NotificationItem>): NotificationItem => ({
  id: '1',
  kind: 'note',
  icon: 'notification',
  title: 'Sunucu başlığı',
  description: 'Sunucu metni',
  time: '2026-11-23T10:00:00.000Z',
  read: false,
  link: null,
  useRouter: true,
  params: {},
  ...over,
});

describe('notification wording', () => {
  const i18n = { tr: i18next.createInstance(), en: i18next.createInstance() };
  beforeAll(async () => {
    for (const [lng, translation] of [
      ['tr', tr],
      ['en', en],
    ] as const)
      await i18n[lng].init({ lng, resources: { [lng]: { translation } }, keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false } });
  });

  it('words a payout in the reader’s language with money in lira', () => {
    const n = item({ kind: 'payout_paid', params: { amount: 123456, groupNumber: 7, bankReference: 'EFT-1' } });
    expect(wordingOf(n, i18n.tr.t)).toEqual({
      title: 'Ödemeniz yapıldı',
      description: '₺1.234,56 hesabınıza gönderildi (ödeme grubu #7, banka referansı EFT-1).',
    });
    expect(wordingOf(n, i18n.en.t).description).toBe('₺1.234,56 was sent to your account (payment group #7, bank reference EFT-1).');
  });

  it('adds the reason, the new fee and the courier’s note where there are ones', () => {
    const rejected = item({ kind: 'invoice_rejected', params: { periodFrom: '2026-10-01', periodTo: '2026-10-31', reason: 'Dönem hatalı' } });
    expect(wordingOf(rejected, i18n.tr.t).description).toBe('01.10.2026 – 31.10.2026 dönemi için fatura talebiniz reddedildi. Gerekçe: Dönem hatalı');
    const moved = item({ kind: 'packet_update_resolved', params: { number: 'T-24117', status: 'resolved', fee: 9600 } });
    expect(wordingOf(moved, i18n.en.t)).toEqual({
      title: 'Packet request resolved',
      description: 'Your request about a packet of request T-24117 was resolved. New fee: ₺96,00.',
    });
    const refused = item({ kind: 'packet_update_resolved', params: { number: 'T-24117', status: 'rejected', reason: 'Konum doğru' } });
    expect(wordingOf(refused, i18n.tr.t).title).toBe('Paket talebiniz reddedildi');
    const sos = item({ kind: 'emergency_raised', params: { carrierName: 'Ayşe Kaya', zoneName: 'Kadıköy', description: 'Lastik patladı' } });
    expect(wordingOf(sos, i18n.tr.t).description).toBe('Ayşe Kaya (Kadıköy) acil durum bildirdi. “Lastik patladı”');
  });

  it('shows a note to self as written, and the server’s words for a kind it has no wording for', () => {
    expect(wordingOf(item({ kind: 'note', title: 'Kendime not', description: 'Yarın ara' }), i18n.en.t)).toEqual({
      title: 'Kendime not',
      description: 'Yarın ara',
    });
    const unknown = item({ kind: 'brand_new_kind' as NotificationItem['kind'], title: 'Yeni tür', description: 'Açıklama' });
    expect(wordingOf(unknown, i18n.en.t)).toEqual({ title: 'Yeni tür', description: 'Açıklama' });
  });
});
