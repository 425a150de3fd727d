import { useEffect, useState } from 'react';
import { activeChatBlockers, CHAT_BLOCKER_ATTRIBUTE, type ChatBlocker } from '../../../domain/chat-blockers';

function readBlockers(): ChatBlocker[] {
  const elements = document.querySelectorAll(`[${CHAT_BLOCKER_ATTRIBUTE}]`);
  return activeChatBlockers(Array.from(elements, (element) => element.getAttribute(CHAT_BLOCKER_ATTRIBUTE)));
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * The blockers present in the document right now. Any component may block the chat by carrying
 * `data-blocks-chat`, so the whole document is watched rather than asking each one to report.
 */
export function useChatBlockers(active: boolean): ChatBlocker[] {
  const [blockers, setBlockers] = useState<ChatBlocker[]>([]);
  useEffect(() => {
    if (!active) return;
    const update = () => {
      const next = readBlockers();
      setBlockers((previous) => (sameList(previous, next) ? previous : next));
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: [CHAT_BLOCKER_ATTRIBUTE] });
    return () => observer.disconnect();
  }, [active]);
  return blockers;
}
