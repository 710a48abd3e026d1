import { commerceDialogs, raiseBotChallenge, withBotChallenge } from '@storefront/commerce';
import { type DialogManager, DialogManagerProvider, useDialogManager } from '@storefront/ui';
import { act, render, screen } from '@testing-library/react';
import { type BotChallengeDialogsProps, BotChallengeHost } from './BotChallengeHost.client';

const probed = {} as { current: DialogManager };
function Probe() {
  probed.current = useDialogManager();
  return null;
}

function renderHost(load: () => Promise<{ default: (p: BotChallengeDialogsProps) => null }>) {
  render(
    <DialogManagerProvider>
      <Probe />
      <BotChallengeHost localeTag="en-US" messages={{}} load={load} />
    </DialogManagerProvider>,
  );
  return probed;
}

const challenge = { appId: 'PXtest' };

describe('BotChallengeHost (spec 1 §8)', () => {
  it('a dialog whose code fails to load settles the blocked call as its own failure, not for ever', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(() => Promise.reject(new Error('chunk failed')));
    const manager = renderHost(load);
    const blocked = { ok: false as const, code: 'AUT403', message: 'refused', challenge };
    const call = vi.fn(async () => blocked);
    let answer: Promise<unknown> | undefined;
    act(() => {
      answer = withBotChallenge(call, (c) => raiseBotChallenge(c, window));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(await answer).toBe(blocked);
    expect(call).toHaveBeenCalledTimes(1);
    expect(manager.current.isOpen(commerceDialogs.botChallenge)).toBe(false);

    // The next challenge tries to load the dialog again.
    let passed: Promise<boolean> | undefined;
    act(() => {
      passed = raiseBotChallenge(challenge, window);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(await passed).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a loaded dialog settles the waiting request with the shopper’s answer', async () => {
    const load = vi.fn(async () => ({
      default: ({ onSettle }: BotChallengeDialogsProps) => (
        <button type="button" onClick={() => onSettle(true)}>
          Continue
        </button>
      ),
    }));
    renderHost(load as never);
    let settled: Promise<boolean> | undefined;
    act(() => {
      settled = raiseBotChallenge(challenge, window);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const button = screen.getByRole('button', { name: 'Continue' });
    act(() => button.click());
    expect(await settled).toBe(true);
  });
});
