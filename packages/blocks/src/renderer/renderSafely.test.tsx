import type { BlockLog } from './log';
import { renderSafely } from './renderSafely';

describe('renderSafely', () => {
  let log: ReturnType<typeof vi.fn<BlockLog>>;
  beforeEach(() => {
    log = vi.fn<BlockLog>();
  });

  const block = { type: 'demo', id: 'd1', mode: 'production' as const };

  it('returns what the component renders', () => {
    const node = renderSafely(
      ({ name }: { name: string }) => <p>{name}</p>,
      { name: 'x' },
      block,
      log,
    );
    expect(node).toMatchObject({ type: 'p', props: { children: 'x' } });
    expect(log).not.toHaveBeenCalled();
  });

  it('turns a synchronous crash into nothing and one block.crashed entry on the log', () => {
    const node = renderSafely(
      () => {
        throw new Error('sync');
      },
      {},
      block,
      log,
    );
    expect(node).toBeNull();
    expect(log).toHaveBeenCalledWith({
      level: 'error',
      event: 'block.crashed',
      fields: { type: 'demo', id: 'd1', issues: [{ path: '', message: 'sync' }] },
    });
  });

  it('turns a rejected async server component into a placeholder in preview', async () => {
    const node = renderSafely(
      async () => {
        throw new Error('async');
      },
      {},
      { ...block, mode: 'preview' },
      log,
    );
    const settled = await (node as Promise<{ props: { event: string } }>);
    expect(settled.props.event).toBe('block.crashed');
    expect(log).toHaveBeenCalledTimes(1);
  });
});
