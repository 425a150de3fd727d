import { describe, expect, it } from 'vitest';
import { activeChatBlockers, chatWidgetShown, isChatBlocker } from './chat-blockers';

describe('chat blockers', () => {
  it('knows the five blockers of the spec and nothing else', () => {
    for (const name of ['compare', 'product-page', 'filer-panel', 'mobile-nav', 'wui-sliding-panel'])
      expect(isChatBlocker(name)).toBe(true);
    expect(isChatBlocker('filter-panel')).toBe(false);
    expect(isChatBlocker('')).toBe(false);
    expect(isChatBlocker(null)).toBe(false);
  });

  it('collects the active blockers once each, ignoring unknown values', () => {
    expect(activeChatBlockers(['compare', 'other', null, 'compare', 'mobile-nav'])).toEqual(['compare', 'mobile-nav']);
    expect(activeChatBlockers([])).toEqual([]);
  });

  it('shows the widget only when enabled, loaded and not blocked', () => {
    expect(chatWidgetShown({ enabled: true, loaded: true, blockers: [] })).toBe(true);
    expect(chatWidgetShown({ enabled: true, loaded: false, blockers: [] })).toBe(false);
    expect(chatWidgetShown({ enabled: false, loaded: true, blockers: [] })).toBe(false);
    expect(chatWidgetShown({ enabled: true, loaded: true, blockers: ['product-page'] })).toBe(false);
  });
});
