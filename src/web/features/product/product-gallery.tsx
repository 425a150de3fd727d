import { useState } from 'react';
import type { ProductDetail } from '../../../contracts/products';
import styles from './product-gallery.module.css';

/** Main image with thumbnail buttons; the first image is server-rendered so the page paints at once. */
export function ProductGallery({ images, title }: { images: ProductDetail['images']; title: string }) {
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];
  if (!current) {
    return (
      <div className={styles.gallery}>
        <div className={styles.main}>
          <p className={styles.empty}>No image available for {title}</p>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.gallery} role="group" aria-label={`Images of ${title}`}>
      <div className={styles.main}>
        <img className={styles.mainImage} src={current.url} alt={current.alt || title} width={800} height={800} fetchPriority="high" />
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs}>
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={index === selected}
                aria-label={`Show image ${index + 1} of ${images.length}: ${image.alt || title}`}
                onClick={() => setSelected(index)}
              >
                <img src={image.thumbUrl} alt="" width={72} height={72} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
