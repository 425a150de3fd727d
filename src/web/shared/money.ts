import { AUSTRALIAN_DOLLARS, type MoneyFormat } from '../../domain/money-format';
import { useRootData } from './root-data';

/** The flavour's locale and currency for printing prices (Australian dollars where root data is missing, as in an error page). */
export function useMoneyFormat(): MoneyFormat {
  return useRootData()?.brand ?? AUSTRALIAN_DOLLARS;
}
