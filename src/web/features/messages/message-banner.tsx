import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { clearMessage, currentMessage, MESSAGE_AUTO_HIDE_MS, noMessage, subscribeToMessages } from './message-store';
import styles from './message-banner.module.css';

/**
 * Errors are a red full-width banner (role alert), successes a green toast at the top right (role
 * status). A message hides after 3 seconds unless keepAlive, on close and on any route change. The
 * timer waits while the pointer or focus is on the message, so nobody loses it mid-read.
 */
export function MessageBanner() {
  const message = useSyncExternalStore(subscribeToMessages, currentMessage, noMessage);
  const location = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const held = useRef(false);

  const stopTimer = () => clearTimeout(timer.current);
  const startTimer = () => {
    stopTimer();
    if (message && !message.keepAlive && !held.current) timer.current = setTimeout(() => clearMessage(message.id), MESSAGE_AUTO_HIDE_MS);
  };

  useEffect(() => {
    held.current = false;
    startTimer();
    return stopTimer;
    // The timer restarts per message only, not per render.
  }, [message?.id]);

  // Any route change hides the message (not the first render, which is the page it was raised on).
  const firstLocation = useRef(location.key);
  useEffect(() => {
    if (location.key !== firstLocation.current) clearMessage();
    firstLocation.current = location.key;
  }, [location.key]);

  if (!message) return null;
  const hold = () => {
    held.current = true;
    stopTimer();
  };
  const release = () => {
    held.current = false;
    startTimer();
  };
  return (
    <div
      className={message.type === 'error' ? styles.error : styles.success}
      role={message.type === 'error' ? 'alert' : 'status'}
      data-testid="global-message"
      onMouseEnter={hold}
      onMouseLeave={release}
      onFocus={hold}
      onBlur={release}
    >
      <p className={styles.text}>{message.text}</p>
      <button type="button" className={styles.close} onClick={() => clearMessage(message.id)} aria-label="Close message">
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
