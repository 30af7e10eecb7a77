import { useMemo, useState } from 'react';
import { Alert, App, Button, Checkbox, Flex, Skeleton, Table, Tooltip, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ALL_CLAIMS } from '@kurye/contracts/claims';
import { ROLES, type Role } from '@kurye/contracts/roles';
import { useRoles, type RoleClaims } from '../api/list-roles';
import { useUpdateRoleClaims } from '../api/update-role-claims';
import { useErrorText } from '../../../lib/use-error-text';
import { organisationErrorTexts } from '../lib/error-texts';

/** The Admin role must keep the right to edit roles (the server refuses otherwise: nobody could give it back). */
const LOCKED = { role: 'Admin', claim: 'roles.write' } as const;

const sameSet = (a: Set<string>, b: readonly string[]) => a.size === b.length && b.every((c) => a.has(c));

/** Claims × roles with a checkbox each; every role column is saved on its own (PUT /api/roles/{role}/claims). */
export function ClaimsMatrix() {
  const { t, i18n } = useTranslation();
  const roles = useRoles();
  const errorText = useErrorText(organisationErrorTexts);
  if (roles.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (roles.isError)
    return <Alert type="error" showIcon title={errorText(roles.error)} action={<Button onClick={() => void roles.refetch()}>{t('common.retry')}</Button>} />;
  const ordered = [...roles.data].sort((a, b) => ROLES.indexOf(a.code) - ROLES.indexOf(b.code));
  return <Matrix roles={ordered} english={i18n.language === 'en'} />;
}

function Matrix({ roles, english }: { roles: RoleClaims[]; english: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText(organisationErrorTexts);
  const save = useUpdateRoleClaims();
  const [drafts, setDrafts] = useState<Partial<Record<Role, Set<string>>>>({});
  const [saving, setSaving] = useState<Role | null>(null);
  const [error, setError] = useState<string | null>(null);
  const claimsOf = (r: RoleClaims) => drafts[r.code] ?? new Set(r.claims);
  const roleName = (r: RoleClaims) => (english ? r.nameEn : r.nameTr);
  const claimLabel = (claim: string) => t(`organisation.claim.${claim}`, { defaultValue: claim });
  const rows = useMemo(() => [...ALL_CLAIMS].map((claim) => ({ claim })), []);

  const toggle = (r: RoleClaims, claim: string, on: boolean) =>
    setDrafts((d) => {
      const next = new Set(d[r.code] ?? r.claims);
      if (on) next.add(claim);
      else next.delete(claim);
      return { ...d, [r.code]: next };
    });

  const saveRole = async (r: RoleClaims) => {
    const draft = drafts[r.code];
    if (!draft) return;
    setError(null);
    setSaving(r.code);
    try {
      await save.mutateAsync({ role: r.code, claims: [...draft].sort() });
      setDrafts(({ [r.code]: _saved, ...rest }) => rest as typeof drafts);
      void message.success(t('organisation.claims.saved', { role: roleName(r) }));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setSaving(null);
    }
  };

  const dirty = roles.filter((r) => drafts[r.code] && !sameSet(drafts[r.code]!, r.claims));

  return (
    <>
      <Typography.Paragraph type="secondary">{t('organisation.claims.help')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} closable={{ onClose: () => setError(null) }} />}
      {dirty.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('organisation.claims.unsaved', { roles: dirty.map(roleName).join(', ') })}
          action={<Button onClick={() => setDrafts({})}>{t('organisation.claims.discard')}</Button>}
        />
      )}
      <Table
        rowKey="claim"
        size="small"
        data-testid="claims-matrix"
        pagination={false}
        sticky
        scroll={{ x: 960 }}
        dataSource={rows}
        columns={[
          {
            key: 'claim',
            title: t('organisation.claims.claim'),
            fixed: 'left',
            width: 300,
            render: (_: unknown, { claim }) => (
              <Flex vertical>
                <span>{claimLabel(claim)}</span>
                <Typography.Text type="secondary" code style={{ fontSize: 11, alignSelf: 'flex-start' }}>
                  {claim}
                </Typography.Text>
              </Flex>
            ),
          },
          ...roles.map((r) => {
            const current = claimsOf(r);
            const changed = !!drafts[r.code] && !sameSet(drafts[r.code]!, r.claims);
            return {
              key: r.code,
              align: 'center' as const,
              width: 130,
              title: (
                <Flex vertical align="center" gap={4}>
                  <span>{roleName(r)}</span>
                  <Button
                    size="small"
                    type={changed ? 'primary' : 'default'}
                    icon={<SaveOutlined aria-hidden />}
                    disabled={!changed}
                    loading={saving === r.code}
                    aria-label={t('organisation.claims.saveRole', { role: roleName(r) })}
                    onClick={() => void saveRole(r)}
                  >
                    {t('organisation.claims.save')}
                  </Button>
                </Flex>
              ),
              render: (_: unknown, { claim }: { claim: string }) => {
                const locked = r.code === LOCKED.role && claim === LOCKED.claim;
                const box = (
                  <Checkbox
                    checked={current.has(claim)}
                    disabled={locked}
                    aria-label={`${roleName(r)}: ${claimLabel(claim)} (${claim})`}
                    onChange={(e) => toggle(r, claim, e.target.checked)}
                  />
                );
                return locked ? <Tooltip title={t('organisation.claims.locked')}>{box}</Tooltip> : box;
              },
            };
          }),
        ]}
      />
    </>
  );
}
