import { useCallback, useState, type ReactNode } from 'react';
import { App, Badge, Tabs, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSocketEvent, useSocketReconnect } from '../../../lib/socket';
import { activeRequestsQueryOptions } from '../api/get-active';
import { todayQueryOptions } from '../api/get-today';
import { courierKeys } from '../api/keys';
import type { SettableStatus } from '@kurye/contracts/live';
import { ActivePanel } from '../components/active-panel';
import { CourierMenu } from '../components/courier-menu';
import { LocationNotice } from '../components/location-notice';
import { OffersPanel } from '../components/offers-panel';
import { PayoutPanel } from '../components/payout-panel';
import { CoursesPanel } from '../components/courses-panel';
import { DocumentsPanel } from '../components/documents-panel';
import { SosButton } from '../components/sos-button';
import { SosStatus } from '../components/sos-status';
import { StatusSwitch } from '../components/status-switch';
import { TodayPanel } from '../components/today-panel';
import { useCourierPwa } from '../hooks/use-courier-pwa';
import { useCourierStatus } from '../hooks/use-courier-status';
import { useOffers, type WithdrawReason } from '../hooks/use-offers';
import { usePositionSharing } from '../hooks/use-position-sharing';
import { unlockAudio } from '../../../lib/sounds';
import '../courier.css';
import { PageApp } from '../../../components/shell-app';
import { RetryAlert } from '../../../components/retry-alert';

type TabKey = 'offers' | 'active' | 'today' | 'payout' | 'academy' | 'documents';
const TABS: readonly TabKey[] = ['offers', 'active', 'today', 'payout', 'academy', 'documents'];

/**
 * The courier app (mobile first, installable): status, offers, the job in hand and today's summary. The courier app has
 * no shared header: `headerTools` (the notification bell and the quick chat) come from other features through app/.
 */
export function CourierPage({ headerTools }: { headerTools?: ReactNode }) {
  return (
    <PageApp>
      <CourierApp headerTools={headerTools} />
    </PageApp>
  );
}

function CourierApp({ headerTools }: { headerTools?: ReactNode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  // A push notification's link: /courier?offer=<id> (the offers tab is where it opens); ?tab=documents opens a tab.
  const [search, setSearch] = useSearchParams();
  const [tab, setTab] = useState<TabKey>(() => TABS.find((k) => k === search.get('tab')) ?? 'offers');
  const openedOffer = search.get('offer');
  const offerOpened = useCallback(() => setSearch((prev) => (prev.delete('offer'), prev), { replace: true }), [setSearch]);
  useCourierPwa();

  const { me, change } = useCourierStatus();
  const status = me.data?.status;
  const online = status === 'available' || status === 'busy';

  const active = useQuery({ ...activeRequestsQueryOptions(), enabled: me.isSuccess });
  const today = useQuery({ ...todayQueryOptions(), enabled: me.isSuccess && tab === 'today' });
  const activeCount = active.data?.length ?? 0;

  const offers = useOffers(me.isSuccess, {
    onCreated: () => {
      if (tab !== 'offers') void message.info({ content: t('courier.offers.new'), duration: 5, onClick: () => setTab('offers') });
    },
    onWithdrawn: (reason: WithdrawReason) => void message.info(t(`courier.offers.withdrawn.${reason}`)),
  });
  const offerCount = offers.query.data?.filter((o) => new Date(o.expiresAt).getTime() > Date.now()).length ?? 0;

  // Share the position while working (available/busy) or carrying a job (the delivery point needs it).
  const position = usePositionSharing(online || activeCount > 0);

  const refetchAll = () => void queryClient.invalidateQueries({ queryKey: courierKeys.all });
  useSocketReconnect(refetchAll);
  useSocketEvent('request.status_changed', () => {
    void queryClient.invalidateQueries({ queryKey: courierKeys.active() });
    void queryClient.invalidateQueries({ queryKey: courierKeys.today() });
    void queryClient.invalidateQueries({ queryKey: courierKeys.me() });
    void queryClient.invalidateQueries({ queryKey: courierKeys.payout() });
  });
  useSocketEvent('carrier.status_changed', () => void queryClient.invalidateQueries({ queryKey: courierKeys.me() }));

  const changeStatus = (next: SettableStatus) => {
    unlockAudio();
    change.mutate(next, {
      onError: (err) => {
        void message.error(err.message || t('courier.status.error'));
        if ((err as { code?: string }).code === 'required_courses_incomplete') setTab('academy');
      },
    });
  };

  return (
    <div className="courier-app">
      <header className="courier-top">
        <Typography.Title level={1} id="page-title" className="courier-title">
          {t('courier.title')}
        </Typography.Title>
        <SosButton currentFix={position.currentFix} />
        {headerTools}
        <CourierMenu />
      </header>
      <SosStatus />

      {me.isError ? (
        <RetryAlert text={t('courier.loadError')} description={me.error.message || undefined} size="large" onRetry={() => void me.refetch()} />
      ) : (
        <>
          <StatusSwitch status={status} pending={change.isPending || me.isPending} onChange={changeStatus} />
          {/* Busy is "available, but full": said beside the switch that still reads "Müsait", not in the title. */}
          {status === 'busy' && (
            <div className="courier-busy-note" data-testid="busy-note">
              <Tag color="orange" className="courier-big-tag">
                {t('courier.status.busy')}
              </Tag>
              <span>{t('courier.status.busyNote')}</span>
            </div>
          )}
          <LocationNotice sharing={online || activeCount > 0} fix={position.fix} problem={position.problem} queued={position.queued} />
          <Tabs
            className="courier-tabs"
            activeKey={tab}
            onChange={(key) => setTab(key as TabKey)}
            centered
            size="large"
            items={[
              {
                key: 'offers',
                label: (
                  <Badge count={offerCount} size="small" offset={[8, -2]}>
                    <span>{t('courier.tabs.offers')}</span>
                  </Badge>
                ),
                children: (
                  <OffersPanel
                    focusId={openedOffer}
                    onFocused={offerOpened}
                    offers={offers.query.data}
                    loading={me.isPending || offers.query.isPending}
                    error={offers.query.error}
                    onRetry={() => void offers.query.refetch()}
                    online={online}
                    remove={offers.remove}
                    onAccepted={() => setTab('active')}
                  />
                ),
              },
              {
                key: 'active',
                label: (
                  <Badge count={activeCount} size="small" color="green" offset={[8, -2]}>
                    <span>{t('courier.tabs.active')}</span>
                  </Badge>
                ),
                children: (
                  <ActivePanel
                    requests={active.data}
                    loading={me.isPending || active.isPending}
                    error={active.error}
                    onRetry={() => void active.refetch()}
                    hasFix={position.fix !== null}
                    fix={position.fix}
                    currentFix={position.currentFix}
                  />
                ),
              },
              {
                key: 'today',
                label: t('courier.tabs.today'),
                children: <TodayPanel today={today.data} loading={me.isPending || today.isPending} error={today.error} onRetry={() => void today.refetch()} />,
              },
              { key: 'payout', label: t('courier.payout.tab'), children: tab === 'payout' && <PayoutPanel /> },
              { key: 'academy', label: t('courier.academy.tab'), children: tab === 'academy' && <CoursesPanel /> },
              { key: 'documents', label: t('courier.documents.tab'), children: tab === 'documents' && <DocumentsPanel /> },
            ]}
          />
        </>
      )}
    </div>
  );
}
