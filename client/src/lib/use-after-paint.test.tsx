import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterPaint } from './use-after-paint';

const nextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('useAfterPaint', () => {
  it('keeps the previous value until the frame after the change, then follows', async () => {
    const hook = renderHook(({ value }) => useAfterPaint(value), { initialProps: { value: 1 } });
    expect(hook.result.current).toBe(1);
    hook.rerender({ value: 2 });
    // The commit that made the change still sees the old value.
    expect(hook.result.current).toBe(1);
    await act(nextFrame);
    await waitFor(() => expect(hook.result.current).toBe(2));
  });

  it('follows only the latest of several quick changes', async () => {
    const seen: number[] = [];
    const hook = renderHook(
      ({ value }) => {
        const settled = useAfterPaint(value);
        seen.push(settled);
        return settled;
      },
      { initialProps: { value: 1 } },
    );
    hook.rerender({ value: 2 });
    hook.rerender({ value: 3 });
    await waitFor(() => expect(hook.result.current).toBe(3));
    expect(seen).not.toContain(2);
  });
});
