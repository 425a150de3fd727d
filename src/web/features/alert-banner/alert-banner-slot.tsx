import type { AlertBanner } from '../../../contracts/content';
import { AlertBannerBar } from './alert-banner';
import { useAlertBanner } from './use-alert-banner';

/** The alert banner with its browser cache and rechecks; renders nothing while there is none. */
export function AlertBannerSlot({ fromServer }: { fromServer: AlertBanner | null }) {
  const { banner, close } = useAlertBanner(fromServer);
  return banner ? <AlertBannerBar banner={banner} onClose={close} /> : null;
}
