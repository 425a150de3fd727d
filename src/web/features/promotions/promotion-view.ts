import type { PromotionSummary } from '../../../contracts/listing';
import { offerEndsText, promotionStatus, type PromotionStatus } from '../../../domain/promotion-dates';

/** A promotion with its dates already put in the shop's words (computed once, on the server). */
export interface PromotionView extends PromotionSummary {
  offerEnds: string | null;
  status: PromotionStatus;
}

export function promotionView(promotion: PromotionSummary, timeZone: string, now: Date): PromotionView {
  const start = new Date(promotion.startDate);
  const end = new Date(promotion.endDate);
  return { ...promotion, offerEnds: offerEndsText(start, end, timeZone), status: promotionStatus(start, end, now) };
}
