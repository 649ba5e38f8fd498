// Whether this device may show notifications, and a way to ask from a button.
import { useCallback, useState } from 'react';
import {
  askNotificationPermission,
  notificationState,
  type NotificationState,
} from '@/lib/notifications';

export function useNotificationPermission(): {
  state: NotificationState;
  ask: () => Promise<void>;
} {
  const [state, setState] = useState(notificationState);
  const ask = useCallback(async () => setState(await askNotificationPermission()), []);
  return { state, ask };
}
