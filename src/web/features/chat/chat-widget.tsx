import { lazy, Suspense, useEffect, useState } from 'react';
import { chatWidgetShown } from '../../../domain/chat-blockers';
import { settingOn, useRootData } from '../../shared/root-data';
import { createSandboxChatProvider } from './sandbox-chat-provider';
import { useChatBlockers } from './use-chat-blockers';

// The launcher and its panel load after the page, only where the chat is enabled (ADR 0012).
const SandboxChatLauncher = lazy(() => import('./sandbox-chat-launcher').then((m) => ({ default: m.SandboxChatLauncher })));

// One provider per browser tab: the chat survives client-side navigation like a third-party widget would.
const provider = typeof window === 'undefined' ? null : createSandboxChatProvider();

/**
 * The chat widget (document 3 section 4): loads only when IntercomEnabled is on, and is shown only
 * once loaded and while no element in the document carries `data-blocks-chat`.
 */
export function ChatWidget() {
  const root = useRootData();
  const enabled = settingOn(root, 'IntercomEnabled');
  const [loaded, setLoaded] = useState(false);
  const blockers = useChatBlockers(enabled);
  const shown = chatWidgetShown({ enabled, loaded, blockers });

  useEffect(() => {
    if (!enabled || !provider) return;
    let current = true;
    provider.load().then(
      () => current && setLoaded(true),
      // A chat that fails to load stays hidden; the page works without it.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [enabled]);

  useEffect(() => {
    if (!provider) return;
    if (shown) provider.show();
    else provider.hide();
  }, [shown]);

  if (!enabled || !loaded || !provider) return null;
  return (
    <Suspense fallback={null}>
      <SandboxChatLauncher provider={provider} supportPhone={root?.brand.customerSupportNumber.phone ?? ''} />
    </Suspense>
  );
}
