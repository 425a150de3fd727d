import type { ButtonHTMLAttributes, MouseEventHandler, ReactNode } from 'react';
import { Link } from './link';
import { buttonLinkKind, externalRel } from './button-link';
import styles from './button.module.css';

export type ButtonColour = 'primary' | 'secondary' | 'tertiary';
export type ButtonSize = 'xs' | 'small' | 'smallMobile' | 'medium' | 'large' | 'xl' | 'default';

interface CommonProps {
  colour?: ButtonColour;
  size?: ButtonSize;
  children: ReactNode;
  className?: string;
}

type LinkButtonProps = CommonProps & {
  href: string;
  /** External links open a new tab unless told otherwise ('_self' for a full page load in place). */
  target?: '_blank' | '_self';
  /** A disabled link button is rendered as a disabled button: it cannot be followed or focused by a click. */
  disabled?: boolean;
  onClick?: MouseEventHandler<HTMLElement>;
};
type ActionButtonProps = CommonProps & { href?: undefined } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>;

function classes(colour: ButtonColour, size: ButtonSize, extra?: string) {
  return [styles.button, styles[colour], styles[size], extra].filter(Boolean).join(' ');
}

/**
 * The spec's button (document 1 section 4): with a link it acts as a link, an internal route or
 * an external page when it begins with http(s); otherwise it is a real button. Disabled blocks interaction.
 */
export function Button(props: LinkButtonProps | ActionButtonProps) {
  const { colour = 'primary', size = 'default', children, className } = props;
  const cls = classes(colour, size, className);
  if (props.href !== undefined) {
    const { href, onClick, disabled } = props;
    if (disabled) {
      return (
        <button className={cls} type="button" disabled>
          {children}
        </button>
      );
    }
    if (buttonLinkKind(href) === 'external') {
      const target = props.target ?? '_blank';
      return (
        <a className={cls} href={href} target={target} rel={externalRel(target)} onClick={onClick}>
          {children}
        </a>
      );
    }
    return (
      <Link className={cls} to={href} onClick={onClick}>
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
