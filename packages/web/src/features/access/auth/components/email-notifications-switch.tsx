// 'Recibir notificaciones por correo': the signed-in user's own e-mail preference (in-app notifications always
// stay). Meant for the profile screen.
import { FormControlLabel, Switch } from '@mui/material';
import { messages } from '@tms/contracts';
import { errorMessage } from '@/lib/api/error-messages';
import { notify } from '@/lib/notify';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';

export const EMAIL_NOTIFICATIONS_LABEL = 'Recibir notificaciones por correo';

export function EmailNotificationsSwitch() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const checked = update.isPending ? !!update.variables?.emailNotifications : !!preferences.data?.emailNotifications;

  return (
    <FormControlLabel
      label={EMAIL_NOTIFICATIONS_LABEL}
      disabled={!preferences.data || update.isPending}
      control={
        <Switch
          checked={checked}
          onChange={(event) =>
            update.mutate(
              { emailNotifications: event.target.checked },
              {
                onSuccess: () => notify.success(messages.operationSuccess),
                onError: (error) => notify.error(errorMessage(error)),
              },
            )
          }
        />
      }
    />
  );
}
