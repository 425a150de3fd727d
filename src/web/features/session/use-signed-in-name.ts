import { useEffect, useState } from 'react';
import { inOwnTask } from '../../client/next-task';

/**
 * Who the header greets. The first paint uses what the server knew from the session cookie (so a
 * signed-in page renders signed in); once the page is interactive the browser's session decides
 * and follows a login or logout in this tab or another. The reading code loads after hydration,
 * so it adds nothing to any page's initial JavaScript.
 */
export function useSignedInName(fromServer: string | null): string | null {
  const [name, setName] = useState(fromServer);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    // Loaded in a task of its own, after the page's first effects.
    inOwnTask(() => {
      if (!active) return;
      void import('./signed-in-name').then(({ watchSignedInName }) => {
        if (active) stop = watchSignedInName(setName);
      });
    });
    return () => {
      active = false;
      stop?.();
    };
  }, []);
  return name;
}
