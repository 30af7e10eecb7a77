import { useState } from 'react';
import { Alert, App, Button, Card, Col, Descriptions, Flex, Form, Input, Popconfirm, Row, Select, Skeleton, Switch, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, MailOutlined, SaveOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Role } from '@kurye/contracts/roles';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useCreateUser, type UserInput } from '../api/create-user';
import { useUser, type UserDetails } from '../api/get-user';
import { useAllZones } from '../api/list-zones';
import { useSendResetLink } from '../api/send-reset-link';
import { useUpdateUser } from '../api/update-user';
import { PageFrame } from '../../../components/page-frame';
import { STAFF_ROLES, ZONE_ROLES } from '../lib/roles';
import { useAreaPrefix } from '../../../lib/use-area-prefix';
import { useErrorText } from '../../../lib/use-error-text';
import { organisationErrorTexts } from '../lib/error-texts';
import { LoadError } from '../../../components/load-error';
import { foldedSelectSearch } from '../../../lib/folded-search';

interface Values {
  name: string;
  email: string;
  primaryRole: Role;
  extraRoles: Role[];
  zoneIds: string[];
  active: boolean;
}

/** /admin/user/user-form (new) and /admin/user/user-form/:id (edit). */
export function UserFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const prefix = useAreaPrefix();
  const errorText = useErrorText(organisationErrorTexts);
  const user = useUser(id);
  const back = (
    <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => navigate(`${prefix}/users`)}>
      {t('organisation.user.backToList')}
    </Button>
  );

  if (!id)
    return (
      <PageFrame page="userForm" title={t('organisation.user.newTitle')} extra={back}>
        <UserForm />
      </PageFrame>
    );
  if (user.isPending)
    return (
      <PageFrame page="userForm" extra={back}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </PageFrame>
    );
  if (user.isError)
    return (
      <PageFrame page="userForm" extra={back}>
        <LoadError page error={user.error} text={errorText(user.error)} onRetry={() => void user.refetch()} />
      </PageFrame>
    );
  return (
    <PageFrame page="userForm" title={t('organisation.user.editTitle', { name: user.data.name })} extra={back}>
      <UserForm key={user.data.id} user={user.data} />
    </PageFrame>
  );
}

function UserForm({ user }: { user?: UserDetails }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const prefix = useAreaPrefix();
  const errorText = useErrorText(organisationErrorTexts);
  const [form] = Form.useForm<Values>();
  const zones = useAllZones();
  const create = useCreateUser();
  const update = useUpdateUser();
  const resetLink = useSendResetLink();
  const [formError, setFormError] = useState<string | null>(null);
  const primaryRole = Form.useWatch('primaryRole', form);
  const extraRoles = Form.useWatch('extraRoles', form) ?? [];
  const roles = [primaryRole, ...extraRoles].filter(Boolean) as Role[];
  const needsZones = roles.some((r) => ZONE_ROLES.includes(r));
  // Store and courier roles come from applications; an existing holder keeps them selectable.
  const roleChoices = [...new Set<Role>([...STAFF_ROLES, ...(user?.roles ?? [])])];
  const roleOption = (r: Role) => ({ value: r, label: t(`organisation.role.${r}`) });

  const submit = async (v: Values) => {
    setFormError(null);
    const input: UserInput = {
      name: v.name.trim(),
      email: v.email.trim(),
      roles: [v.primaryRole, ...v.extraRoles.filter((r) => r !== v.primaryRole)],
      zoneIds: v.zoneIds,
      active: v.active,
    };
    try {
      if (user) {
        await update.mutateAsync({ id: user.id, patch: input });
        void message.success(t('organisation.user.updated'));
      } else {
        const created = await create.mutateAsync(input);
        void message.success(t('organisation.user.created', { email: created.email }));
        navigate(`${prefix}/user/user-form/${created.id}`, { replace: true });
      }
    } catch (err) {
      const text = errorText(err);
      if (err instanceof ApiError && err.code === 'email_taken') form.setFields([{ name: 'email', errors: [text] }]);
      else setFormError(text);
    }
  };

  const sendReset = async () => {
    if (!user) return;
    try {
      await resetLink.mutateAsync(user.id);
      void message.success(t('organisation.user.resetSent', { email: user.email }));
    } catch (err) {
      void message.error(errorText(err));
    }
  };

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={14} xl={12}>
        <Form<Values>
          noValidate
          form={form}
          layout="vertical"
          onFinish={submit}
          scrollToFirstError
          initialValues={{
            name: user?.name ?? '',
            email: user?.email ?? '',
            primaryRole: user?.roles[0],
            extraRoles: user?.roles.slice(1) ?? [],
            zoneIds: user?.zoneIds ?? [],
            active: user?.active ?? true,
          }}
        >
          <Form.Item
            name="name"
            label={t('organisation.user.name')}
            rules={[
              { required: true, whitespace: true },
              { min: 2, max: 120, message: t('organisation.user.nameLength') },
            ]}
          >
            <Input autoComplete="off" maxLength={120} />
          </Form.Item>
          <Form.Item name="email" label={t('organisation.user.email')} rules={[{ required: true }, { type: 'email', message: t('validation.email') }]}>
            <Input type="email" autoComplete="off" inputMode="email" />
          </Form.Item>
          <Form.Item name="primaryRole" label={t('organisation.user.primaryRole')} extra={t('organisation.user.primaryRoleHelp')} rules={[{ required: true }]}>
            <Select
              showSearch={foldedSelectSearch()}
              placeholder={t('organisation.user.choose')}
              options={roleChoices.map(roleOption)}
              onChange={(r: Role) =>
                form.setFieldValue(
                  'extraRoles',
                  (form.getFieldValue('extraRoles') as Role[]).filter((x) => x !== r),
                )
              }
            />
          </Form.Item>
          <Form.Item name="extraRoles" label={t('organisation.user.extraRoles')} extra={t('organisation.user.extraRolesHelp')}>
            <Select
              mode="multiple"
              showSearch={foldedSelectSearch()}
              placeholder={t('organisation.user.none')}
              options={roleChoices.filter((r) => r !== primaryRole).map(roleOption)}
            />
          </Form.Item>
          {roles.length > 0 && (
            <div aria-live="polite" style={{ marginTop: -8, marginBottom: 16 }}>
              <Typography.Text type="secondary">{t('organisation.user.roleOrder')} </Typography.Text>
              {roles.map((r, i) => (
                <Tag key={r} color={i === 0 ? 'blue' : undefined}>
                  {i + 1}. {t(`organisation.role.${r}`)}
                </Tag>
              ))}
            </div>
          )}
          <Form.Item
            name="zoneIds"
            label={t('organisation.user.zones')}
            extra={needsZones ? t('organisation.user.zonesHelp') : t('organisation.user.zonesNotNeeded')}
            rules={[
              {
                validator: (_, value: string[]) =>
                  !needsZones || value?.length ? Promise.resolve() : Promise.reject(new Error(t('organisation.user.zonesRequired'))),
              },
            ]}
            dependencies={['primaryRole', 'extraRoles']}
          >
            <Select
              mode="multiple"
              showSearch={foldedSelectSearch()}
              placeholder={t('organisation.user.chooseZones')}
              loading={zones.isPending}
              options={(zones.data?.items ?? []).map((z) => ({ value: z.id, label: z.active ? z.name : `${z.name} (${t('organisation.common.inactive')})` }))}
              notFoundContent={zones.isError ? errorText(zones.error) : undefined}
            />
          </Form.Item>
          <Form.Item name="active" label={t('organisation.user.activeLabel')} valuePropName="checked" extra={t('organisation.user.activeHelp')}>
            <Switch checkedChildren={t('organisation.common.active')} unCheckedChildren={t('organisation.common.inactive')} />
          </Form.Item>
          {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
          <Flex gap={8} wrap>
            <Button type="primary" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={create.isPending || update.isPending}>
              {t('organisation.user.save')}
            </Button>
          </Flex>
        </Form>
      </Col>
      {user && (
        <Col xs={24} lg={10} xl={8}>
          <Card size="small" title={<h2 style={{ fontSize: 15, margin: 0 }}>{t('organisation.user.account')}</h2>}>
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'createdAt', label: t('organisation.user.createdAt'), children: formatDateTime(user.createdAt) },
                {
                  key: 'status',
                  label: t('organisation.user.status'),
                  children: user.active ? t('organisation.common.active') : t('organisation.common.inactive'),
                },
              ]}
            />
            <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
              {t('organisation.user.resetHelp')}
            </Typography.Paragraph>
            <Popconfirm
              title={t('organisation.user.resetConfirmTitle')}
              description={t('organisation.user.resetConfirmText', { email: user.email })}
              okText={t('organisation.user.resetSend')}
              cancelText={t('organisation.common.cancel')}
              onConfirm={sendReset}
            >
              <Button icon={<MailOutlined aria-hidden />} loading={resetLink.isPending}>
                {t('organisation.user.resetLink')}
              </Button>
            </Popconfirm>
          </Card>
        </Col>
      )}
    </Row>
  );
}
