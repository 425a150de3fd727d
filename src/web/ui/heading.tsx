import type { ReactNode } from 'react';
import styles from './heading.module.css';

type Level = 1 | 2 | 3 | 4 | 5 | 6;

interface HeadingProps {
  level: Level;
  /** Visual size when it differs from the semantic level. */
  look?: Level;
  id?: string;
  className?: string;
  children: ReactNode;
}

export function Heading({ level, look = level, id, className, children }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={[styles[`h${look}`], className].filter(Boolean).join(' ')}>
      {children}
    </Tag>
  );
}
