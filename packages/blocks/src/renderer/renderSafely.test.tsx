import { renderSafely } from './renderSafely';

describe('renderSafely', () => {
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    error = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  const block = { type: 'demo', id: 'd1', mode: 'production' as const };

  it('returns what the component renders', () => {
    const node = renderSafely(({ name }: { name: string }) => <p>{name}</p>, { name: 'x' }, block);
    expect(node).toMatchObject({ type: 'p', props: { children: 'x' } });
    expect(error).not.toHaveBeenCalled();
  });

  it('turns a synchronous crash into nothing and one log line', () => {
    const node = renderSafely(
      () => {
        throw new Error('sync');
      },
      {},
      block,
    );
    expect(node).toBeNull();
    expect(JSON.parse(String(error.mock.calls[0]?.[0]))).toMatchObject({
      event: 'block.crashed',
      id: 'd1',
      issues: [{ path: '', message: 'sync' }],
    });
  });

  it('turns a rejected async server component into a placeholder in preview', async () => {
    const node = renderSafely(
      async () => {
        throw new Error('async');
      },
      {},
      { ...block, mode: 'preview' },
    );
    const settled = await (node as Promise<{ props: { event: string } }>);
    expect(settled.props.event).toBe('block.crashed');
    expect(error).toHaveBeenCalledTimes(1);
  });
});
