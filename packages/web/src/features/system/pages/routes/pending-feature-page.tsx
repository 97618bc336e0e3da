// A menu screen whose feature is not built yet: shown inside the layout, at the screen's own path.
import { UnderDevelopmentNotice } from '@/components/under-development-notice';

export function PendingFeaturePage() {
  return <UnderDevelopmentNotice />;
}
