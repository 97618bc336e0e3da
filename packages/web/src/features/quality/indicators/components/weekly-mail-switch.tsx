// 'Recibir cada lunes' (docs/product/service-quality.md#indicators): the signed-in user's subscription to the weekly
// mail of the indicators, with their workbook attached.
import { FormControlLabel, Switch } from '@mui/material';
import { indicatorMessages } from '@tms/contracts';
import { errorMessage } from '@/lib/api/error-messages';
import { notify } from '@/lib/notify';
import { useIndicatorSubscription } from '../api/get-indicator-subscription';
import { useUpdateIndicatorSubscription } from '../api/update-indicator-subscription';

export const WEEKLY_MAIL_LABEL = 'Recibir cada lunes';

export function WeeklyMailSwitch() {
  const subscription = useIndicatorSubscription();
  const update = useUpdateIndicatorSubscription();
  const checked = update.isPending ? !!update.variables?.subscribed : !!subscription.data?.subscribed;
  return (
    <FormControlLabel
      label={WEEKLY_MAIL_LABEL}
      disabled={!subscription.data || update.isPending}
      control={
        <Switch
          checked={checked}
          onChange={(event) =>
            update.mutate(
              { subscribed: event.target.checked },
              {
                onSuccess: (saved) =>
                  notify.success(saved.subscribed ? indicatorMessages.subscribed : indicatorMessages.unsubscribed),
                onError: (error) => notify.error(errorMessage(error)),
              },
            )
          }
        />
      }
    />
  );
}
