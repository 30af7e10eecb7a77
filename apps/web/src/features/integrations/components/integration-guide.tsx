import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const Code = ({ children }: { children: string }) => (
  <Typography.Paragraph copyable={{ text: children }}>
    <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12, margin: 0 }}>{children}</pre>
  </Typography.Paragraph>
);

/** A short guide with curl examples against this installation's own address. */
export function IntegrationGuide() {
  const { t } = useTranslation();
  const base = window.location.origin;
  return (
    <Card title={t('integrations.guide.title')}>
      <Typography.Paragraph>{t('integrations.guide.intro')}</Typography.Paragraph>
      <Typography.Title level={5}>{t('integrations.guide.create')}</Typography.Title>
      <Code>{`curl -X POST ${base}/api/requests \\
  -H "X-Api-Key: ko_…" \\
  -H "Idempotency-Key: siparis-10045" \\
  -H "Content-Type: application/json" \\
  -d '{"packetCount": 2, "note": "Sipariş #10045", "readyInMinutes": 10}'`}</Code>
      <Typography.Paragraph type="secondary">{t('integrations.guide.createNote')}</Typography.Paragraph>
      <Typography.Title level={5}>{t('integrations.guide.packets')}</Typography.Title>
      <Code>{`curl -X POST ${base}/api/requests \\
  -H "X-Api-Key: ko_…" \\
  -H "Idempotency-Key: YS-100045" \\
  -H "Content-Type: application/json" \\
  -d '{
    "packetCount": 1,
    "packets": [{
      "orderReference": "YS-100045",
      "customerPhone": "+90 532 123 45 67",
      "customerAddress": "Caferağa Mah. Moda Cad. No: 12 D: 3, Kadıköy",
      "customerLocation": { "latitude": 40.9863, "longitude": 29.0253 },
      "cashOnDelivery": { "amount": 24990, "method": "cash" }
    }]
  }'`}</Code>
      <Typography.Paragraph type="secondary">{t('integrations.guide.packetsNote')}</Typography.Paragraph>
      <Typography.Title level={5}>{t('integrations.guide.read')}</Typography.Title>
      <Code>{`curl ${base}/api/requests/<talepId> -H "X-Api-Key: ko_…"
curl "${base}/api/requests?from=$(date -u +%Y-%m-%dT00:00:00Z)" -H "Authorization: Bearer ko_…"
curl -X POST ${base}/api/requests/<talepId>/cancel -H "X-Api-Key: ko_…"`}</Code>
      <Typography.Paragraph type="secondary">{t('integrations.guide.readNote')}</Typography.Paragraph>
      <Typography.Title level={5}>{t('integrations.guide.verify')}</Typography.Title>
      <Typography.Paragraph>{t('integrations.guide.verifyText')}</Typography.Paragraph>
      <Code>{`// Node.js
import { createHmac, timingSafeEqual } from 'node:crypto';
function verify(secret, rawBody, header) {
  const { t, v1 } = Object.fromEntries(header.split(',').map((p) => p.split('=')));
  if (Math.abs(Date.now() / 1000 - Number(t)) > 300) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest('hex');
  return v1.length === expected.length && timingSafeEqual(Buffer.from(v1), Buffer.from(expected));
}`}</Code>
      <Typography.Paragraph type="secondary">{t('integrations.guide.retryNote')}</Typography.Paragraph>
      <Typography.Paragraph>
        <Typography.Link href="/api/docs" target="_blank">
          {t('integrations.guide.reference')}
        </Typography.Link>
      </Typography.Paragraph>
    </Card>
  );
}
