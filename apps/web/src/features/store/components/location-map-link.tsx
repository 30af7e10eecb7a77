import { useState, type ReactNode } from 'react';
import { Button, Modal } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import type { LatLng } from '@kurye/contracts/delivery';
import { MiniMap } from './mini-map';

/** A location as a link that opens it on our own map in a dialog (with the store beside it when known), not another site. */
export function LocationMapLink({
  point,
  store,
  title,
  pointCaption,
  children,
}: {
  point: LatLng;
  store?: LatLng | null;
  title: string;
  /** What the point is on the map ("Teslim" by default). */
  pointCaption?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" icon={<EnvironmentOutlined aria-hidden />} onClick={() => setOpen(true)} style={{ padding: 0, height: 'auto' }}>
        {children}
      </Button>
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} title={title} destroyOnHidden width={560} data-testid="location-map-dialog">
        <MiniMap target={point} store={store} pointCaption={pointCaption} />
      </Modal>
    </>
  );
}
