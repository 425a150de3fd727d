import { VisuallyHidden } from '../../ui/visually-hidden';
import styles from './rating-summary.module.css';

const reviews = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** "★★★★☆ 4/5 (123 reviews)": the review summary shown where ReviewSummariesEnabled is on. */
export function RatingSummary({ rating, count }: { rating: number; count: number }) {
  return (
    <p className={styles.summary} data-testid="rating-summary">
      <span className={styles.stars} aria-hidden="true">
        {'★'.repeat(rating)}
        <span className={styles.unfilled}>{'★'.repeat(5 - rating)}</span>
      </span>
      <VisuallyHidden>{`Rated ${rating} out of 5 from ${reviews(count)}`}</VisuallyHidden>
      <span aria-hidden="true">{`${rating}/5 (${reviews(count)})`}</span>
    </p>
  );
}
