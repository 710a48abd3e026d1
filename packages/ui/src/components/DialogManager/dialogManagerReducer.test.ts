import {
  type DialogManagerAction,
  dialogManagerReducer,
  initialDialogManagerState,
} from './dialogManagerReducer';

const run = (...actions: DialogManagerAction[]) =>
  actions.reduce(dialogManagerReducer, initialDialogManagerState);
const openIds = (...actions: DialogManagerAction[]) => run(...actions).open.map((d) => d.id);

describe('dialogManagerReducer', () => {
  it('opens a dialog with its arguments', () => {
    const state = run({ type: 'open', id: 'signIn', args: { email: 'a@b.co' } });
    expect(state.open).toEqual([{ id: 'signIn', args: { email: 'a@b.co' }, keep: false }]);
  });

  it('closes the previous dialog when another opens', () => {
    expect(openIds({ type: 'open', id: 'signIn' }, { type: 'open', id: 'forgotPassword' })).toEqual(
      ['forgotPassword'],
    );
  });

  it('keeps a previous dialog marked kept', () => {
    expect(
      openIds(
        { type: 'open', id: 'quickshop', keep: true },
        { type: 'open', id: 'signIn' },
        { type: 'open', id: 'forgotPassword' },
      ),
    ).toEqual(['quickshop', 'forgotPassword']);
  });

  it('replaces the arguments when the same dialog opens again', () => {
    const state = run(
      { type: 'open', id: 'quickshop', args: { productId: 'A', size: 'M' } },
      { type: 'open', id: 'quickshop', args: { productId: 'B' } },
    );
    expect(state.open).toEqual([{ id: 'quickshop', args: { productId: 'B' }, keep: false }]);
  });

  it('reopens with arguments merged over the previous ones, even after closing', () => {
    const state = run(
      { type: 'open', id: 'quickshop', args: { productId: 'A', size: 'M' } },
      { type: 'close', id: 'quickshop' },
      { type: 'reopen', id: 'quickshop', args: { size: 'L' } },
    );
    expect(state.open).toEqual([
      { id: 'quickshop', args: { productId: 'A', size: 'L' }, keep: false },
    ]);
  });

  it('reopen also closes other dialogs that are not kept', () => {
    expect(
      openIds(
        { type: 'open', id: 'quickshop' },
        { type: 'open', id: 'signIn' },
        { type: 'reopen', id: 'quickshop' },
      ),
    ).toEqual(['quickshop']);
  });

  it('closes one dialog or all of them', () => {
    const two = [
      { type: 'open', id: 'miniCart', keep: true },
      { type: 'open', id: 'signIn' },
    ] as const;
    expect(openIds(...two, { type: 'close', id: 'miniCart' })).toEqual(['signIn']);
    expect(openIds(...two, { type: 'closeAll' })).toEqual([]);
  });

  it('returns the same state when closing a dialog that is not open', () => {
    const state = run({ type: 'open', id: 'signIn' });
    expect(dialogManagerReducer(state, { type: 'close', id: 'other' })).toBe(state);
  });
});
