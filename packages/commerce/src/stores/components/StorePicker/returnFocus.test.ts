import { afterEach, describe, expect, it } from 'vitest';
import { returnFocusTarget } from './returnFocus';

const hints = { changeLabel: 'Change store', placeName: 'Alpine Denver Flagship' };

function page(html: string) {
  document.body.innerHTML = `<form id="step">${html}</form>`;
  return document.getElementById('step') as HTMLElement;
}

describe('returnFocusTarget (focus after the store picker closes)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is the element that opened the picker while it is still in the document', () => {
    const form = page('<section><button id="open">Pickup in store</button></section>');
    const trigger = document.getElementById('open');
    expect(returnFocusTarget(trigger, [form], hints)).toBe(trigger);
  });

  it("is the chosen place's change button once the trigger is gone", () => {
    const form = page('<section><button id="open">Pickup in store</button></section>');
    const trigger = document.getElementById('open');
    const ancestors = [trigger?.parentElement as Element, form];
    form.innerHTML = `
      <section><h2>Pickup in store: Alpine Boulder</h2><button>Change store</button></section>
      <section><h2>Pickup in store: Alpine Denver Flagship</h2><button id="mine">Change store</button></section>`;
    expect(returnFocusTarget(trigger, ancestors, hints)?.id).toBe('mine');
  });

  it('skips a disabled button and falls back to the heading, made focusable', () => {
    const form = page('<button id="open">Pickup in store</button>');
    const trigger = document.getElementById('open');
    form.innerHTML = `<section><h2 id="h">Pickup in store: Alpine Denver Flagship</h2><button disabled>Change store</button></section>`;
    const target = returnFocusTarget(trigger, [form], hints);
    expect(target?.id).toBe('h');
    expect(target?.tabIndex).toBe(-1);
  });

  it('is null when nothing of the former page remains', () => {
    page('<button id="open">Pickup in store</button>');
    const trigger = document.getElementById('open');
    const form = document.getElementById('step') as Element;
    form.remove();
    expect(returnFocusTarget(trigger, [form], hints)).toBeNull();
  });
});
