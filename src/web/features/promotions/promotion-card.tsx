import { Link } from '../../ui/link';
import type { PromotionView } from './promotion-view';
import styles from './promotion-card.module.css';

/** The promotion panel (document 1 section 2.6): image, optional reward label, title and 'Offer Ends dd/MM/yyyy'. */
export function PromotionCard({ promotion, headingLevel = 3 }: { promotion: PromotionView; headingLevel?: 2 | 3 }) {
  const Title = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      {/* The banner repeats the title in its artwork, so it is decorative here. */}
      <img className={styles.image} src={promotion.thumbnailImg} alt="" loading="lazy" width={600} height={300} />
      <div className={styles.body}>
        {promotion.rewardLabel ? <p className={styles.reward}>{promotion.rewardLabel}</p> : null}
        <Title className={styles.title}>
          <Link to={promotion.uri} className={styles.link}>
            {promotion.title}
          </Link>
        </Title>
        <p className={styles.description}>{promotion.description}</p>
        <p className={styles.meta}>
          {promotion.brand ? <span>{promotion.brand.name}</span> : null}
          {promotion.offerEnds ? <span className={styles.ends}>{promotion.offerEnds}</span> : null}
        </p>
      </div>
    </article>
  );
}
