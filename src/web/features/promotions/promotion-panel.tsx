import { Link } from '../../ui/link';
import { offerEndsText } from '../../../domain/promotion-dates';
import styles from './promotion-panel.module.css';
import { promotionPath } from '../../../domain/page-paths';

/** What a panel needs of a promotion (document 1 section 3, promotion/reward). */
export interface PromotionPanelData {
  path: string;
  title: string;
  /** ISO instants. */
  startDate: string;
  endDate: string;
  thumbnailImg: string;
  rewardLabel?: string | null;
  /** An outside redemption page; when present the panel links there instead of to the promotion page. */
  redemption?: { url: string } | null;
}

interface PromotionPanelProps {
  promotion: PromotionPanelData;
  /** The shop's time zone, for the calendar day of 'Offer Ends'. */
  timeZone: string;
  /** Heading level of the title inside the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

const EXTERNAL = /^https?:\/\//i;

/**
 * A promotion panel (document 1 section 2.6): image, optional reward label, title and 'Offer Ends
 * dd/MM/yyyy' (only for offers shorter than a year), linking to promotion/{path} or to an external
 * redemption link. The whole panel is one link, named by its title.
 */
export function PromotionPanel({ promotion, timeZone, headingLevel = 3 }: PromotionPanelProps) {
  const ends = offerEndsText(new Date(promotion.startDate), new Date(promotion.endDate), timeZone);
  const href = promotion.redemption?.url || promotionPath(promotion.path);
  const Title = `h${headingLevel}` as const;
  const content = (
    <>
      <span className={styles.media}>
        <img className={styles.image} src={promotion.thumbnailImg} alt="" width={400} height={300} loading="lazy" />
        {promotion.rewardLabel ? <span className={styles.reward}>{promotion.rewardLabel}</span> : null}
      </span>
      <span className={styles.body}>
        <Title className={styles.title}>{promotion.title}</Title>
        {ends ? <span className={styles.ends}>{ends}</span> : null}
      </span>
    </>
  );
  return (
    <article className={styles.panel}>
      {EXTERNAL.test(href) ? (
        <a className={styles.link} href={href} target="_blank" rel="noopener">
          {content}
        </a>
      ) : (
        <Link className={styles.link} to={href}>
          {content}
        </Link>
      )}
    </article>
  );
}
