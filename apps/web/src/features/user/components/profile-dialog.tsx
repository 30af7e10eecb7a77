import { useState } from 'react';
import { Alert, App, Avatar, Button, Flex, Form, Input, Modal, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { User } from '@kurye/contracts/auth';
import { useUpdateUser, useUploadAvatar } from '../api/update-user';
import { squarePicture } from '../lib/square-picture';

const PICTURE_TYPES = 'image/jpeg,image/png,image/webp';

/** The signed-in user's own name and picture (PATCH /api/common/user, POST /api/common/user/avatar). */
export function ProfileDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const rename = useUpdateUser();
  const unpicture = useUpdateUser();
  const upload = useUploadAvatar();
  const [pictureError, setPictureError] = useState<string | null>(null);

  const pick = async (file: File) => {
    setPictureError(null);
    let picture: Blob;
    try {
      picture = await squarePicture(file);
    } catch {
      setPictureError(t('profile.notAPicture'));
      return;
    }
    upload.mutate(picture, {
      onSuccess: () => void message.success(t('profile.pictureSaved')),
      onError: (err) => setPictureError(err.message || t('errors.generic')),
    });
  };

  const removePicture = () => {
    setPictureError(null);
    unpicture.mutate({ avatar: null }, { onError: (err) => setPictureError(err.message || t('errors.generic')) });
  };

  return (
    <Modal
      open={open}
      title={t('profile.title')}
      onCancel={onClose}
      okText={t('profile.save')}
      cancelText={t('profile.cancel')}
      okButtonProps={{ loading: rename.isPending, htmlType: 'submit', form: 'profile-form' }}
      destroyOnHidden
    >
      <Flex gap={16} align="center" style={{ marginBottom: 24 }} wrap>
        <Avatar
          size={96}
          src={user.avatar ?? undefined}
          icon={user.avatar ? undefined : <UserOutlined aria-hidden />}
          alt={t('profile.picture')}
          data-testid="profile-picture"
        />
        <Space direction="vertical" size={8}>
          <Typography.Text type="secondary">{t('profile.pictureHelp')}</Typography.Text>
          <Space wrap>
            <Upload
              accept={PICTURE_TYPES}
              showUploadList={false}
              beforeUpload={(file) => {
                void pick(file);
                return Upload.LIST_IGNORE;
              }}
            >
              <Button icon={<UploadOutlined />} loading={upload.isPending}>
                {user.avatar ? t('profile.changePicture') : t('profile.choosePicture')}
              </Button>
            </Upload>
            {user.avatar && (
              <Button icon={<DeleteOutlined />} onClick={removePicture} loading={unpicture.isPending} disabled={upload.isPending}>
                {t('profile.removePicture')}
              </Button>
            )}
          </Space>
        </Space>
      </Flex>
      {pictureError && <Alert type="error" showIcon role="alert" title={pictureError} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        id="profile-form"
        layout="vertical"
        noValidate
        initialValues={{ name: user.name }}
        onFinish={(v) =>
          rename.mutate(
            { name: v.name.trim() },
            {
              onSuccess: () => {
                void message.success(t('profile.saved'));
                onClose();
              },
              onError: (err) => form.setFields([{ name: 'name', errors: [err.message || t('errors.generic')] }]),
            },
          )
        }
      >
        <Form.Item
          name="name"
          label={t('profile.name')}
          messageVariables={{ label: t('profile.nameRequiredLabel') }}
          rules={[
            { required: true, whitespace: true },
            { min: 2, max: 120, message: t('profile.nameLength') },
          ]}
        >
          <Input autoComplete="name" maxLength={120} />
        </Form.Item>
        <Form.Item label={t('fields.email')} extra={t('profile.emailHelp')}>
          <Input value={user.email} disabled />
        </Form.Item>
      </Form>
    </Modal>
  );
}
