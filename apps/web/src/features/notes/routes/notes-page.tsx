import { useState } from 'react';
import { Col, Empty, Flex, Row, Segmented, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame';
import { LoadError } from '../../../components/load-error';
import { NoteCard } from '../../../components/record-follow-ups';
import { useNoteLabels, useNoteList } from '../../../lib/follow-ups';
import { hasClaim } from '../../../lib/authorization';
import { useSession } from '../../../lib/session';

type Show = 'active' | 'archived';

/** …/apps/notes — every note on the stores, couriers and requests of the user's zones; written on the record's page. */
export function NotesPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const canWrite = hasClaim(user, 'notes.write');
  const notes = useNoteList();
  const labels = useNoteLabels();
  const [show, setShow] = useState<Show>('active');
  const [label, setLabel] = useState<string | undefined>();
  const shown = (notes.data ?? []).filter((n) => n.archived === (show === 'archived') && (!label || n.labels.some((l) => l.id === label)));

  return (
    <PageFrame page="notes">
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Segmented<Show>
          value={show}
          onChange={setShow}
          options={[
            { value: 'active', label: t('followUps.notes.active') },
            { value: 'archived', label: t('followUps.notes.archived') },
          ]}
        />
        <Select
          allowClear
          value={label}
          onChange={setLabel}
          placeholder={t('followUps.notes.filterLabel')}
          aria-label={t('followUps.notes.filterLabel')}
          style={{ minWidth: 180 }}
          options={(labels.data ?? []).map((l) => ({ value: l.id, label: l.title }))}
        />
      </Flex>
      {notes.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : notes.isError ? (
        <LoadError error={notes.error} onRetry={() => void notes.refetch()} />
      ) : shown.length === 0 ? (
        <Empty description={t(show === 'archived' ? 'followUps.notes.noArchived' : 'followUps.notes.noneHere')} />
      ) : (
        <Row gutter={[16, 16]}>
          {shown.map((n) => (
            <Col key={n.id} xs={24} md={12} xl={8}>
              <NoteCard note={n} canWrite={canWrite} showLink />
            </Col>
          ))}
        </Row>
      )}
    </PageFrame>
  );
}
