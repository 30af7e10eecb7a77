import { Button, Card, Descriptions, Flex, Skeleton, Tag } from 'antd';
import { MessageOutlined, ProfileOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { AREAS } from '@kurye/contracts/areas';
import { PageFrame } from '../../../components/page-frame';
import { PhoneLink } from '../../../components/phone-link';
import { RetryAlert } from '../../../components/retry-alert';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useErrorText } from '../../../lib/use-error-text';
import { useContact } from '../api/contacts';
import { TAG_COLORS } from './contacts-page';
import { useCarrierTypeName } from '../../../lib/carrier-types-query';

/** `<area>/contacts/:id`: one store or courier: how to reach them, a link to their record and to the quick chat. */
export function ContactDetailsPage() {
  const { t } = useTranslation();
  const typeName = useCarrierTypeName();
  const errorText = useErrorText({ notFound: 'contacts.notFound' });
  const prefix = useAreaPrefix();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const contact = useContact(id);
  const c = contact.data;
  const area = AREAS.find((a) => `/${a.key}` === prefix);
  const recordPath = c ? (c.kind === 'store' ? 'store/details/:id' : 'carrier/details/:id') : '';
  const hasRecord = !!area?.routes.some((r) => r.path === recordPath);

  return (
    <PageFrame title={c?.name ?? t('pages.contactDetails')} back={{ to: `${prefix}/contacts`, label: t('pages.contacts') }}>
      {contact.isPending ? (
        <Skeleton active />
      ) : contact.isError ? (
        <RetryAlert text={errorText(contact.error)} onRetry={() => void contact.refetch()} />
      ) : (
        <Card>
          <Flex gap={8} wrap style={{ marginBottom: 16 }}>
            {contact.data.tags.map((tag) => (
              <Tag key={tag} color={TAG_COLORS[tag]}>
                {t(`contacts.tags.${tag}`)}
              </Tag>
            ))}
          </Flex>
          <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
            <Descriptions.Item label={t('contacts.phone')}>
              <PhoneLink phone={contact.data.phone} />
            </Descriptions.Item>
            <Descriptions.Item label={t('contacts.email')}>
              {contact.data.email ? <a href={`mailto:${contact.data.email}`}>{contact.data.email}</a> : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('contacts.zone')}>{contact.data.zoneName}</Descriptions.Item>
            {contact.data.kind === 'store' ? (
              <Descriptions.Item label={t('contacts.address')}>{contact.data.address ?? '—'}</Descriptions.Item>
            ) : (
              <Descriptions.Item label={t('contacts.carrierType')}>{typeName(contact.data.carrierTypeId, contact.data.carrierType)}</Descriptions.Item>
            )}
            <Descriptions.Item label={t('contacts.since')}>{dayjs(contact.data.createdAt).format('DD.MM.YYYY')}</Descriptions.Item>
          </Descriptions>
          <Flex gap={8} wrap style={{ marginTop: 16 }}>
            {hasRecord && (
              <Button icon={<ProfileOutlined aria-hidden />} onClick={() => navigate(`${prefix}/${recordPath.replace(':id', contact.data.id)}`)}>
                {t(contact.data.kind === 'store' ? 'contacts.openStore' : 'contacts.openCourier')}
              </Button>
            )}
            {contact.data.userId && (
              // The header's quick chat opens on `?chat=<user id>`.
              <Button type="primary" data-testid="contact-chat" icon={<MessageOutlined aria-hidden />} onClick={() => navigate(`?chat=${contact.data.userId}`)}>
                {t('contacts.message')}
              </Button>
            )}
          </Flex>
        </Card>
      )}
    </PageFrame>
  );
}
