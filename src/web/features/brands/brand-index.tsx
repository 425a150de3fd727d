import { Link } from '../../ui/link';
import { INDEX_LETTERS, letterAnchor, type BrandEntry, type LetterGroup } from './brand-letters';
import styles from './brand-index.module.css';

/** A–Z jump links (letters without brands are plain text) and the brands under each letter with their product counts. */
export function BrandIndex({ groups }: { groups: LetterGroup<BrandEntry>[] }) {
  const present = new Set(groups.map((g) => g.letter));
  return (
    <>
      <nav aria-label="Brands A to Z" className={styles.letters}>
        <ul>
          {INDEX_LETTERS.map((letter) => (
            <li key={letter}>
              {present.has(letter) ? (
                <a href={`#${letterAnchor(letter)}`}>{letter === '#' ? '0–9' : letter}</a>
              ) : (
                <span aria-hidden="true">{letter === '#' ? '0–9' : letter}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.groups}>
        {groups.map((group) => (
          <section
            key={group.letter}
            id={letterAnchor(group.letter)}
            aria-labelledby={`${letterAnchor(group.letter)}-title`}
            className={styles.group}
          >
            <h2 id={`${letterAnchor(group.letter)}-title`} className={styles.letter}>
              {group.letter === '#' ? '0–9' : group.letter}
            </h2>
            <ul className={styles.brands}>
              {group.brands.map((brand) => (
                <li key={brand.uri}>
                  <Link to={brand.uri} className={styles.brand}>
                    <span>{brand.name}</span>
                    <span className={styles.count}>
                      {brand.productCount} {brand.productCount === 1 ? 'product' : 'products'}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
