import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './button.module.css';

export type ButtonColour = 'primary' | 'secondary' | 'tertiary';
export type ButtonSize = 'xs' | 'small' | 'smallMobile' | 'medium' | 'large' | 'xl' | 'default';

interface CommonProps {
  colour?: ButtonColour;
  size?: ButtonSize;
  children: ReactNode;
  className?: string;
}

type LinkButtonProps = CommonProps & { href: string };
type ActionButtonProps = CommonProps & { href?: undefined } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>;

const EXTERNAL = /^https?:\/\//i;

function classes(colour: ButtonColour, size: ButtonSize, extra?: string) {
  return [styles.button, styles[colour], styles[size], extra].filter(Boolean).join(' ');
}

/**
 * The spec's button (document 1 section 4): with a link it acts as a link, an internal route or
 * an external page when it begins with http(s); otherwise it is a real button.
 */
export function Button(props: LinkButtonProps | ActionButtonProps) {
  const { colour = 'primary', size = 'default', children, className } = props;
  const cls = classes(colour, size, className);
  if (props.href !== undefined) {
    return EXTERNAL.test(props.href) ? (
      <a className={cls} href={props.href} target="_blank" rel="noopener">
        {children}
      </a>
    ) : (
      <Link className={cls} to={props.href}>
        {children}
      </Link>
    );
  }
  const { colour: _c, size: _s, children: _ch, className: _cl, href: _h, type = 'button', ...rest } = props;
  return (
    <button className={cls} type={type} {...rest}>
      {children}
    </button>
  );
}
