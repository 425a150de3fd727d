import type { SpecificationGroup } from '../../../contracts/product-detail';
import styles from './specifications-table.module.css';

/** Specifications, one table section per group. */
export function SpecificationsTable({ groups }: { groups: SpecificationGroup[] }) {
  if (groups.length === 0) return <p>No specifications are listed for this product.</p>;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Specifications</caption>
      {groups.map((group) => (
        <tbody key={group.group}>
          <tr>
            <th scope="colgroup" colSpan={2} className={styles.group}>
              {group.group}
            </th>
          </tr>
          {group.items.map((item) => (
            <tr key={`${group.group}-${item.name}`} className={styles.row}>
              <th scope="row" className={styles.name}>
                {item.name}
              </th>
              <td className={styles.value}>{item.value}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
