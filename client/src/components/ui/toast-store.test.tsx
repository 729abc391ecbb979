import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCurrentToastPlacement, useToastPlacement } from './toast-store';

afterEach(cleanup);

describe('where toasts appear', () => {
  it('follows the screen that asks while it is shown, and goes back to the bottom after', () => {
    const viewport = renderHook(() => useCurrentToastPlacement());
    expect(viewport.result.current).toBe('bottom');
    const screen = renderHook(() => useToastPlacement('top-on-small-screens'));
    viewport.rerender();
    expect(viewport.result.current).toBe('top-on-small-screens');
    screen.unmount();
    viewport.rerender();
    expect(viewport.result.current).toBe('bottom');
  });
});
