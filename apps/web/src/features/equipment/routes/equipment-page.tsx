import { useState } from 'react';
import { App, Button, Form, Input, InputNumber, Modal, Select, Switch, Tag } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EQUIPMENT_CATEGORIES, PRODUCT_SORTS, type CreateProductBody, type Product, type ProductSort } from '@kurye/contracts/equipment';
import { formatMoney } from '../../../lib/format';
import { hasClaim } from '../../../lib/authorization';
import { useSession } from '../../../lib/session';
import { sortableColumn } from '../../../lib/table-columns';
import { useTableState } from '../../../lib/use-table-state';
import { useErrorText } from '../../../lib/use-error-text';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageFrame } from '../../../components/page-frame';
import { PagedTable } from '../../../components/paged-table';
import { RetryAlert } from '../../../components/retry-alert';
import { useProductPage } from '../api/list-products';
import { useSaveProduct } from '../api/save-product';

/** The specification's inventory defaults: name ascending, 10 a page. */
const SORTS = [...PRODUCT_SORTS];
const PAGE_SIZE = 10;

/** …/equipment: what the company lends its couriers — stock on the shelf, out on loan, cost and deposit. */
export function EquipmentPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { user } = useSession();
  const canWrite = hasClaim(user, 'equipment.write');
  const table = useTableState(SORTS, PAGE_SIZE);
  const search = table.get('q');
  const sort = table.sort.replace(/^-/, '') as ProductSort;
  const list = useProductPage({ search, sort, order: table.sort.startsWith('-') ? 'desc' : 'asc', page: table.page, size: table.size });
  const [editing, setEditing] = useState<Product | 'new' | null>(null);

  return (
    <PageFrame
      title={t('pages.equipment')}
      extra={
        canWrite && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing('new')}>
            {t('equipment.add')}
          </Button>
        )
      }
    >
      <ListToolbar
        search={{
          id: 'equipment-search',
          label: t('equipment.search'),
          placeholder: t('equipment.searchPlaceholder'),
          value: search,
          onSearch: (v) => table.update({ q: v }),
        }}
        onClear={() => table.update({ q: undefined })}
      />
      {list.isError && <RetryAlert style={{ marginBottom: 16 }} text={errorText(list.error)} onRetry={() => void list.refetch()} />}
      <PagedTable<Product>
        table={table}
        data={list.data}
        rowKey="id"
        data-testid="equipment-table"
        loading={list.isPending || list.isPlaceholderData}
        scroll={{ x: 900 }}
        emptyText={search ? t('equipment.noMatch') : t('equipment.empty')}
        totalText={(total) => t('equipment.total', { count: total })}
        columns={[
          sortableColumn(table, 'name', t('equipment.field.name'), {
            render: (name: string, p) => (
              <>
                {name} {!p.active && <Tag>{t('equipment.inactive')}</Tag>}
              </>
            ),
          }),
          sortableColumn(table, 'category', t('equipment.field.category'), { render: (c: string) => t(`equipment.category.${c}`) }),
          sortableColumn(table, 'sku', t('equipment.field.sku'), { render: (v: string) => <code>{v}</code> }),
          { key: 'barcode', dataIndex: 'barcode', title: t('equipment.field.barcode') },
          sortableColumn(table, 'stock', t('equipment.field.stock'), { align: 'right' }),
          sortableColumn(table, 'reserved', t('equipment.field.reserved'), { align: 'right' }),
          sortableColumn(table, 'cost', t('equipment.field.cost'), { align: 'right', render: formatMoney }),
          sortableColumn(table, 'deposit', t('equipment.field.deposit'), { align: 'right', render: formatMoney }),
          ...(canWrite
            ? [
                {
                  key: 'actions',
                  title: <span className="visually-hidden">{t('equipment.actions')}</span>,
                  render: (_: unknown, p: Product) => (
                    <Button
                      size="small"
                      icon={<EditOutlined aria-hidden />}
                      aria-label={t('equipment.editOf', { name: p.name })}
                      onClick={() => setEditing(p)}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && <ProductDialog product={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </PageFrame>
  );
}

interface ProductForm extends Omit<CreateProductBody, 'cost' | 'deposit'> {
  cost: number;
  deposit: number;
}

/** Adds or edits an item; money is entered in lira and sent in kuruş. */
function ProductDialog({ product, onClose }: { product?: Product; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const save = useSaveProduct();
  const [form] = Form.useForm<ProductForm>();
  const initial: Partial<ProductForm> = product
    ? { ...product, cost: product.cost / 100, deposit: product.deposit / 100 }
    : { category: 'bag', stock: 0, cost: 0, deposit: 0, active: true, description: '' };

  const submit = async (v: ProductForm) => {
    try {
      await save.mutateAsync({ id: product?.id, product: { ...v, cost: Math.round(v.cost * 100), deposit: Math.round(v.deposit * 100) } });
      void message.success(t('equipment.saved'));
      onClose();
    } catch (e) {
      void message.error(errorText(e));
    }
  };

  return (
    <Modal
      open
      title={product ? t('equipment.edit') : t('equipment.add')}
      onCancel={onClose}
      okText={t('equipment.save')}
      cancelText={t('equipment.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void submit(v)} noValidate>
        <Form.Item
          name="name"
          label={t('equipment.field.name')}
          messageVariables={{ label: t('equipment.field.nameRequiredLabel') }}
          rules={[
            { required: true, whitespace: true },
            { min: 2, message: t('validation.minLength', { count: 2 }) },
          ]}
        >
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="category" label={t('equipment.field.category')} rules={[{ required: true }]}>
          <Select options={EQUIPMENT_CATEGORIES.map((c) => ({ value: c, label: t(`equipment.category.${c}`) }))} />
        </Form.Item>
        <Form.Item
          name="sku"
          label={t('equipment.field.sku')}
          messageVariables={{ label: t('equipment.field.skuRequiredLabel') }}
          rules={[{ required: true }, { pattern: /^[A-Za-z0-9-]{2,40}$/, message: t('equipment.skuInvalid') }]}
        >
          <Input maxLength={40} style={{ fontFamily: 'monospace' }} />
        </Form.Item>
        <Form.Item
          name="barcode"
          label={t('equipment.field.barcode')}
          rules={[{ required: true }, { pattern: /^[0-9]{8,14}$/, message: t('equipment.barcodeInvalid') }]}
        >
          <Input inputMode="numeric" maxLength={14} />
        </Form.Item>
        <Form.Item
          name="stock"
          label={t('equipment.field.stock')}
          messageVariables={{ label: t('equipment.field.stockRequiredLabel') }}
          rules={[{ required: true }]}
        >
          <InputNumber min={0} max={100000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="cost"
          label={t('equipment.field.costTry')}
          messageVariables={{ label: t('equipment.field.costTryRequiredLabel') }}
          rules={[{ required: true }]}
        >
          <InputNumber min={0} max={100000} precision={2} decimalSeparator="," style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="deposit"
          label={t('equipment.field.depositTry')}
          messageVariables={{ label: t('equipment.field.depositTryRequiredLabel') }}
          extra={t('equipment.depositHelp')}
          rules={[{ required: true }]}
        >
          <InputNumber min={0} max={100000} precision={2} decimalSeparator="," style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="description" label={t('equipment.field.description')}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        <Form.Item name="active" label={t('equipment.field.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
