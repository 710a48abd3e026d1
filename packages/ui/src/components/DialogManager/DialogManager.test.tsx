import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  DialogManagerProvider,
  useDialogCommands,
  useDialogManager,
  useManagedDialog,
} from './DialogManager.client';

const wrapper = ({ children }: { children: ReactNode }) => (
  <DialogManagerProvider>{children}</DialogManagerProvider>
);

describe('useManagedDialog', () => {
  it('opens one dialog of the shared manager and closes the previous one (spec 1 §2)', () => {
    const { result } = renderHook(
      () => ({
        miniCart: useManagedDialog('miniCart'),
        quickShop: useManagedDialog<{ id: string }>('quickShop'),
      }),
      { wrapper },
    );
    act(() => result.current.miniCart.show());
    expect(result.current.miniCart.open).toBe(true);
    act(() => result.current.quickShop.show({ id: 'ALP1001M' }));
    expect(result.current.quickShop).toMatchObject({ open: true, args: { id: 'ALP1001M' } });
    expect(result.current.miniCart.open).toBe(false);
  });

  it('keeps a dialog opened with keep, and onOpenChange(true) reopens with its arguments', () => {
    const { result } = renderHook(
      () => ({
        kept: useManagedDialog('miniCart', { keep: true }),
        other: useManagedDialog<{ step: string }>('storePicker'),
      }),
      { wrapper },
    );
    act(() => result.current.kept.show());
    act(() => result.current.other.show({ step: 'search' }));
    expect(result.current.kept.open).toBe(true);
    act(() => result.current.other.onOpenChange(false));
    expect(result.current.other).toMatchObject({ open: false, args: { step: 'search' } });
    act(() => result.current.other.onOpenChange(true));
    expect(result.current.other).toMatchObject({ open: true, args: { step: 'search' } });
  });

  it('works outside a provider with a manager of its own', () => {
    const { result } = renderHook(() => useManagedDialog('terms'));
    act(() => result.current.show());
    expect(result.current.open).toBe(true);
    act(() => result.current.close());
    expect(result.current.open).toBe(false);
  });

  it('starts with the provider’s initially open dialogs', () => {
    const { result } = renderHook(() => useDialogManager(), {
      wrapper: ({ children }) => (
        <DialogManagerProvider initialOpen={[{ id: 'miniCart', keep: true }]}>
          {children}
        </DialogManagerProvider>
      ),
    });
    expect(result.current.isOpen('miniCart')).toBe(true);
  });
});

describe('useDialogCommands', () => {
  it('gives the same commands across dialog changes, and none outside a provider', () => {
    const { result } = renderHook(
      () => ({ commands: useDialogCommands(), manager: useDialogManager() }),
      { wrapper },
    );
    const first = result.current.commands;
    act(() => first?.open('miniCart'));
    expect(result.current.manager.isOpen('miniCart')).toBe(true);
    expect(result.current.commands).toBe(first);
    expect(renderHook(() => useDialogCommands()).result.current).toBeNull();
  });
});

describe('useManagedDialog commands', () => {
  it('keeps show and close the same across openings (an effect can depend on them)', () => {
    const { result } = renderHook(() => useManagedDialog('terms'), { wrapper });
    const { show, close } = result.current;
    act(() => show());
    expect(result.current.open).toBe(true);
    expect(result.current.show).toBe(show);
    expect(result.current.close).toBe(close);
  });
});
