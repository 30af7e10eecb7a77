import { CourierPage } from '../features/courier/routes/courier-page';
import { QuickChat } from '../features/messages/components/quick-chat';
import { NotificationBell } from '../features/notifications/components/notification-bell';

/** /courier: the courier app with the notification bell and the quick chat in its own header. */
export function CourierRoute() {
  return (
    <CourierPage
      headerTools={
        <>
          <NotificationBell />
          <QuickChat />
        </>
      }
    />
  );
}
